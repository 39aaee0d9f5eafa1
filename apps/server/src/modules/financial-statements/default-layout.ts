import type { StatementKind, StatementSection } from '@suanklang/shared';

/** A layout as the statements read it: headers in order, lines in order, each line's account ranges. */
export type LayoutLine = {
  id: string | null;
  nameTh: string;
  nameEn: string;
  accounts: { from: string; to: string }[];
};
export type LayoutHeader = {
  id: string | null;
  section: StatementSection;
  nameTh: string;
  nameEn: string;
  lines: LayoutLine[];
};
export type Layout = { kind: StatementKind; custom: boolean; headers: LayoutHeader[] };

const line = (nameTh: string, nameEn: string, ...ranges: [string, string][]): LayoutLine => ({
  id: null,
  nameTh,
  nameEn,
  accounts: ranges.map(([from, to]) => ({ from, to })),
});
const header = (
  section: StatementSection,
  nameTh: string,
  nameEn: string,
  lines: LayoutLine[],
): LayoutHeader => ({ id: null, section, nameTh, nameEn, lines });

/**
 * The standard layouts of a Thai juristic person, built on the standard chart (config-account/standard-chart.ts):
 * its groups become the lines, by code range, so an account added inside a group is on its line at once.
 * docs/decisions.md "Financial statements" lists them.
 */
export const STANDARD_LAYOUTS: Record<StatementKind, LayoutHeader[]> = {
  FP: [
    header('ASSET', 'สินทรัพย์หมุนเวียน', 'Current assets', [
      line('เงินสดและรายการเทียบเท่าเงินสด', 'Cash and cash equivalents', ['1110', '1119']),
      line('ลูกหนี้ - สุทธิ', 'Receivables - net', ['1120', '1129']),
      line('รายการระหว่างรับชำระ', 'Payments in clearing', ['1130', '1139']),
      line('สินทรัพย์หมุนเวียนอื่น', 'Other current assets', ['1140', '1199']),
    ]),
    header('ASSET', 'สินทรัพย์ไม่หมุนเวียน', 'Non-current assets', [
      line('เงินประกันและเงินมัดจำจ่าย', 'Deposits paid', ['1210', '1219']),
      line('อุปกรณ์ - สุทธิ', 'Equipment - net', ['1220', '1299']),
    ]),
    header('LIABILITY', 'หนี้สินหมุนเวียน', 'Current liabilities', [
      line('เจ้าหนี้การค้า', 'Accounts payable', ['2110', '2119']),
      line('ค่าใช้จ่ายค้างจ่าย', 'Accrued expenses', ['2120', '2129']),
      line('ภาษีและเงินนำส่งค้างจ่าย', 'Taxes and contributions payable', ['2130', '2149']),
      line('เงินรับล่วงหน้า', 'Advance receipts', ['2150', '2159']),
      line('เงินประกันรับ', 'Deposits received', ['2160', '2169']),
      line('รายได้รับล่วงหน้า', 'Unearned income', ['2170', '2179']),
      line('เงินรับรอการตรวจสอบ', 'Unidentified receipts', ['2180', '2199']),
    ]),
    header('EQUITY', 'เงินกองทุน', 'Funds', [line('เงินกองทุน', 'Sinking fund', ['3100', '3199'])]),
    header('EQUITY', 'รายได้สูง (ต่ำ) กว่าค่าใช้จ่ายสะสม', 'Accumulated surplus (deficit)', [
      line('รายได้สูง (ต่ำ) กว่าค่าใช้จ่ายสะสม', 'Accumulated surplus (deficit)', ['3200', '3299']),
      line('รายได้สูง (ต่ำ) กว่าค่าใช้จ่ายประจำปี', 'Surplus (deficit) for the year', ['3300', '3999']),
    ]),
  ],
  RE: [
    header('INCOME', 'รายได้จากการดำเนินงาน', 'Operating income', [
      line('รายได้ค่าส่วนกลาง', 'Common fees', ['4110', '4119']),
      line('รายได้ค่าน้ำประปา', 'Water', ['4120', '4129']),
      line('รายได้ค่าไฟฟ้า', 'Electricity', ['4130', '4139']),
      line('รายได้เงินเพิ่ม', 'Surcharges', ['4140', '4149']),
      line('รายได้ค่าที่จอดรถ', 'Parking', ['4150', '4159']),
      line('รายได้ค่าบริการอื่นและค่าเช่าพื้นที่', 'Other services and rentals', ['4160', '4199']),
    ]),
    header('INCOME', 'รายได้อื่น', 'Other income', [
      line('ดอกเบี้ยรับ', 'Interest', ['4210', '4219']),
      line('รายได้เงินกองทุน', 'Sinking fund income', ['4230', '4239']),
      line('รายได้เบ็ดเตล็ด', 'Miscellaneous income', ['4220', '4229'], ['4240', '4999']),
    ]),
    header('EXPENSE', 'ค่าใช้จ่าย', 'Expenses', [
      line('ค่าจ้างบริการ', 'Service contracts', ['5100', '5199']),
      line('ค่าสาธารณูปโภค', 'Utilities', ['5200', '5299']),
      line('ค่าซ่อมแซมและบำรุงรักษา', 'Repairs and maintenance', ['5300', '5399']),
      line('ค่าใช้จ่ายในการบริหาร', 'Administrative expenses', ['5400', '5999']),
    ]),
  ],
};

export const standardLayout = (kind: StatementKind): Layout => ({
  kind,
  custom: false,
  headers: STANDARD_LAYOUTS[kind],
});
