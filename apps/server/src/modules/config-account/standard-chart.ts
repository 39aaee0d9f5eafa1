import { NORMAL_SIDE_OF, type AccountCategory, type DocumentType, type NormalSide } from '@suanklang/shared';
import type { Executor } from '../../platform/db/client';
import { glAccount, glAccountDocument } from './config-account.schema';

/**
 * The standard chart of accounts of a Thai juristic person (condominium or housing estate), seeded for every new
 * property. No public Thai condo chart exists (thai-accounting.md s.10): this one is ours, explained in
 * docs/chart-of-accounts.md. Four-digit codes, the first digit is the category; headers (postable N) only group.
 */
type ChartLine = {
  code: string;
  parent: string | null;
  nameTh: string;
  nameEn: string;
  category: AccountCategory;
  postable: boolean;
  /** Only for contra accounts, whose side is the opposite of their category's. */
  side?: NormalSide;
};

const h = (
  code: string,
  parent: string | null,
  nameTh: string,
  nameEn: string,
  category: AccountCategory,
): ChartLine => ({
  code,
  parent,
  nameTh,
  nameEn,
  category,
  postable: false,
});
const a = (
  code: string,
  parent: string,
  nameTh: string,
  nameEn: string,
  category: AccountCategory,
  side?: NormalSide,
): ChartLine => ({ code, parent, nameTh, nameEn, category, postable: true, ...(side ? { side } : {}) });

export const STANDARD_CHART: ChartLine[] = [
  h('1000', null, 'สินทรัพย์', 'Assets', 'ASSET'),
  h('1100', '1000', 'สินทรัพย์หมุนเวียน', 'Current assets', 'ASSET'),
  h('1110', '1100', 'เงินสดและรายการเทียบเท่าเงินสด', 'Cash and cash equivalents', 'ASSET'),
  a('1111', '1110', 'เงินสดในมือ', 'Cash on hand', 'ASSET'),
  a('1112', '1110', 'เงินสดย่อย', 'Petty cash', 'ASSET'),
  a('1113', '1110', 'เงินฝากธนาคาร - ออมทรัพย์', 'Bank deposits - savings', 'ASSET'),
  a('1114', '1110', 'เงินฝากธนาคาร - กระแสรายวัน', 'Bank deposits - current', 'ASSET'),
  a('1115', '1110', 'เงินฝากธนาคาร - ฝากประจำ', 'Bank deposits - fixed', 'ASSET'),
  a('1116', '1110', 'เงินฝากธนาคาร - บัญชีเงินกองทุน', 'Bank deposits - sinking fund account', 'ASSET'),
  h('1120', '1100', 'ลูกหนี้', 'Receivables', 'ASSET'),
  a('1121', '1120', 'ลูกหนี้ค่าส่วนกลาง', 'Receivable - common fees', 'ASSET'),
  a('1122', '1120', 'ลูกหนี้ค่าน้ำประปา', 'Receivable - water', 'ASSET'),
  a('1123', '1120', 'ลูกหนี้ค่าไฟฟ้า', 'Receivable - electricity', 'ASSET'),
  a('1124', '1120', 'ลูกหนี้เงินกองทุน', 'Receivable - sinking fund', 'ASSET'),
  a('1125', '1120', 'ลูกหนี้เงินเพิ่ม', 'Receivable - surcharges', 'ASSET'),
  a('1126', '1120', 'ลูกหนี้อื่น', 'Receivable - other', 'ASSET'),
  a('1129', '1120', 'ค่าเผื่อหนี้สงสัยจะสูญ', 'Allowance for doubtful accounts', 'ASSET', 'C'),
  h('1130', '1100', 'รายการระหว่างรับชำระ', 'Payments in clearing', 'ASSET'),
  a('1131', '1130', 'เช็ครับในมือ', 'Cheques on hand', 'ASSET'),
  a('1132', '1130', 'พักรับชำระบัตรเครดิต/เดบิต', 'Card payments clearing', 'ASSET'),
  a('1133', '1130', 'พักรับชำระออนไลน์', 'Online payments clearing', 'ASSET'),
  h('1140', '1100', 'สินทรัพย์หมุนเวียนอื่น', 'Other current assets', 'ASSET'),
  a('1141', '1140', 'ค่าใช้จ่ายจ่ายล่วงหน้า', 'Prepaid expenses', 'ASSET'),
  a('1142', '1140', 'ภาษีซื้อ', 'Input VAT', 'ASSET'),
  a('1143', '1140', 'ภาษีเงินได้ถูกหัก ณ ที่จ่าย', 'Withholding tax deducted by customers', 'ASSET'),
  a('1144', '1140', 'เงินทดรองจ่าย', 'Advances to staff', 'ASSET'),
  h('1200', '1000', 'สินทรัพย์ไม่หมุนเวียน', 'Non-current assets', 'ASSET'),
  a('1210', '1200', 'เงินประกันและเงินมัดจำจ่าย', 'Deposits paid (utilities)', 'ASSET'),
  a('1220', '1200', 'อุปกรณ์และเครื่องใช้สำนักงาน', 'Equipment', 'ASSET'),
  a('1229', '1200', 'ค่าเสื่อมราคาสะสม - อุปกรณ์', 'Accumulated depreciation - equipment', 'ASSET', 'C'),

  h('2000', null, 'หนี้สิน', 'Liabilities', 'LIABILITY'),
  h('2100', '2000', 'หนี้สินหมุนเวียน', 'Current liabilities', 'LIABILITY'),
  a('2110', '2100', 'เจ้าหนี้การค้า', 'Accounts payable', 'LIABILITY'),
  a('2120', '2100', 'ค่าใช้จ่ายค้างจ่าย', 'Accrued expenses', 'LIABILITY'),
  a('2130', '2100', 'ภาษีขาย', 'Output VAT', 'LIABILITY'),
  a('2131', '2100', 'ภาษีขายยังไม่ถึงกำหนดชำระ', 'Output VAT not yet due', 'LIABILITY'),
  h('2140', '2100', 'ภาษีหัก ณ ที่จ่ายค้างจ่าย', 'Withholding tax payable', 'LIABILITY'),
  a(
    '2141',
    '2140',
    'ภาษีหัก ณ ที่จ่ายค้างจ่าย - ภ.ง.ด.1',
    'Withholding tax payable - PND 1 (salaries)',
    'LIABILITY',
  ),
  a('2142', '2140', 'ภาษีหัก ณ ที่จ่ายค้างจ่าย - ภ.ง.ด.3', 'Withholding tax payable - PND 3', 'LIABILITY'),
  a('2143', '2140', 'ภาษีหัก ณ ที่จ่ายค้างจ่าย - ภ.ง.ด.53', 'Withholding tax payable - PND 53', 'LIABILITY'),
  a('2144', '2100', 'เงินประกันสังคมค้างจ่าย', 'Social security payable', 'LIABILITY'),
  h('2150', '2100', 'เงินรับล่วงหน้า (กระเป๋าเงินลูกค้า)', 'Advance receipts (customer wallets)', 'LIABILITY'),
  a('2151', '2150', 'เงินรับล่วงหน้า - กระเป๋าเงินค่าส่วนกลาง', 'Advance receipts - common wallet', 'LIABILITY'),
  a('2152', '2150', 'เงินรับล่วงหน้า - กระเป๋าเงินอื่น', 'Advance receipts - other wallet', 'LIABILITY'),
  h('2160', '2100', 'เงินประกันรับ', 'Deposits received', 'LIABILITY'),
  a('2161', '2160', 'เงินประกันมิเตอร์น้ำ', 'Water meter deposits', 'LIABILITY'),
  a('2162', '2160', 'เงินประกันการตกแต่งห้องชุด', 'Renovation deposits', 'LIABILITY'),
  a('2163', '2160', 'เงินประกันบัตรผ่านและบัตรจอดรถ', 'Access and parking card deposits', 'LIABILITY'),
  a('2170', '2100', 'รายได้รับล่วงหน้า', 'Unearned income (billed in advance)', 'LIABILITY'),
  a('2180', '2100', 'เงินรับรอการตรวจสอบ', 'Unidentified receipts', 'LIABILITY'),

  h('3000', null, 'ส่วนของเจ้าของและกองทุน', 'Equity and funds', 'EQUITY'),
  a('3100', '3000', 'เงินกองทุน', 'Sinking fund', 'EQUITY'),
  a('3200', '3000', 'รายได้สูง (ต่ำ) กว่าค่าใช้จ่ายสะสม', 'Accumulated surplus (deficit)', 'EQUITY'),
  a('3300', '3000', 'รายได้สูง (ต่ำ) กว่าค่าใช้จ่ายประจำปี', 'Surplus (deficit) for the year', 'EQUITY'),
  a('3900', '3000', 'บัญชีพักยอดยกมา', 'Opening balances clearing', 'EQUITY'),

  h('4000', null, 'รายได้', 'Income', 'INCOME'),
  h('4100', '4000', 'รายได้จากการดำเนินงาน', 'Operating income', 'INCOME'),
  a('4110', '4100', 'รายได้ค่าส่วนกลาง', 'Common fee income', 'INCOME'),
  a('4120', '4100', 'รายได้ค่าน้ำประปา', 'Water income', 'INCOME'),
  a('4130', '4100', 'รายได้ค่าไฟฟ้า', 'Electricity income', 'INCOME'),
  a('4140', '4100', 'รายได้เงินเพิ่ม', 'Surcharge income', 'INCOME'),
  a('4150', '4100', 'รายได้ค่าที่จอดรถ', 'Parking income', 'INCOME'),
  a('4160', '4100', 'รายได้ค่าบริการอื่น', 'Other service income', 'INCOME'),
  a('4170', '4100', 'รายได้ค่าเช่าพื้นที่ส่วนกลาง', 'Common area rental income', 'INCOME'),
  h('4200', '4000', 'รายได้อื่น', 'Other income', 'INCOME'),
  a('4210', '4200', 'ดอกเบี้ยรับ', 'Interest income', 'INCOME'),
  a('4220', '4200', 'รายได้เบ็ดเตล็ด', 'Miscellaneous income', 'INCOME'),
  a('4230', '4200', 'รายได้เงินกองทุน', 'Sinking fund income', 'INCOME'),

  h('5000', null, 'ค่าใช้จ่าย', 'Expenses', 'EXPENSE'),
  h('5100', '5000', 'ค่าจ้างบริการ', 'Service contracts', 'EXPENSE'),
  a('5110', '5100', 'ค่าบริการรักษาความปลอดภัย', 'Security services', 'EXPENSE'),
  a('5120', '5100', 'ค่าบริการทำความสะอาด', 'Cleaning services', 'EXPENSE'),
  a('5130', '5100', 'ค่าบำรุงรักษาลิฟต์', 'Lift maintenance', 'EXPENSE'),
  a('5140', '5100', 'ค่าดูแลสวนและภูมิทัศน์', 'Gardening and landscaping', 'EXPENSE'),
  a('5150', '5100', 'ค่าบริหารจัดการอาคาร', 'Property management fee', 'EXPENSE'),
  a('5160', '5100', 'ค่ากำจัดขยะและแมลง', 'Waste disposal and pest control', 'EXPENSE'),
  h('5200', '5000', 'ค่าสาธารณูปโภค', 'Utilities', 'EXPENSE'),
  a('5210', '5200', 'ค่าไฟฟ้าส่วนกลาง', 'Common area electricity', 'EXPENSE'),
  a('5220', '5200', 'ค่าน้ำประปา', 'Water supply', 'EXPENSE'),
  a('5230', '5200', 'ค่าโทรศัพท์และอินเทอร์เน็ต', 'Telephone and internet', 'EXPENSE'),
  h('5300', '5000', 'ค่าซ่อมแซมและบำรุงรักษา', 'Repairs and maintenance', 'EXPENSE'),
  a('5310', '5300', 'ค่าซ่อมแซมอาคาร', 'Building repairs', 'EXPENSE'),
  a('5320', '5300', 'ค่าบำรุงรักษางานระบบ', 'Building systems maintenance', 'EXPENSE'),
  a('5330', '5300', 'ค่าวัสดุสิ้นเปลือง', 'Supplies', 'EXPENSE'),
  h('5400', '5000', 'ค่าใช้จ่ายในการบริหาร', 'Administrative expenses', 'EXPENSE'),
  a('5410', '5400', 'เงินเดือนและค่าจ้าง', 'Salaries and wages', 'EXPENSE'),
  a('5420', '5400', 'ค่าสอบบัญชี', 'Audit fee', 'EXPENSE'),
  a('5430', '5400', 'ค่าเบี้ยประกันภัยอาคาร', 'Building insurance', 'EXPENSE'),
  a('5440', '5400', 'ค่าเครื่องเขียนและแบบพิมพ์', 'Stationery and printing', 'EXPENSE'),
  a('5450', '5400', 'ค่าธรรมเนียมธนาคาร', 'Bank charges', 'EXPENSE'),
  a('5460', '5400', 'ค่าใช้จ่ายการประชุมใหญ่', 'General meeting expenses', 'EXPENSE'),
  a('5470', '5400', 'ค่าเสื่อมราคา', 'Depreciation', 'EXPENSE'),
  a('5480', '5400', 'หนี้สงสัยจะสูญ', 'Doubtful debts', 'EXPENSE'),
  a('5490', '5400', 'ค่าใช้จ่ายเบ็ดเตล็ด', 'Miscellaneous expenses', 'EXPENSE'),
];

/** Default accounts per document and payment type (1 cash, 2 transfer, 3 cheque, 4 card, 5 online, 0 any). */
export const STANDARD_ACCOUNT_DOCUMENTS: [DocumentType, number, string[]][] = [
  ['RC', 1, ['1111']],
  ['RC', 2, ['1113', '1114']],
  ['RC', 3, ['1131']],
  ['RC', 4, ['1132']],
  ['RC', 5, ['1133']],
  ['PV', 1, ['1111', '1112']],
  ['PV', 2, ['1113', '1114']],
  ['PV', 3, ['1114']],
  ['RQ', 1, ['1112']],
  ['JV', 0, ['1111', '1113', '1114', '1116']],
  ['CN', 0, ['1121', '1122', '1123', '1124', '1125', '1126']],
  ['IN', 0, ['1121', '1122', '1123', '1124', '1125', '1126']],
];

const levels = (() => {
  const byCode = new Map(STANDARD_CHART.map((l) => [l.code, l]));
  const level = (line: ChartLine): number => (line.parent ? level(byCode.get(line.parent)!) + 1 : 1);
  return new Map(STANDARD_CHART.map((l) => [l.code, level(l)]));
})();

/** Seeds the standard chart and document accounts of a property (a new one, or the demo ones). */
export async function seedStandardChart(db: Executor, propertyId: string): Promise<void> {
  // Parents are listed before their children, and one insert checks the parent foreign keys at its end.
  await db.insert(glAccount).values(
    STANDARD_CHART.map((l) => ({
      propertyId,
      code: l.code,
      nameTh: l.nameTh,
      nameEn: l.nameEn,
      category: l.category,
      normalSide: l.side ?? NORMAL_SIDE_OF[l.category],
      parentCode: l.parent,
      level: levels.get(l.code) ?? 1,
      postable: l.postable ? 'Y' : 'N',
    })),
  );
  await db
    .insert(glAccountDocument)
    .values(
      STANDARD_ACCOUNT_DOCUMENTS.flatMap(([documentType, paymentType, codes]) =>
        codes.map((accountCode) => ({ propertyId, documentType, paymentType, accountCode })),
      ),
    );
}
