import type { ExpenseCategory, Labelled, WalletType } from '@suanklang/shared';

/**
 * The accounts a posting needs, named by what they do rather than by code, so a property that renumbers its
 * chart only changes its AccountMap (docs/chart-of-accounts.md). Income accounts are not roles: each expense
 * type names its own.
 */
export const ACCOUNT_ROLES = [
  'AR_COMMON_FEE',
  'AR_WATER',
  'AR_ELECTRICITY',
  'AR_SINKING_FUND',
  'AR_PARKING',
  'AR_SURCHARGE',
  'AR_OTHER',
  'VAT_OUTPUT_PENDING',
  'VAT_OUTPUT',
  'WALLET_COMMON',
  'WALLET_OTHER',
  'CASH',
  'BANK',
  'CHEQUES_ON_HAND',
  'CARD_CLEARING',
  'ONLINE_CLEARING',
  'WHT_RECEIVABLE',
  'SURCHARGE_INCOME',
  'UNIDENTIFIED_RECEIPTS',
  'OPENING_CLEARING',
  'VAT_INPUT',
  'AP',
  'WHT_PAYABLE_PND3',
  'WHT_PAYABLE_PND53',
  'PETTY_CASH',
  'STAFF_ADVANCES',
  'RENOVATION_DEPOSITS',
] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Role -> account code of one property's chart. */
export type AccountMap = Record<AccountRole, string>;

/** The roles on the standard chart. The chart has no parking receivable, so parking shares 1126 with "other". */
export const STANDARD_ACCOUNT_MAP: AccountMap = {
  AR_COMMON_FEE: '1121',
  AR_WATER: '1122',
  AR_ELECTRICITY: '1123',
  AR_SINKING_FUND: '1124',
  AR_PARKING: '1126',
  AR_SURCHARGE: '1125',
  AR_OTHER: '1126',
  VAT_OUTPUT_PENDING: '2131',
  VAT_OUTPUT: '2130',
  WALLET_COMMON: '2151',
  WALLET_OTHER: '2152',
  CASH: '1111',
  BANK: '1113',
  CHEQUES_ON_HAND: '1131',
  CARD_CLEARING: '1132',
  ONLINE_CLEARING: '1133',
  WHT_RECEIVABLE: '1143',
  SURCHARGE_INCOME: '4140',
  UNIDENTIFIED_RECEIPTS: '2180',
  OPENING_CLEARING: '3900',
  VAT_INPUT: '1142',
  AP: '2110',
  WHT_PAYABLE_PND3: '2142',
  WHT_PAYABLE_PND53: '2143',
  PETTY_CASH: '1112',
  STAFF_ADVANCES: '1144',
  RENOVATION_DEPOSITS: '2162',
};

export const ACCOUNT_ROLE_LABELS: Labelled<AccountRole>[] = [
  { code: 'AR_COMMON_FEE', th: 'ลูกหนี้ค่าส่วนกลาง', en: 'Receivable - common fees' },
  { code: 'AR_WATER', th: 'ลูกหนี้ค่าน้ำประปา', en: 'Receivable - water' },
  { code: 'AR_ELECTRICITY', th: 'ลูกหนี้ค่าไฟฟ้า', en: 'Receivable - electricity' },
  { code: 'AR_SINKING_FUND', th: 'ลูกหนี้เงินกองทุน', en: 'Receivable - sinking fund' },
  { code: 'AR_PARKING', th: 'ลูกหนี้ค่าที่จอดรถ', en: 'Receivable - parking' },
  { code: 'AR_SURCHARGE', th: 'ลูกหนี้เงินเพิ่ม', en: 'Receivable - surcharges' },
  { code: 'AR_OTHER', th: 'ลูกหนี้อื่น', en: 'Receivable - other' },
  { code: 'VAT_OUTPUT_PENDING', th: 'ภาษีขายยังไม่ถึงกำหนดชำระ', en: 'Output VAT not yet due' },
  { code: 'VAT_OUTPUT', th: 'ภาษีขาย', en: 'Output VAT' },
  { code: 'WALLET_COMMON', th: 'เงินรับล่วงหน้า - กระเป๋าเงินค่าส่วนกลาง', en: 'Advance receipts - common wallet' },
  { code: 'WALLET_OTHER', th: 'เงินรับล่วงหน้า - กระเป๋าเงินอื่น', en: 'Advance receipts - other wallet' },
  { code: 'CASH', th: 'เงินสดในมือ', en: 'Cash on hand' },
  { code: 'BANK', th: 'เงินฝากธนาคาร (บัญชีรับชำระ)', en: 'Bank deposits (collection account)' },
  { code: 'CHEQUES_ON_HAND', th: 'เช็ครับในมือ', en: 'Cheques on hand' },
  { code: 'CARD_CLEARING', th: 'พักรับชำระบัตรเครดิต/เดบิต', en: 'Card payments clearing' },
  { code: 'ONLINE_CLEARING', th: 'พักรับชำระออนไลน์', en: 'Online payments clearing' },
  { code: 'WHT_RECEIVABLE', th: 'ภาษีเงินได้ถูกหัก ณ ที่จ่าย', en: 'Withholding tax deducted by customers' },
  { code: 'SURCHARGE_INCOME', th: 'รายได้เงินเพิ่ม', en: 'Surcharge income' },
  { code: 'UNIDENTIFIED_RECEIPTS', th: 'เงินรับรอการตรวจสอบ', en: 'Unidentified receipts' },
  { code: 'OPENING_CLEARING', th: 'บัญชีพักยอดยกมา', en: 'Opening balances clearing' },
  { code: 'VAT_INPUT', th: 'ภาษีซื้อ', en: 'Input VAT' },
  { code: 'AP', th: 'เจ้าหนี้การค้า', en: 'Accounts payable' },
  { code: 'WHT_PAYABLE_PND3', th: 'ภาษีหัก ณ ที่จ่ายค้างจ่าย - ภ.ง.ด.3', en: 'Withholding tax payable - PND 3' },
  { code: 'WHT_PAYABLE_PND53', th: 'ภาษีหัก ณ ที่จ่ายค้างจ่าย - ภ.ง.ด.53', en: 'Withholding tax payable - PND 53' },
  { code: 'PETTY_CASH', th: 'เงินสดย่อย', en: 'Petty cash' },
  { code: 'STAFF_ADVANCES', th: 'เงินทดรองจ่าย', en: 'Advances to staff' },
  { code: 'RENOVATION_DEPOSITS', th: 'เงินประกันการตกแต่งห้องชุด', en: 'Renovation deposits' },
];

const RECEIVABLE_ROLE: Record<ExpenseCategory, AccountRole> = {
  COMMON_FEE: 'AR_COMMON_FEE',
  WATER: 'AR_WATER',
  ELECTRICITY: 'AR_ELECTRICITY',
  SINKING_FUND: 'AR_SINKING_FUND',
  PARKING: 'AR_PARKING',
  SURCHARGE: 'AR_SURCHARGE',
  SERVICE: 'AR_OTHER',
  OTHER: 'AR_OTHER',
};

/** The receivable an invoiced charge of this category waits in until it is paid. */
export function receivableRole(category: ExpenseCategory): AccountRole {
  const role = RECEIVABLE_ROLE[category] as AccountRole | undefined;
  if (role === undefined) throw new RangeError(`Unknown expense category: ${String(category)}`);
  return role;
}

/** Customer wallet 0 holds common-fee prepayments, wallet 1 everything else (001 s.3). */
export function walletRole(walletType: WalletType): AccountRole {
  if (walletType === 0) return 'WALLET_COMMON';
  if (walletType === 1) return 'WALLET_OTHER';
  throw new RangeError(`Unknown wallet type: ${String(walletType)}`);
}

/** The account code of a role; an empty code means the property's map is incomplete, which must not post. */
export function accountOf(map: AccountMap, role: AccountRole): string {
  const code = map[role] as string | undefined;
  if (typeof code !== 'string' || code.trim() === '') throw new RangeError(`No account is set for ${role}`);
  return code;
}
