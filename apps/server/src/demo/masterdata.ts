import { eq, inArray } from 'drizzle-orm';
import { thaiIdCheckDigit, unscaleDecimal, type PropertyType } from '@suanklang/shared';
import type { Executor } from '../platform/db/client';
import { customer, property } from '../platform/db/schema';
import { seedStandardChart } from '../modules/config-account/standard-chart';
import { budgetItem } from '../modules/config-budget-item/config-budget-item.schema';
import { expenseType } from '../modules/config-expense/config-expense.schema';
import {
  propertyBankAccount,
  propertyDocumentAccount,
  propertySetting,
} from '../modules/property-settings/property-settings.schema';
import { ensureReferenceData } from '../modules/reference-data/reference-data.seed';
import {
  supplier,
  supplierBankAccount,
  supplierDocumentAccount,
} from '../modules/suppliers/suppliers.schema';
import { seedUnitTypes } from '../modules/units/default-unit-types';
import { unit, unitOccupant } from '../modules/units/units.schema';

/**
 * Master data of the demo properties: RVS, a 208-unit condominium in two buildings, and SKV, a 40-house estate.
 * Everything is generated from a fixed seed, so every fresh start has the same units, people and codes (tests
 * and the user guide can name them). National IDs are made up but carry a valid check digit.
 */

/** mulberry32: a small deterministic generator; Math.random would give different demo data on every start. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join('');
  return { next, int, pick, digits };
}
type Random = ReturnType<typeof generator>;

/** A made-up 13-digit ID with the right check digit: a person's (1 or 3...) or a juristic person's (0...). */
function makeId(r: Random, prefix: string, used: Set<string>): string {
  for (;;) {
    const first12 = prefix + r.digits(12 - prefix.length);
    const id = first12 + String(thaiIdCheckDigit(first12));
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

const MALE: [string, string][] = [
  ['สมชาย', 'Somchai'],
  ['ประเสริฐ', 'Prasert'],
  ['วีระ', 'Weera'],
  ['ธนากร', 'Thanakorn'],
  ['ณัฐพล', 'Nattapon'],
  ['กิตติพงษ์', 'Kittipong'],
  ['สุรชัย', 'Surachai'],
  ['อนุชา', 'Anucha'],
  ['ชัยวัฒน์', 'Chaiwat'],
  ['ปิยะ', 'Piya'],
  ['วรวุฒิ', 'Worawut'],
  ['ธีรศักดิ์', 'Theerasak'],
  ['พงศกร', 'Pongsakorn'],
  ['ศุภชัย', 'Supachai'],
  ['อภิชาติ', 'Apichart'],
  ['เอกชัย', 'Ekachai'],
  ['ภานุวัฒน์', 'Panuwat'],
  ['สิทธิชัย', 'Sittichai'],
];
const FEMALE: [string, string][] = [
  ['สมศรี', 'Somsri'],
  ['วิไลวรรณ', 'Wilaiwan'],
  ['ปิยะนุช', 'Piyanuch'],
  ['กาญจนา', 'Kanchana'],
  ['สุภาพร', 'Supaporn'],
  ['อรุณี', 'Arunee'],
  ['ณัฐธิดา', 'Nattida'],
  ['พิมพ์ชนก', 'Pimchanok'],
  ['ศิริพร', 'Siriporn'],
  ['จันทร์เพ็ญ', 'Janpen'],
  ['มาลัย', 'Malai'],
  ['รัตนา', 'Rattana'],
  ['วรรณา', 'Wanna'],
  ['ชุติมา', 'Chutima'],
  ['กมลวรรณ', 'Kamonwan'],
  ['อัญชลี', 'Anchalee'],
  ['นภัสสร', 'Napatsorn'],
  ['ธิดารัตน์', 'Thidarat'],
];
const LAST: [string, string][] = [
  ['ใจดี', 'Jaidee'],
  ['ศรีสุข', 'Srisuk'],
  ['รุ่งเรือง', 'Rungruang'],
  ['มั่นคง', 'Mankong'],
  ['แสงทอง', 'Saengthong'],
  ['วงศ์สวัสดิ์', 'Wongsawat'],
  ['ทองดี', 'Thongdee'],
  ['พึ่งบุญ', 'Phuengboon'],
  ['สุขสวัสดิ์', 'Suksawat'],
  ['บุญมา', 'Boonma'],
  ['เจริญสุข', 'Charoensuk'],
  ['ศรีวงศ์', 'Sriwong'],
  ['กิตติวงศ์', 'Kittiwong'],
  ['ชัยมงคล', 'Chaimongkol'],
  ['อินทรประเสริฐ', 'Intaraprasert'],
  ['ปัญญาดี', 'Panyadee'],
  ['วัฒนากุล', 'Wattanakul'],
  ['ธนสาร', 'Thanasarn'],
  ['นาคสวัสดิ์', 'Naksawat'],
  ['รักษ์ไทย', 'Rakthai'],
  ['สมบูรณ์ชัย', 'Somboonchai'],
  ['เลิศวิริยะ', 'Lertwiriya'],
  ['พรหมมา', 'Promma'],
  ['ศักดิ์สิทธิ์', 'Saksit'],
];
/** [first EN, last EN, first TH, last TH, name in own script, nationality, gender, passport prefix] */
const FOREIGNERS: [string, string, string, string, string | null, string, 'M' | 'F', string][] = [
  ['Wei', 'Zhang', 'เว่ย', 'จาง', '张伟', 'CN', 'M', 'E'],
  ['Na', 'Li', 'นา', 'หลี่', '李娜', 'CN', 'F', 'E'],
  ['Jie', 'Chen', 'เจี๋ย', 'เฉิน', '陈杰', 'CN', 'M', 'EA'],
  ['Fang', 'Wang', 'ฟาง', 'หวัง', '王芳', 'CN', 'F', 'EB'],
  ['Takeshi', 'Yamamoto', 'ทาเคชิ', 'ยามาโมโตะ', '山本武', 'JP', 'M', 'TK'],
  ['Yuki', 'Tanaka', 'ยูกิ', 'ทานากะ', '田中由紀', 'JP', 'F', 'TR'],
  ['Hiroshi', 'Sato', 'ฮิโรชิ', 'ซาโต้', '佐藤博', 'JP', 'M', 'TZ'],
  ['Daniel', 'Tan', 'แดเนียล', 'ตัน', null, 'SG', 'M', 'K'],
  ['Rachel', 'Lim', 'เรเชล', 'ลิม', null, 'SG', 'F', 'K'],
  ['James', 'Wilson', 'เจมส์', 'วิลสัน', null, 'GB', 'M', ''],
  ['Emily', 'Clarke', 'เอมิลี่', 'คลาร์ก', null, 'GB', 'F', ''],
  ['Michael', 'Johnson', 'ไมเคิล', 'จอห์นสัน', null, 'US', 'M', ''],
  ['Thomas', 'Becker', 'โทมัส', 'เบคเกอร์', null, 'DE', 'M', 'C'],
  ['Minjun', 'Kim', 'มินจุน', 'คิม', '김민준', 'KR', 'M', 'M'],
  ['Pierre', 'Martin', 'ปีแยร์', 'มาร์แต็ง', null, 'FR', 'M', ''],
];
const OCCUPATIONS = [
  'EMPLOYEE',
  'EMPLOYEE',
  'GOVERNMENT',
  'BUSINESS_OWNER',
  'MERCHANT',
  'DOCTOR',
  'ENGINEER',
  'TEACHER',
  'FREELANCE',
  'RETIRED',
];

type NewCustomer = typeof customer.$inferInsert;

type PersonOptions = {
  ownerType: 'OWNER' | 'CO_OWNER' | 'TENANT';
  lastName?: [string, string];
  gender?: 'M' | 'F';
};

function thaiPerson(
  r: Random,
  ids: Set<string>,
  propertyId: string,
  code: string,
  o: PersonOptions,
): NewCustomer {
  const gender = o.gender ?? (r.next() < 0.5 ? 'M' : 'F');
  const [firstTh, firstEn] = r.pick(gender === 'M' ? MALE : FEMALE);
  const [lastTh, lastEn] = o.lastName ?? r.pick(LAST);
  const married = r.next() < 0.55;
  const withEnglish = r.next() < 0.7;
  const withEmail = r.next() < 0.6;
  return {
    propertyId,
    code,
    customerType: 'PERSON',
    ownerType: o.ownerType,
    titleCode: gender === 'M' ? 'MR' : married ? 'MRS' : 'MISS',
    firstNameTh: firstTh,
    lastNameTh: lastTh,
    firstNameEn: withEnglish ? firstEn : null,
    lastNameEn: withEnglish ? lastEn : null,
    taxId: makeId(r, r.next() < 0.6 ? '1' : '3', ids),
    nationalityCode: 'TH',
    genderCode: gender,
    dateOfBirth: `${r.int(1955, 1998)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
    occupationCode: r.pick(OCCUPATIONS),
    maritalStatusCode: married ? 'M' : 'S',
    noOfFamilyMember: r.int(1, 5),
    mobileNo: `0${r.pick(['8', '9', '6'])}${r.int(1, 9)}-${r.digits(3)}-${r.digits(4)}`,
    email: withEmail
      ? `${firstEn.toLowerCase()}.${lastEn.toLowerCase().slice(0, 4)}${r.int(1, 99)}@example.co.th`
      : null,
    line: r.next() < 0.4 ? `${firstEn.toLowerCase()}${r.int(10, 99)}` : null,
    address:
      r.next() < 0.5
        ? `${r.int(1, 999)}/${r.int(1, 99)} ถนน${r.pick(['สุขุมวิท', 'พระราม 9', 'ลาดพร้าว', 'รัชดาภิเษก', 'เจริญกรุง'])} กรุงเทพมหานคร`
        : null,
    province: 'กรุงเทพมหานคร',
    postalCode: r.pick(['10110', '10120', '10310', '10400', '10500', '10900']),
  };
}

function foreignPerson(
  r: Random,
  propertyId: string,
  code: string,
  index: number,
  ownerType: PersonOptions['ownerType'],
): NewCustomer {
  const [firstEn, lastEn, firstTh, lastTh, local, nationality, gender, prefix] =
    FOREIGNERS[index % FOREIGNERS.length]!;
  const passport = `${prefix}${r.digits(9 - prefix.length)}`;
  return {
    propertyId,
    code,
    customerType: 'PERSON',
    ownerType,
    titleCode: gender === 'M' ? 'MR' : 'MS',
    firstNameTh: firstTh,
    lastNameTh: lastTh,
    firstNameEn: firstEn,
    lastNameEn: lastEn,
    nameLocal: local,
    passportId: passport,
    nationalityCode: nationality,
    genderCode: gender,
    dateOfBirth: `${r.int(1960, 1990)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
    occupationCode: r.pick(['BUSINESS_OWNER', 'EMPLOYEE', 'ENGINEER', 'RETIRED']),
    mobileNo: `+${{ CN: '86', JP: '81', SG: '65', GB: '44', US: '1', DE: '49', KR: '82', FR: '33' }[nationality] ?? '66'} ${r.digits(3)} ${r.digits(4)} ${r.digits(3)}`,
    countryCode:
      { CN: '86', JP: '81', SG: '65', GB: '44', US: '1', DE: '49', KR: '82', FR: '33' }[nationality] ?? null,
    email: `${firstEn.toLowerCase()}.${lastEn.toLowerCase()}@example.com`,
    wechat: nationality === 'CN' ? `${firstEn.toLowerCase()}_${r.digits(4)}` : null,
    whatsapp: nationality !== 'CN' && r.next() < 0.5 ? `+${r.digits(11)}` : null,
  };
}

/**
 * Ownership ratios in per cent with 6 decimals, proportional to area, adding up to exactly 100: each unit gets
 * the rounded-down share and the micro-per-cents left over go to the largest remainders.
 */
export function ownershipRatios(areas: readonly string[]): string[] {
  const scaled = areas.map((a) => BigInt(a.replace('.', '')));
  const total = scaled.reduce((sum, a) => sum + a, 0n);
  const whole = 100_000_000n; // 100% in units of 0.000001%
  const shares = scaled.map((a) => (a * whole) / total);
  const remainders = scaled.map((a, i) => ({ i, rest: (a * whole) % total }));
  let left = whole - shares.reduce((sum, s) => sum + s, 0n);
  remainders.sort((x, y) => (y.rest > x.rest ? 1 : y.rest < x.rest ? -1 : x.i - y.i));
  for (const { i } of remainders) {
    if (left === 0n) break;
    shares[i] = shares[i]! + 1n;
    left -= 1n;
  }
  return shares.map((s) => unscaleDecimal(s, 6));
}

type Plan = {
  code: string;
  type: PropertyType;
  taxPrefix: string;
  addressTh: string;
  addressEn: string;
  phone: string;
  email: string;
  bankAccounts: {
    bankCode: string;
    bankBranchCode: string;
    accountNo: string;
    accountName: string;
    accountCode: string;
  }[];
  /** Index into bankAccounts of the account used for online payments (configDocumentAccount 7). */
  onlineAccount: number;
};

async function seedProperty(db: Executor, propertyId: string, plan: Plan, r: Random, ids: Set<string>) {
  const taxId = makeId(r, plan.taxPrefix, ids);
  await db.insert(propertySetting).values({
    propertyId,
    propertyType: plan.type,
    areaUnit: plan.type === 'CONDO' ? 'SQM' : 'SQW',
    vatRegistered: 'N',
    taxId,
    branchNo: '00000',
    addressTh: plan.addressTh,
    addressEn: plan.addressEn,
    phone: plan.phone,
    email: plan.email,
    billerId: `${taxId}01`,
    surcharge:
      plan.type === 'CONDO'
        ? {
            method: 'DAILY_365',
            ratePerYear: '12.00',
            overdueRatePerYear: '20.00',
            overdueAfterMonths: 6,
            higherRateAppliesTo: 'OLDER_PART',
            graceDays: 0,
          }
        : { method: 'MONTHLY_RATE', ratePerYear: '12.00', graceDays: 15 },
  });
  await seedStandardChart(db, propertyId);
  await seedUnitTypes(db, propertyId, plan.type);
  const accounts = await db
    .insert(propertyBankAccount)
    .values(plan.bankAccounts.map((a) => ({ ...a, propertyId })))
    .returning({ id: propertyBankAccount.id });
  await db
    .insert(propertyDocumentAccount)
    .values({ propertyId, configId: 7, bankAccountId: accounts[plan.onlineAccount]!.id });
}

type UnitPlan = {
  code: string;
  building: string;
  floor: string | null;
  houseNo: string;
  unitTypeCode: string;
  area: string;
};

/** Units, owners (some with co-owners, some who bought from an earlier owner) and tenants. */
async function seedUnitsAndPeople(
  db: Executor,
  propertyId: string,
  units: UnitPlan[],
  r: Random,
  ids: Set<string>,
  o: {
    foreignEvery: number;
    tenantShare: number;
    coOwnerShare: number;
    resaleShare: number;
    secondUnitEvery: number;
  },
) {
  const ratios = ownershipRatios(units.map((u) => u.area));
  const unitRows = await db
    .insert(unit)
    .values(units.map((u, i) => ({ ...u, propertyId, ownershipRatio: ratios[i]! })))
    .returning({ id: unit.id, code: unit.code });
  const unitId = new Map(unitRows.map((u) => [u.code, u.id]));

  const people: NewCustomer[] = [];
  const links: {
    unitCode: string;
    customerCode: string;
    ownerType: string;
    startDate: string;
    endDate: string | null;
  }[] = [];
  const inactive = new Set<string>();
  let foreigners = 0;
  const nextCode = () => `C${String(people.length + 1).padStart(5, '0')}`;
  const date = (fromYear: number, toYear: number) =>
    `${r.int(fromYear, toYear)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;

  let previousOwner: NewCustomer | null = null;
  units.forEach((u, i) => {
    // Some owners hold a second unit: the one just before it.
    const sameOwner = previousOwner && i % o.secondUnitEvery === o.secondUnitEvery - 1;
    const since = date(2018, 2024);
    let owner: NewCustomer;
    if (sameOwner) owner = previousOwner!;
    else {
      const code = nextCode();
      owner =
        i % o.foreignEvery === 3
          ? foreignPerson(r, propertyId, code, foreigners++, 'OWNER')
          : thaiPerson(r, ids, propertyId, code, { ownerType: 'OWNER' });
      people.push(owner);
      if (r.next() < o.resaleShare) {
        // The unit changed hands: the first owner sold it and is no longer a customer of the property.
        const seller = thaiPerson(r, ids, propertyId, nextCode(), { ownerType: 'OWNER' });
        people.push(seller);
        inactive.add(seller.code);
        links.push({
          unitCode: u.code,
          customerCode: seller.code,
          ownerType: 'OWNER',
          startDate: date(2012, 2016),
          endDate: since,
        });
      }
    }
    links.push({
      unitCode: u.code,
      customerCode: owner.code,
      ownerType: 'OWNER',
      startDate: since,
      endDate: null,
    });
    if (!sameOwner && owner.nationalityCode === 'TH' && r.next() < o.coOwnerShare) {
      const spouse = thaiPerson(r, ids, propertyId, nextCode(), {
        ownerType: 'CO_OWNER',
        lastName: [owner.lastNameTh!, owner.lastNameEn ?? owner.lastNameTh!],
        gender: owner.genderCode === 'M' ? 'F' : 'M',
      });
      people.push(spouse);
      links.push({
        unitCode: u.code,
        customerCode: spouse.code,
        ownerType: 'CO_OWNER',
        startDate: since,
        endDate: null,
      });
    }
    if (r.next() < o.tenantShare) {
      const code = nextCode();
      const tenant =
        r.next() < 0.1
          ? foreignPerson(r, propertyId, code, r.int(0, 50), 'TENANT')
          : thaiPerson(r, ids, propertyId, code, { ownerType: 'TENANT' });
      people.push(tenant);
      links.push({
        unitCode: u.code,
        customerCode: code,
        ownerType: 'TENANT',
        startDate: date(2023, 2025),
        endDate: null,
      });
    }
    previousOwner = owner;
  });

  const customerRows = await db
    .insert(customer)
    .values(
      people.map((p) =>
        inactive.has(p.code)
          ? { ...p, active: 'N', inactiveReason: 'ขายห้องชุดแล้ว', inactiveAt: new Date('2018-01-15T03:00:00Z') }
          : p,
      ),
    )
    .returning({ id: customer.id, code: customer.code });
  const customerId = new Map(customerRows.map((c) => [c.code, c.id]));
  await db.insert(unitOccupant).values(
    links.map((l) => ({
      propertyId,
      unitId: unitId.get(l.unitCode)!,
      customerId: customerId.get(l.customerCode)!,
      ownerType: l.ownerType,
      startDate: l.startDate,
      endDate: l.endDate,
    })),
  );
  return { units: unitRows.length, customers: people.length };
}

type SupplierPlan = {
  code: string;
  nameTh: string;
  nameEn: string;
  whtType: 'PND3' | 'PND53';
  taxPrefix: string;
  phone: string;
  bank: [bankCode: string, branchCode: string];
  contactName: string;
};

async function seedSuppliers(
  db: Executor,
  propertyId: string,
  plans: SupplierPlan[],
  r: Random,
  ids: Set<string>,
) {
  const rows = await db
    .insert(supplier)
    .values(
      plans.map((s) => ({
        propertyId,
        code: s.code,
        nameTh: s.nameTh,
        nameEn: s.nameEn,
        whtType: s.whtType,
        taxId: makeId(r, s.taxPrefix, ids),
        branchNo: s.whtType === 'PND53' ? '00000' : null,
        address: `${r.int(1, 500)}/${r.int(1, 50)} ถนน${r.pick(['พระราม 4', 'วิภาวดีรังสิต', 'ศรีนครินทร์', 'บางนา-ตราด'])}`,
        province: 'กรุงเทพมหานคร',
        postalCode: r.pick(['10110', '10260', '10400', '10900']),
        phone: s.phone,
        email: `contact@${s.nameEn.toLowerCase().replace(/[^a-z]+/g, '')}.example.co.th`,
        contactName: s.contactName,
      })),
    )
    .returning({ id: supplier.id, code: supplier.code });
  const banks = await db
    .insert(supplierBankAccount)
    .values(
      plans.map((s, i) => ({
        propertyId,
        supplierId: rows[i]!.id,
        bankCode: s.bank[0],
        bankBranchCode: s.bank[1],
        accountNo: r.digits(10),
        accountName: s.nameTh,
      })),
    )
    .returning({ id: supplierBankAccount.id, supplierId: supplierBankAccount.supplierId });
  // Monthly contractors are paid online: their bank account is the online-payment account (7), paid from payables.
  await db.insert(supplierDocumentAccount).values(
    banks.map((b) => ({
      propertyId,
      supplierId: b.supplierId,
      configId: 7,
      bankAccountId: b.id,
      accountCode: '2110',
    })),
  );
  return rows.length;
}

type ExpensePlan = Omit<typeof expenseType.$inferInsert, 'propertyId' | 'id'>;

async function seedExpenses(
  db: Executor,
  propertyId: string,
  expenses: ExpensePlan[],
  items: [string, string, string, string][],
) {
  await db.insert(expenseType).values(expenses.map((e) => ({ ...e, propertyId })));
  await db.insert(budgetItem).values(
    items.map(([code, descriptionTh, descriptionEn, expenseAccountCode]) => ({
      propertyId,
      code,
      descriptionTh,
      descriptionEn,
      expenseAccountCode,
    })),
  );
}

const CONDO_BUDGET: [string, string, string, string][] = [
  ['BG-SEC', 'ค่าบริการรักษาความปลอดภัย', 'Security services', '5110'],
  ['BG-CLN', 'ค่าบริการทำความสะอาด', 'Cleaning services', '5120'],
  ['BG-LIFT', 'ค่าบำรุงรักษาลิฟต์', 'Lift maintenance', '5130'],
  ['BG-GDN', 'ค่าดูแลสวน', 'Gardening', '5140'],
  ['BG-MGT', 'ค่าบริหารจัดการอาคาร', 'Property management fee', '5150'],
  ['BG-PEST', 'ค่ากำจัดขยะและแมลง', 'Waste and pest control', '5160'],
  ['BG-ELEC', 'ค่าไฟฟ้าส่วนกลาง', 'Common area electricity', '5210'],
  ['BG-WATER', 'ค่าน้ำประปา', 'Water supply', '5220'],
  ['BG-NET', 'ค่าโทรศัพท์และอินเทอร์เน็ต', 'Telephone and internet', '5230'],
  ['BG-REPAIR', 'ค่าซ่อมแซมอาคาร', 'Building repairs', '5310'],
  ['BG-SYSTEM', 'ค่าบำรุงรักษางานระบบ', 'Building systems maintenance', '5320'],
  ['BG-STAFF', 'เงินเดือนพนักงานนิติบุคคล', 'Juristic office salaries', '5410'],
  ['BG-AUDIT', 'ค่าสอบบัญชี', 'Audit fee', '5420'],
  ['BG-INS', 'ค่าเบี้ยประกันภัยอาคาร', 'Building insurance', '5430'],
  ['BG-AGM', 'ค่าใช้จ่ายการประชุมใหญ่', 'General meeting', '5460'],
  ['BG-MISC', 'ค่าใช้จ่ายเบ็ดเตล็ด', 'Miscellaneous', '5490'],
];

export type MasterdataCounts = { properties: number; units: number; customers: number; suppliers: number };

/** Seeds the master data of the demo properties inside the first-run seeding transaction. */
export async function seedMasterdata(db: Executor): Promise<MasterdataCounts> {
  await ensureReferenceData(db);
  const props = await db
    .select()
    .from(property)
    .where(inArray(property.code, ['RVS', 'SKV']));
  const rvs = props.find((p) => p.code === 'RVS');
  const skv = props.find((p) => p.code === 'SKV');
  if (!rvs || !skv) throw new Error('demo properties RVS and SKV must exist before their master data');
  const already = await db
    .select({ id: propertySetting.propertyId })
    .from(propertySetting)
    .where(eq(propertySetting.propertyId, rvs.id));
  if (already.length > 0) return { properties: 0, units: 0, customers: 0, suppliers: 0 };

  const r = generator(20_240_601);
  const ids = new Set<string>();
  const counts: MasterdataCounts = { properties: 2, units: 0, customers: 0, suppliers: 0 };

  // ----- RVS: The Riverside Condominium, buildings A and B, 8 floors of 13 units -----
  await seedProperty(
    db,
    rvs.id,
    {
      code: 'RVS',
      type: 'CONDO',
      taxPrefix: '0993',
      addressTh: '88 ถนนเจริญนคร แขวงคลองต้นไทร เขตคลองสาน กรุงเทพมหานคร 10600',
      addressEn: '88 Charoen Nakhon Road, Khlong Ton Sai, Khlong San, Bangkok 10600',
      phone: '02-861-8800',
      email: 'office@riverside.example',
      bankAccounts: [
        {
          bankCode: '004',
          bankBranchCode: '0187',
          accountNo: '1234567890',
          accountName: 'นิติบุคคลอาคารชุด เดอะ ริเวอร์ไซด์ คอนโดมิเนียม',
          accountCode: '1113',
        },
        {
          bankCode: '014',
          bankBranchCode: '0111',
          accountNo: '4051234567',
          accountName: 'นิติบุคคลอาคารชุด เดอะ ริเวอร์ไซด์ คอนโดมิเนียม',
          accountCode: '1114',
        },
        {
          bankCode: '002',
          bankBranchCode: '0216',
          accountNo: '2217654321',
          accountName: 'นิติบุคคลอาคารชุด เดอะ ริเวอร์ไซด์ คอนโดมิเนียม (เงินกองทุน)',
          accountCode: '1116',
        },
      ],
      onlineAccount: 1,
    },
    r,
    ids,
  );
  const condoUnits: UnitPlan[] = [];
  let houseNo = 1;
  for (const building of ['A', 'B']) {
    for (let floor = 1; floor <= 8; floor += 1) {
      for (let room = 1; room <= 13; room += 1) {
        // Rooms 1-4 are studios, 5-10 one-bedroom and 11-13 two-bedroom units, on every floor.
        const [type, min, max] =
          room <= 4 ? ['STUDIO', 2800, 3500] : room <= 10 ? ['1BR', 4000, 5500] : ['2BR', 6000, 8500];
        const area = unscaleDecimal(BigInt(r.int(min / 25, max / 25) * 25), 2);
        condoUnits.push({
          code: `${building}${String(floor).padStart(2, '0')}${String(room).padStart(2, '0')}`,
          building,
          floor: String(floor),
          houseNo: `88/${houseNo++}`,
          unitTypeCode: type,
          area,
        });
      }
    }
  }
  const condo = await seedUnitsAndPeople(db, rvs.id, condoUnits, r, ids, {
    foreignEvery: 14,
    tenantShare: 0.4,
    coOwnerShare: 0.12,
    resaleShare: 0.06,
    secondUnitEvery: 17,
  });
  counts.units += condo.units;
  counts.customers += condo.customers;
  counts.suppliers += await seedSuppliers(
    db,
    rvs.id,
    [
      {
        code: 'SP-SEC',
        nameTh: 'บริษัท การ์ดดี ซีเคียวริตี้ จำกัด',
        nameEn: 'Guard Dee Security Co., Ltd.',
        whtType: 'PND53',
        taxPrefix: '0105',
        phone: '02-712-3344',
        bank: ['004', '0052'],
        contactName: 'คุณวิชัย',
      },
      {
        code: 'SP-CLN',
        nameTh: 'บริษัท สะอาดใส คลีนนิ่ง เซอร์วิส จำกัด',
        nameEn: 'Sa-at Sai Cleaning Service Co., Ltd.',
        whtType: 'PND53',
        taxPrefix: '0105',
        phone: '02-318-4455',
        bank: ['014', '0078'],
        contactName: 'คุณมาลี',
      },
      {
        code: 'SP-LIFT',
        nameTh: 'บริษัท สยามลิฟต์ แอนด์ เอสคาเลเตอร์ จำกัด',
        nameEn: 'Siam Lift and Escalator Co., Ltd.',
        whtType: 'PND53',
        taxPrefix: '0105',
        phone: '02-029-7788',
        bank: ['002', '0101'],
        contactName: 'คุณสุรเชษฐ์',
      },
      {
        code: 'SP-MWA',
        nameTh: 'การประปานครหลวง',
        nameEn: 'Metropolitan Waterworks Authority',
        whtType: 'PND53',
        taxPrefix: '0994',
        phone: '1125',
        bank: ['006', '0001'],
        contactName: 'ฝ่ายบริการลูกค้า',
      },
      {
        code: 'SP-MEA',
        nameTh: 'การไฟฟ้านครหลวง',
        nameEn: 'Metropolitan Electricity Authority',
        whtType: 'PND53',
        taxPrefix: '0994',
        phone: '1130',
        bank: ['006', '0035'],
        contactName: 'ฝ่ายบริการลูกค้า',
      },
      {
        code: 'SP-GDN',
        nameTh: 'นายสมปอง ใบไม้เขียว (รับจ้างดูแลสวน)',
        nameEn: 'Sompong Baimaikhiao (gardener)',
        whtType: 'PND3',
        taxPrefix: '3',
        phone: '089-456-7812',
        bank: ['030', '0023'],
        contactName: 'นายสมปอง',
      },
      {
        code: 'SP-PEST',
        nameTh: 'บริษัท ไบโอ เพสท์ คอนโทรล จำกัด',
        nameEn: 'Bio Pest Control Co., Ltd.',
        whtType: 'PND53',
        taxPrefix: '0105',
        phone: '02-935-6677',
        bank: ['025', '0104'],
        contactName: 'คุณอนันต์',
      },
      {
        code: 'SP-AUDIT',
        nameTh: 'สำนักงานสอบบัญชี ศรีสุข แอนด์ แอสโซซิเอทส์',
        nameEn: 'Srisuk and Associates Audit Office',
        whtType: 'PND53',
        taxPrefix: '0103',
        phone: '02-254-1199',
        bank: ['011', '0046'],
        contactName: 'คุณกนกพร',
      },
    ],
    r,
    ids,
  );
  await seedExpenses(
    db,
    rvs.id,
    [
      {
        code: 'CF',
        nameTh: 'ค่าส่วนกลาง',
        nameEn: 'Common fee',
        category: 'COMMON_FEE',
        calcKind: 'AREA',
        rate: '40.00',
        billingCycle: 'MONTHLY',
        incomeAccountCode: '4110',
        walletType: 0,
      },
      {
        code: 'WT',
        nameTh: 'ค่าน้ำประปา',
        nameEn: 'Water',
        category: 'WATER',
        calcKind: 'METER',
        rate: '18.00',
        billingCycle: 'MONTHLY',
        meterTypeCode: 'WATER',
        minimumCharge: '100.00',
        incomeAccountCode: '4120',
        walletType: 1,
      },
      {
        code: 'SF',
        nameTh: 'เงินกองทุน',
        nameEn: 'Sinking fund',
        category: 'SINKING_FUND',
        calcKind: 'AREA',
        rate: '500.00',
        billingCycle: 'ONE_TIME',
        incomeAccountCode: '3100',
        walletType: 1,
      },
      {
        code: 'PK',
        nameTh: 'ค่าที่จอดรถคันที่ 2',
        nameEn: 'Second car parking',
        category: 'PARKING',
        calcKind: 'FIXED',
        rate: '1000.00',
        billingCycle: 'MONTHLY',
        incomeAccountCode: '4150',
        walletType: 1,
        autoBill: 'N',
      },
      {
        code: 'KC',
        nameTh: 'ค่าบัตรผ่านเพิ่ม',
        nameEn: 'Extra access card',
        category: 'SERVICE',
        calcKind: 'FIXED',
        rate: '200.00',
        billingCycle: 'ONE_TIME',
        incomeAccountCode: '4160',
        walletType: 1,
        autoBill: 'N',
      },
      {
        code: 'SC',
        nameTh: 'เงินเพิ่มค่าส่วนกลางค้างชำระ',
        nameEn: 'Late-payment surcharge',
        category: 'SURCHARGE',
        calcKind: 'FIXED',
        rate: '0.00',
        billingCycle: 'MONTHLY',
        incomeAccountCode: '4140',
        walletType: 0,
        autoBill: 'N',
      },
    ],
    CONDO_BUDGET,
  );

  // ----- SKV: Sukhumvit Garden Village, 40 houses in four sois, areas in square wah -----
  await seedProperty(
    db,
    skv.id,
    {
      code: 'SKV',
      type: 'VILLAGE',
      taxPrefix: '0993',
      addressTh: '55 ซอยสุขุมวิท 101/1 แขวงบางนาเหนือ เขตบางนา กรุงเทพมหานคร 10260',
      addressEn: '55 Soi Sukhumvit 101/1, Bang Na Nuea, Bang Na, Bangkok 10260',
      phone: '02-398-5500',
      email: 'office@sukhumvitgarden.example',
      bankAccounts: [
        {
          bankCode: '006',
          bankBranchCode: '0142',
          accountNo: '9871234560',
          accountName: 'นิติบุคคลหมู่บ้านจัดสรร สุขุมวิท การ์เดน วิลเลจ',
          accountCode: '1113',
        },
      ],
      onlineAccount: 0,
    },
    r,
    ids,
  );
  const houses: UnitPlan[] = Array.from({ length: 40 }, (_, i) => {
    const [type, min, max] =
      i % 10 < 6 ? ['HOUSE', 6000, 10000] : i % 10 < 8 ? ['TWIN', 4000, 5500] : ['TOWNHOUSE', 1800, 2500];
    return {
      code: `H${String(i + 1).padStart(3, '0')}`,
      building: `SOI ${Math.floor(i / 10) + 1}`,
      floor: null,
      houseNo: `55/${i + 1}`,
      unitTypeCode: type,
      area: unscaleDecimal(BigInt(r.int(min / 50, max / 50) * 50), 2),
    };
  });
  const village = await seedUnitsAndPeople(db, skv.id, houses, r, ids, {
    foreignEvery: 19,
    tenantShare: 0.15,
    coOwnerShare: 0.3,
    resaleShare: 0.05,
    secondUnitEvery: 1000,
  });
  counts.units += village.units;
  counts.customers += village.customers;
  counts.suppliers += await seedSuppliers(
    db,
    skv.id,
    [
      {
        code: 'SP-SEC',
        nameTh: 'บริษัท บางนา การ์ด จำกัด',
        nameEn: 'Bangna Guard Co., Ltd.',
        whtType: 'PND53',
        taxPrefix: '0105',
        phone: '02-361-2233',
        bank: ['014', '0219'],
        contactName: 'คุณประยุทธ',
      },
      {
        code: 'SP-GDN',
        nameTh: 'นายบุญส่ง ไม้งาม (รับจ้างดูแลสวน)',
        nameEn: 'Boonsong Mai-ngam (gardener)',
        whtType: 'PND3',
        taxPrefix: '3',
        phone: '081-902-3344',
        bank: ['030', '0087'],
        contactName: 'นายบุญส่ง',
      },
      {
        code: 'SP-MEA',
        nameTh: 'การไฟฟ้านครหลวง',
        nameEn: 'Metropolitan Electricity Authority',
        whtType: 'PND53',
        taxPrefix: '0994',
        phone: '1130',
        bank: ['006', '0035'],
        contactName: 'ฝ่ายบริการลูกค้า',
      },
    ],
    r,
    ids,
  );
  await seedExpenses(
    db,
    skv.id,
    [
      // 30 baht per square wah a month, billed for the year.
      {
        code: 'CF',
        nameTh: 'ค่าส่วนกลาง (รายปี)',
        nameEn: 'Common fee (yearly)',
        category: 'COMMON_FEE',
        calcKind: 'AREA',
        rate: '360.00',
        billingCycle: 'YEARLY',
        incomeAccountCode: '4110',
        walletType: 0,
      },
      {
        code: 'SF',
        nameTh: 'เงินกองทุน',
        nameEn: 'Sinking fund',
        category: 'SINKING_FUND',
        calcKind: 'AREA',
        rate: '300.00',
        billingCycle: 'ONE_TIME',
        incomeAccountCode: '3100',
        walletType: 1,
      },
      {
        code: 'GB',
        nameTh: 'ค่าเก็บขยะ',
        nameEn: 'Garbage collection',
        category: 'SERVICE',
        calcKind: 'FIXED',
        rate: '60.00',
        billingCycle: 'MONTHLY',
        incomeAccountCode: '4160',
        walletType: 1,
      },
    ],
    [
      ['BG-SEC', 'ค่าบริการรักษาความปลอดภัย', 'Security services', '5110'],
      ['BG-GDN', 'ค่าดูแลสวนและภูมิทัศน์', 'Gardening and landscaping', '5140'],
      ['BG-ELEC', 'ค่าไฟฟ้าส่วนกลาง (ไฟถนน)', 'Common electricity (street lights)', '5210'],
      ['BG-REPAIR', 'ค่าซ่อมแซมถนนและท่อระบายน้ำ', 'Road and drain repairs', '5310'],
      ['BG-AUDIT', 'ค่าสอบบัญชี', 'Audit fee', '5420'],
      ['BG-AGM', 'ค่าใช้จ่ายการประชุมใหญ่', 'General meeting', '5460'],
    ],
  );
  return counts;
}
