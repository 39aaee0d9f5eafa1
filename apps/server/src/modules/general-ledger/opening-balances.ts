import { ACCOUNT_ROLES, accountOf, postOpeningBalances } from '@suanklang/accounting';
import {
  errorMessage,
  issueRule,
  openingBalanceLine,
  ruleMessage,
  satangToDecimalString,
  type Lang,
  type OpeningBalanceCheck,
} from '@suanklang/shared';
import { and, eq, isNull, min, notInArray, or } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { ImportRow } from '../../platform/files/table-import';
import { glAccount } from '../config-account';
import { invoice } from '../invoices';
import { accountMapOf, journalEntry, postDocument } from '../ledger';

export const DOCUMENT_TYPE_OPENING_BALANCES = 'OB';

type Who = { propertyId: string; userId: string };
type Line = { accountCode: string; debit: number; credit: number };

/** The file's headings, in English (the template's) or Thai, by the field each one fills. */
const HEADINGS: Record<'accountCode' | 'debit' | 'credit', readonly string[]> = {
  accountCode: ['accountcode', 'account', 'รหัสบัญชี'],
  debit: ['debit', 'เดบิต'],
  credit: ['credit', 'เครดิต'],
};
const cellOf = (row: ImportRow, field: keyof typeof HEADINGS) => {
  for (const [name, value] of Object.entries(row.values))
    if (
      HEADINGS[field].includes(
        name
          .replace(/^\uFEFF/, '')
          .trim()
          .toLowerCase(),
      )
    )
      return value.trim();
  return '';
};

/**
 * The property's accounts, which are receivable control accounts (kept per unit and invoice only: their balances
 * post to the clearing account), and the clearing account.
 */
async function chartOf(tx: Executor, propertyId: string) {
  const accounts = await tx
    .select({
      code: glAccount.code,
      nameTh: glAccount.nameTh,
      nameEn: glAccount.nameEn,
      active: glAccount.active,
      postable: glAccount.postable,
    })
    .from(glAccount)
    .where(eq(glAccount.propertyId, propertyId));
  const map = await accountMapOf(tx, propertyId);
  const receivable = new Set(ACCOUNT_ROLES.filter((r) => r.startsWith('AR_')).map((r) => map[r]));
  return {
    accounts: new Map(accounts.map((a) => [a.code, a])),
    receivable,
    clearing: accountOf(map, 'OPENING_CLEARING'),
  };
}

/**
 * Checks a filled template: each row's account (one of the property's active posting accounts, not the clearing
 * account, not twice in the file), and one amount on one side; then whether the debits equal the credits. A
 * receivable row says it posts to the clearing account. Nothing is kept: the reviewed rows come back to `post`.
 */
export async function checkOpeningBalances(
  tx: Executor,
  propertyId: string,
  rows: ImportRow[],
  lang: Lang,
): Promise<OpeningBalanceCheck> {
  const { accounts, receivable, clearing } = await chartOf(tx, propertyId);
  const seen = new Set<string>();
  let debit = 0;
  let credit = 0;
  let receivables = 0;
  const checked = rows.map((row) => {
    const values = {
      accountCode: cellOf(row, 'accountCode').toUpperCase(),
      debit: cellOf(row, 'debit') || '0',
      credit: cellOf(row, 'credit') || '0',
    };
    const errors: { column: string | null; message: string }[] = [];
    const parsed = openingBalanceLine.safeParse(values);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const { rule, params } = issueRule(issue);
        errors.push({
          column: String(issue.path[0] ?? '') || null,
          message: ruleMessage(lang, rule, params),
        });
      }
    const account = accounts.get(values.accountCode);
    if (values.accountCode && (!account || account.active !== 'Y' || account.postable !== 'Y'))
      errors.push({ column: 'accountCode', message: ruleMessage(lang, 'oneOf') });
    else if (values.accountCode === clearing)
      errors.push({ column: 'accountCode', message: errorMessage('GL025', lang) });
    if (values.accountCode && seen.has(values.accountCode))
      errors.push({ column: 'accountCode', message: ruleMessage(lang, 'uniqueValue') });
    seen.add(values.accountCode);
    if (parsed.success) {
      debit += parsed.data.debit ?? 0;
      credit += parsed.data.credit ?? 0;
      if (receivable.has(values.accountCode))
        receivables += (parsed.data.debit ?? 0) - (parsed.data.credit ?? 0);
    }
    return {
      rowNo: row.rowNo,
      accountCode: values.accountCode,
      accountName: account ? (lang === 'en' ? account.nameEn : account.nameTh) : null,
      debit: parsed.success ? satangToDecimalString(parsed.data.debit ?? 0) : values.debit,
      credit: parsed.success ? satangToDecimalString(parsed.data.credit ?? 0) : values.credit,
      postsTo: receivable.has(values.accountCode) ? clearing : null,
      errors,
    };
  });
  const errorCount = checked.filter((r) => r.errors.length > 0).length;
  return {
    rows: checked,
    rowCount: checked.length,
    errorCount,
    debit: satangToDecimalString(debit),
    credit: satangToDecimalString(credit),
    receivables: satangToDecimalString(receivables),
    committable: checked.length >= 2 && errorCount === 0 && debit === credit,
  };
}

/**
 * Posts the opening balances as one entry (OB), in the caller's transaction: once per property (GL023), dated
 * on or before its first journal entry other than the opening debts (GL024: balances open the book), every account
 * usable and none the clearing account (the rows are checked again, whatever the review said). A closed month
 * refuses it (GL001, by the database).
 */
export async function postOpeningBalanceEntry(
  tx: Executor,
  who: Who,
  input: { openingDate: string; lines: Line[] },
  lang: Lang,
) {
  const [existing] = await tx
    .select({ id: journalEntry.id })
    .from(journalEntry)
    .where(
      and(
        eq(journalEntry.propertyId, who.propertyId),
        eq(journalEntry.documentType, DOCUMENT_TYPE_OPENING_BALANCES),
      ),
    )
    .limit(1);
  if (existing) throw new AppError('GL023');
  // The opening debts are dated as the previous system issued them, before go-live: they do not start the book.
  const openingDebts = tx
    .select({ id: invoice.id })
    .from(invoice)
    .where(and(eq(invoice.propertyId, who.propertyId), eq(invoice.source, 'OPENING')));
  const [first] = await tx
    .select({ date: min(journalEntry.entryDate) })
    .from(journalEntry)
    .where(
      and(
        eq(journalEntry.propertyId, who.propertyId),
        or(isNull(journalEntry.sourceId), notInArray(journalEntry.sourceId, openingDebts)),
      ),
    );
  if (first?.date && input.openingDate > first.date) throw new AppError('GL024');
  const { receivable, clearing } = await chartOf(tx, who.propertyId);
  const check = await checkOpeningBalances(
    tx,
    who.propertyId,
    input.lines.map((l, i) => ({
      rowNo: i + 1,
      values: {
        accountCode: l.accountCode,
        debit: satangToDecimalString(l.debit),
        credit: satangToDecimalString(l.credit),
      },
    })),
    lang,
  );
  const bad = check.rows.find((r) => r.errors.length > 0);
  if (bad)
    throw new AppError(
      'ST001',
      bad.errors.map((e) => ({
        path: `lines.${bad.rowNo - 1}.${e.column ?? 'accountCode'}`,
        rule: 'invalid',
        message: e.message,
      })),
    );
  const total = input.lines.reduce((s, l) => s + l.debit, 0);
  const posted = await postDocument(tx, {
    propertyId: who.propertyId,
    userId: who.userId,
    documentType: DOCUMENT_TYPE_OPENING_BALANCES,
    date: input.openingDate,
    journal: (documentNo) => ({
      draft: postOpeningBalances({
        documentType: DOCUMENT_TYPE_OPENING_BALANCES,
        documentNo,
        date: input.openingDate,
        lines: input.lines,
        receivables: { accounts: [...receivable], clearingAccount: clearing },
      }),
      sourceId: null,
      description: lang === 'en' ? 'Opening balances' : 'ยอดยกมาเริ่มใช้ระบบ',
    }),
    write: async () => null,
    audit: ({ documentNo, entryId }) => ({
      action: 'gl.openingBalances',
      entity: 'journal_entry',
      entityId: entryId,
      after: { documentNo, openingDate: input.openingDate, lineCount: input.lines.length, total },
    }),
  });
  return {
    documentNo: posted.documentNo,
    entryId: posted.entryId!,
    lineCount: input.lines.length,
    total: satangToDecimalString(total),
  };
}

/** The template: the property's active posting accounts, code and name, debit and credit left to fill. */
export async function openingBalanceTemplate(tx: Executor, propertyId: string, lang: Lang) {
  const { accounts, clearing } = await chartOf(tx, propertyId);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'en' ? 'Opening balances' : 'ยอดยกมา');
  sheet.columns = [
    { header: 'accountCode', key: 'accountCode', width: 14 },
    { header: 'accountName', key: 'accountName', width: 48 },
    { header: 'debit', key: 'debit', width: 18, style: { numFmt: '#,##0.00' } },
    { header: 'credit', key: 'credit', width: 18, style: { numFmt: '#,##0.00' } },
  ];
  for (const a of [...accounts.values()].sort((x, y) => (x.code < y.code ? -1 : 1)))
    if (a.active === 'Y' && a.postable === 'Y' && a.code !== clearing)
      sheet.addRow({ accountCode: a.code, accountName: lang === 'en' ? a.nameEn : a.nameTh });
  return Buffer.from(await book.xlsx.writeBuffer());
}
