import { sql } from 'drizzle-orm';
import { DOCUMENT_TYPES, type LookupCategory } from '@suanklang/shared';
import type { Executor } from '../../platform/db/client';
import { refBank, refBankBranch, refLookup, refTax } from './reference-data.schema';

/**
 * The reference lists the product ships with. Bank codes are the Bank of Thailand's; branch codes and names are a
 * realistic sample of each bank's branches for forms and demos, not the banks' full official lists.
 */

type Bank = { code: string; nameTh: string; nameEn: string; shortName: string; swiftCode: string | null };

export const BANKS: Bank[] = [
  { code: '002', nameTh: 'ธนาคารกรุงเทพ', nameEn: 'Bangkok Bank', shortName: 'BBL', swiftCode: 'BKKBTHBK' },
  { code: '004', nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank', shortName: 'KBANK', swiftCode: 'KASITHBK' },
  { code: '006', nameTh: 'ธนาคารกรุงไทย', nameEn: 'Krungthai Bank', shortName: 'KTB', swiftCode: 'KRTHTHBK' },
  {
    code: '011',
    nameTh: 'ธนาคารทหารไทยธนชาต',
    nameEn: 'TMBThanachart Bank',
    shortName: 'TTB',
    swiftCode: 'TMBKTHBK',
  },
  {
    code: '014',
    nameTh: 'ธนาคารไทยพาณิชย์',
    nameEn: 'Siam Commercial Bank',
    shortName: 'SCB',
    swiftCode: 'SICOTHBK',
  },
  { code: '017', nameTh: 'ธนาคารซิตี้แบงก์', nameEn: 'Citibank N.A.', shortName: 'CITI', swiftCode: 'CITITHBX' },
  {
    code: '020',
    nameTh: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)',
    nameEn: 'Standard Chartered Bank (Thai)',
    shortName: 'SCBT',
    swiftCode: 'SCBLTHBX',
  },
  {
    code: '022',
    nameTh: 'ธนาคารซีไอเอ็มบี ไทย',
    nameEn: 'CIMB Thai Bank',
    shortName: 'CIMBT',
    swiftCode: 'UBOBTHBK',
  },
  {
    code: '024',
    nameTh: 'ธนาคารยูโอบี',
    nameEn: 'United Overseas Bank (Thai)',
    shortName: 'UOBT',
    swiftCode: 'UOVBTHBK',
  },
  {
    code: '025',
    nameTh: 'ธนาคารกรุงศรีอยุธยา',
    nameEn: 'Bank of Ayudhya (Krungsri)',
    shortName: 'BAY',
    swiftCode: 'AYUDTHBK',
  },
  {
    code: '030',
    nameTh: 'ธนาคารออมสิน',
    nameEn: 'Government Savings Bank',
    shortName: 'GSB',
    swiftCode: 'GSBATHBK',
  },
  {
    code: '033',
    nameTh: 'ธนาคารอาคารสงเคราะห์',
    nameEn: 'Government Housing Bank',
    shortName: 'GHB',
    swiftCode: 'GOHUTHB1',
  },
  {
    code: '034',
    nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    nameEn: 'Bank for Agriculture and Agricultural Cooperatives',
    shortName: 'BAAC',
    swiftCode: 'BAABTHBK',
  },
  {
    code: '066',
    nameTh: 'ธนาคารอิสลามแห่งประเทศไทย',
    nameEn: 'Islamic Bank of Thailand',
    shortName: 'ISBT',
    swiftCode: 'TIBTTHBK',
  },
  { code: '067', nameTh: 'ธนาคารทิสโก้', nameEn: 'TISCO Bank', shortName: 'TISCO', swiftCode: 'TFPCTHB1' },
  {
    code: '069',
    nameTh: 'ธนาคารเกียรตินาคินภัทร',
    nameEn: 'Kiatnakin Phatra Bank',
    shortName: 'KKP',
    swiftCode: 'KKPBTHBK',
  },
  {
    code: '070',
    nameTh: 'ธนาคารไอซีบีซี (ไทย)',
    nameEn: 'ICBC (Thai)',
    shortName: 'ICBCT',
    swiftCode: 'ICBKTHBK',
  },
  { code: '071', nameTh: 'ธนาคารไทยเครดิต', nameEn: 'Thai Credit Bank', shortName: 'TCRB', swiftCode: null },
  {
    code: '073',
    nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์',
    nameEn: 'Land and Houses Bank',
    shortName: 'LHFG',
    swiftCode: 'LAHRTHB2',
  },
  {
    code: '098',
    nameTh: 'ธนาคารพัฒนาวิสาหกิจขนาดกลางและขนาดย่อมแห่งประเทศไทย',
    nameEn: 'SME Development Bank',
    shortName: 'SMEB',
    swiftCode: null,
  },
];

/** [branch code, Thai name, English name] per bank. */
const BRANCHES: Record<string, [string, string, string][]> = {
  '002': [
    ['0001', 'สำนักงานใหญ่ สีลม', 'Head Office Silom'],
    ['0101', 'สาขาสุขุมวิท 21 (อโศก)', 'Sukhumvit 21 (Asok)'],
    ['0112', 'สาขาทองหล่อ', 'Thong Lo'],
    ['0134', 'สาขาเซ็นทรัลพระราม 9', 'Central Rama 9'],
    ['0158', 'สาขาสยามพารากอน', 'Siam Paragon'],
    ['0216', 'สาขาเจริญนคร', 'Charoen Nakhon'],
  ],
  '004': [
    ['0001', 'สำนักงานใหญ่ ราษฎร์บูรณะ', 'Head Office Rat Burana'],
    ['0052', 'สาขาสุขุมวิท 33', 'Sukhumvit 33'],
    ['0071', 'สาขาเซ็นทรัลเวิลด์', 'CentralWorld'],
    ['0123', 'สาขาพระราม 3', 'Rama 3'],
    ['0187', 'สาขาไอคอนสยาม', 'ICONSIAM'],
    ['0245', 'สาขาบางนา', 'Bang Na'],
  ],
  '006': [
    ['0001', 'สำนักงานใหญ่ สุขุมวิท', 'Head Office Sukhumvit'],
    ['0035', 'สาขาถนนเพชรบุรีตัดใหม่', 'New Phetchaburi Road'],
    ['0089', 'สาขาสาทร', 'Sathon'],
    ['0142', 'สาขาเดอะมอลล์บางกะปิ', 'The Mall Bang Kapi'],
    ['0205', 'สาขาเจริญกรุง', 'Charoen Krung'],
  ],
  '011': [
    ['0001', 'สำนักงานใหญ่ พหลโยธิน', 'Head Office Phahon Yothin'],
    ['0046', 'สาขาอโศก', 'Asok'],
    ['0093', 'สาขาเมกาบางนา', 'Mega Bangna'],
    ['0137', 'สาขาพระราม 2', 'Rama 2'],
  ],
  '014': [
    ['0001', 'สำนักงานใหญ่ รัชโยธิน', 'Head Office Ratchayothin'],
    ['0044', 'สาขาชิดลม', 'Chidlom'],
    ['0078', 'สาขาเอกมัย', 'Ekkamai'],
    ['0111', 'สาขาถนนเจริญนคร', 'Charoen Nakhon Road'],
    ['0163', 'สาขาเซ็นทรัลลาดพร้าว', 'Central Ladprao'],
    ['0219', 'สาขาสะพานควาย', 'Saphan Khwai'],
  ],
  '025': [
    ['0001', 'สำนักงานใหญ่ เพลินจิต', 'Head Office Ploenchit'],
    ['0062', 'สาขาสีลม', 'Silom'],
    ['0104', 'สาขาศรีนครินทร์', 'Srinagarindra'],
    ['0150', 'สาขาเซ็นทรัลปิ่นเกล้า', 'Central Pinklao'],
  ],
  '030': [
    ['0001', 'สำนักงานใหญ่ พหลโยธิน', 'Head Office Phahon Yothin'],
    ['0023', 'สาขาคลองเตย', 'Khlong Toei'],
    ['0087', 'สาขาประชาชื่น', 'Prachachuen'],
  ],
  '022': [
    ['0001', 'สำนักงานใหญ่ หลังสวน', 'Head Office Langsuan'],
    ['0031', 'สาขาสุขุมวิท 101', 'Sukhumvit 101'],
  ],
  '024': [
    ['0001', 'สำนักงานใหญ่ สาทร', 'Head Office Sathon'],
    ['0028', 'สาขาเอ็มควอเทียร์', 'EmQuartier'],
  ],
  '033': [
    ['0001', 'สำนักงานใหญ่ พระราม 9', 'Head Office Rama 9'],
    ['0019', 'สาขาบางนา', 'Bang Na'],
  ],
  '034': [
    ['0001', 'สำนักงานใหญ่ บางเขน', 'Head Office Bang Khen'],
    ['0044', 'สาขาปทุมธานี', 'Pathum Thani'],
  ],
  '069': [
    ['0001', 'สำนักงานใหญ่ อโศก', 'Head Office Asok'],
    ['0015', 'สาขาเซ็นทรัลเวสต์เกต', 'Central WestGate'],
  ],
  '073': [
    ['0001', 'สำนักงานใหญ่ สาทร', 'Head Office Sathon'],
    ['0027', 'สาขาเทอร์มินอล 21', 'Terminal 21'],
  ],
  '067': [['0001', 'สำนักงานใหญ่ สาทร', 'Head Office Sathon']],
  '066': [['0001', 'สำนักงานใหญ่ สุขุมวิท', 'Head Office Sukhumvit']],
};

type Entry = [code: string, th: string, en: string];

export const LOOKUPS: Record<LookupCategory, Entry[]> = {
  TITLE: [
    ['MR', 'นาย', 'Mr.'],
    ['MRS', 'นาง', 'Mrs.'],
    ['MISS', 'นางสาว', 'Miss'],
    ['MS', 'คุณ', 'Ms.'],
    ['DR', 'ดร.', 'Dr.'],
    ['PROF', 'ศ.', 'Prof.'],
    ['COMPANY', 'บริษัท', 'Company'],
    ['LTD_PART', 'ห้างหุ้นส่วนจำกัด', 'Limited Partnership'],
  ],
  NATIONALITY: [
    ['TH', 'ไทย', 'Thai'],
    ['CN', 'จีน', 'Chinese'],
    ['JP', 'ญี่ปุ่น', 'Japanese'],
    ['KR', 'เกาหลีใต้', 'South Korean'],
    ['SG', 'สิงคโปร์', 'Singaporean'],
    ['MY', 'มาเลเซีย', 'Malaysian'],
    ['HK', 'ฮ่องกง', 'Hong Konger'],
    ['TW', 'ไต้หวัน', 'Taiwanese'],
    ['IN', 'อินเดีย', 'Indian'],
    ['MM', 'เมียนมา', 'Myanmar'],
    ['US', 'อเมริกัน', 'American'],
    ['GB', 'อังกฤษ', 'British'],
    ['DE', 'เยอรมัน', 'German'],
    ['FR', 'ฝรั่งเศส', 'French'],
    ['AU', 'ออสเตรเลีย', 'Australian'],
    ['RU', 'รัสเซีย', 'Russian'],
    ['OTHER', 'อื่น ๆ', 'Other'],
  ],
  GENDER: [
    ['M', 'ชาย', 'Male'],
    ['F', 'หญิง', 'Female'],
    ['X', 'ไม่ระบุ', 'Not specified'],
  ],
  OCCUPATION: [
    ['EMPLOYEE', 'พนักงานบริษัท', 'Company employee'],
    ['GOVERNMENT', 'ข้าราชการ', 'Civil servant'],
    ['STATE_ENTERPRISE', 'พนักงานรัฐวิสาหกิจ', 'State enterprise employee'],
    ['BUSINESS_OWNER', 'เจ้าของกิจการ', 'Business owner'],
    ['MERCHANT', 'ค้าขาย', 'Merchant'],
    ['DOCTOR', 'แพทย์', 'Doctor'],
    ['ENGINEER', 'วิศวกร', 'Engineer'],
    ['TEACHER', 'ครู/อาจารย์', 'Teacher'],
    ['LAWYER', 'ทนายความ', 'Lawyer'],
    ['FREELANCE', 'อาชีพอิสระ', 'Freelance'],
    ['STUDENT', 'นักเรียน/นักศึกษา', 'Student'],
    ['RETIRED', 'เกษียณอายุ', 'Retired'],
    ['HOMEMAKER', 'แม่บ้าน/พ่อบ้าน', 'Homemaker'],
    ['OTHER', 'อื่น ๆ', 'Other'],
  ],
  RACE: [
    ['TH', 'ไทย', 'Thai'],
    ['CN', 'จีน', 'Chinese'],
    ['JP', 'ญี่ปุ่น', 'Japanese'],
    ['IN', 'อินเดีย', 'Indian'],
    ['MY', 'มลายู', 'Malay'],
    ['CAUCASIAN', 'คอเคเซียน', 'Caucasian'],
    ['OTHER', 'อื่น ๆ', 'Other'],
  ],
  MARITAL_STATUS: [
    ['S', 'โสด', 'Single'],
    ['M', 'สมรส', 'Married'],
    ['D', 'หย่า', 'Divorced'],
    ['W', 'หม้าย', 'Widowed'],
  ],
  PROPERTY_FILE: [
    ['BYLAWS', 'ข้อบังคับนิติบุคคล', 'Bylaws'],
    ['REGISTRATION', 'หนังสือจดทะเบียนนิติบุคคล', 'Juristic person registration'],
    ['MINUTES', 'รายงานการประชุม', 'Meeting minutes'],
    ['FINANCIAL', 'งบการเงิน', 'Financial statements'],
    ['CONTRACT', 'สัญญาบริการ', 'Service contract'],
    ['INSURANCE', 'กรมธรรม์ประกันภัย', 'Insurance policy'],
    ['PLAN', 'แบบแปลนอาคาร', 'Building plans'],
    ['OTHER', 'อื่น ๆ', 'Other'],
  ],
  DOCUMENT_TYPE: [
    ['IN', 'ใบแจ้งหนี้', 'Invoice'],
    ['RC', 'ใบเสร็จรับเงิน', 'Receipt'],
    ['CN', 'ใบลดหนี้', 'Credit note'],
    ['JV', 'ใบสำคัญทั่วไป', 'Journal voucher'],
    ['RQ', 'ใบขอเบิกเงิน', 'Request for payment'],
    ['PV', 'ใบสำคัญจ่าย', 'Payment voucher'],
  ],
  METER_TYPE: [
    ['WATER', 'มิเตอร์น้ำประปา', 'Water meter'],
    ['ELECTRIC', 'มิเตอร์ไฟฟ้า', 'Electricity meter'],
  ],
  VEHICLE_TYPE: [
    ['CAR', 'รถยนต์', 'Car'],
    ['MOTORCYCLE', 'รถจักรยานยนต์', 'Motorcycle'],
    ['EV', 'รถยนต์ไฟฟ้า', 'Electric car'],
    ['BICYCLE', 'จักรยาน', 'Bicycle'],
  ],
  STICKER_TYPE: [
    ['RESIDENT', 'ผู้พักอาศัย', 'Resident'],
    ['TENANT', 'ผู้เช่า', 'Tenant'],
    ['STAFF', 'พนักงาน', 'Staff'],
    ['VISITOR', 'ผู้มาติดต่อ (ชั่วคราว)', 'Visitor (temporary)'],
  ],
  SEGMENT: [
    ['RESIDENTIAL', 'ที่อยู่อาศัย', 'Residential'],
    ['COMMERCIAL', 'พาณิชย์', 'Commercial'],
    ['SHOP', 'ร้านค้า', 'Shop'],
    ['OFFICE', 'สำนักงาน', 'Office'],
  ],
  PROPERTY_STATUS: [
    ['DEVELOPER', 'ผู้ประกอบการบริหาร (ยังไม่จดทะเบียนนิติบุคคล)', 'Run by the developer (not yet registered)'],
    ['REGISTERED', 'จดทะเบียนนิติบุคคลแล้ว', 'Juristic person registered'],
    ['ACTIVE', 'อยู่ระหว่างบริหาร', 'Under management'],
    ['INACTIVE', 'สิ้นสุดการบริหาร', 'Management ended'],
  ],
  CANCEL_REASON: [
    ['WRONG_AMOUNT', 'จำนวนเงินไม่ถูกต้อง', 'Wrong amount'],
    ['WRONG_CUSTOMER', 'ลูกค้าหรือห้องชุดไม่ถูกต้อง', 'Wrong customer or unit'],
    ['DUPLICATE', 'ออกเอกสารซ้ำ', 'Issued twice'],
    ['CUSTOMER_REQUEST', 'ลูกค้าขอยกเลิก', 'Customer request'],
    ['OTHER', 'อื่น ๆ', 'Other'],
  ],
  CALC_UNIT_TYPE: [
    ['SQM', 'ตารางเมตร', 'Square metre'],
    ['SQW', 'ตารางวา', 'Square wah'],
    ['UNIT', 'ต่อห้องชุด/หลัง', 'Per unit'],
    ['METER_UNIT', 'หน่วยมิเตอร์', 'Meter unit'],
    ['RATIO', 'อัตราส่วนกรรมสิทธิ์', 'Ownership ratio'],
  ],
};

// The lookup DOCUMENT_TYPE must stay in step with the document types the rights and numbering use.
const documentTypesMatch = LOOKUPS.DOCUMENT_TYPE.every(([code]) =>
  (DOCUMENT_TYPES as readonly string[]).includes(code),
);
if (!documentTypesMatch) throw new Error('lookup DOCUMENT_TYPE has a code that is not a document type');

/** Rates with the date they apply from (VAT 7% since 1 April 1999; WHT rates of thai-accounting.md s.3). */
export const TAXES = [
  {
    code: 'VAT7',
    taxType: 'VAT',
    nameTh: 'ภาษีมูลค่าเพิ่ม 7%',
    nameEn: 'VAT 7%',
    rate: '7.00',
    effectiveFrom: '1999-04-01',
  },
  {
    code: 'VAT0',
    taxType: 'VAT',
    nameTh: 'ได้รับยกเว้นภาษีมูลค่าเพิ่ม',
    nameEn: 'VAT exempt',
    rate: '0.00',
    effectiveFrom: '1992-01-01',
  },
  {
    code: 'WHT1',
    taxType: 'WHT',
    nameTh: 'ค่าขนส่ง 1%',
    nameEn: 'Transport 1%',
    rate: '1.00',
    effectiveFrom: '2001-01-01',
  },
  {
    code: 'WHT2',
    taxType: 'WHT',
    nameTh: 'ค่าโฆษณา 2%',
    nameEn: 'Advertising 2%',
    rate: '2.00',
    effectiveFrom: '2001-01-01',
  },
  {
    code: 'WHT3',
    taxType: 'WHT',
    nameTh: 'ค่าบริการ 3%',
    nameEn: 'Services 3%',
    rate: '3.00',
    effectiveFrom: '2001-01-01',
  },
  {
    code: 'WHT3P',
    taxType: 'WHT',
    nameTh: 'ค่าวิชาชีพอิสระ 3%',
    nameEn: 'Professional fees 3%',
    rate: '3.00',
    effectiveFrom: '2001-01-01',
  },
  {
    code: 'WHT5',
    taxType: 'WHT',
    nameTh: 'ค่าเช่า 5%',
    nameEn: 'Rent 5%',
    rate: '5.00',
    effectiveFrom: '2001-01-01',
  },
];

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Brings the reference tables in step with the lists above: new rows are added and names updated, nothing is
 * deleted (old codes may be in use). Runs on every start and before the demo seeding; a few multi-row upserts.
 */
export async function ensureReferenceData(db: Executor): Promise<void> {
  await db
    .insert(refBank)
    .values(BANKS.map((b, i) => ({ ...b, sort: i })))
    .onConflictDoUpdate({
      target: refBank.code,
      set: {
        nameTh: excluded('name_th'),
        nameEn: excluded('name_en'),
        shortName: excluded('short_name'),
        swiftCode: excluded('swift_code'),
        sort: excluded('sort'),
      },
    });
  const branches = Object.entries(BRANCHES).flatMap(([bankCode, list]) =>
    list.map(([branchCode, nameTh, nameEn]) => ({ bankCode, branchCode, nameTh, nameEn })),
  );
  await db
    .insert(refBankBranch)
    .values(branches)
    .onConflictDoUpdate({
      target: [refBankBranch.bankCode, refBankBranch.branchCode],
      set: { nameTh: excluded('name_th'), nameEn: excluded('name_en') },
    });
  const lookups = Object.entries(LOOKUPS).flatMap(([category, list]) =>
    list.map(([code, nameTh, nameEn], sort) => ({ category, code, nameTh, nameEn, sort })),
  );
  await db
    .insert(refLookup)
    .values(lookups)
    .onConflictDoUpdate({
      target: [refLookup.category, refLookup.code],
      set: { nameTh: excluded('name_th'), nameEn: excluded('name_en'), sort: excluded('sort') },
    });
  await db
    .insert(refTax)
    .values(TAXES.map((t, sort) => ({ ...t, sort })))
    .onConflictDoUpdate({
      target: refTax.code,
      set: {
        nameTh: excluded('name_th'),
        nameEn: excluded('name_en'),
        rate: excluded('rate'),
        effectiveFrom: excluded('effective_from'),
        sort: excluded('sort'),
      },
    });
}
