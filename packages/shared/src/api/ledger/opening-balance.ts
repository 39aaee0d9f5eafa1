import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { v } from '../../validation';
import { propertyScoped, replyOf, unscoped } from '../common';
import { m } from '../masterdata/fields';

/**
 * Opening balances (issue 10): a property moving from another system brings its trial balance at go-live. The
 * accountant fills the template (account, debit, credit), the server checks the file and answers the rows with
 * what is wrong in each (nothing is kept), the accountant reviews and posts: one balanced entry, document type OB,
 * dated the go-live day. Money is decimal text (baht). Receivables are brought in per unit and invoice by the
 * invoice import (kind OPENING); the trial balance's receivable rows post to the clearing account they meet in.
 */
export const OPENING_BALANCE_MAX_LINES = 2000;
/** The template's columns, in order; a file may also use the Thai headings. */
export const OPENING_BALANCE_COLUMNS = ['accountCode', 'accountName', 'debit', 'credit'] as const;

export const openingBalanceLine = z
  .object({
    accountCode: m.code({ required: true, max: 20 }),
    debit: v.money({ min: 0 }),
    credit: v.money({ min: 0 }),
  })
  .superRefine((l, ctx) => {
    if ((l.debit ?? 0) > 0 === (l.credit ?? 0) > 0)
      ctx.addIssue({ code: 'custom', path: ['debit'], params: { rule: 'debitOrCredit' } });
  });

/** POST /gl/opening/post: the reviewed lines, posted as one entry dated `openingDate`. */
export const openingBalancePost = propertyScoped
  .extend({
    openingDate: v.date({ required: true }),
    lines: v.list(openingBalanceLine, {
      min: 2,
      max: OPENING_BALANCE_MAX_LINES,
      uniqueBy: (l) => l.accountCode,
    }),
  })
  .superRefine((b, ctx) => {
    const debit = b.lines.reduce((s, l) => s + (l.debit ?? 0), 0);
    const credit = b.lines.reduce((s, l) => s + (l.credit ?? 0), 0);
    if (debit !== credit)
      ctx.addIssue({ code: 'custom', path: ['lines'], params: { rule: 'debitCreditNotEqual' } });
  });
export type OpeningBalancePostInput = z.input<typeof openingBalancePost>;
export const openingBalancePosted = replyOf(
  z.object({ documentNo: z.string(), entryId: z.string(), lineCount: z.number().int(), total: z.string() }),
);

/** A row of the checked file: what it says, and what is wrong with it (nothing when it is good). */
export const openingBalanceRow = z.object({
  rowNo: z.number().int(),
  accountCode: z.string(),
  accountName: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  /**
   * The account the row posts to when it is not its own: a receivable control account's balance waits in the
   * opening balances clearing account until the opening debts per unit (invoice import OPENING) meet it.
   */
  postsTo: z.string().nullable(),
  errors: z.array(z.object({ column: z.string().nullable(), message: z.string() })),
});
export type OpeningBalanceRow = z.infer<typeof openingBalanceRow>;
export const openingBalanceCheck = z.object({
  rows: z.array(openingBalanceRow),
  rowCount: z.number().int(),
  errorCount: z.number().int(),
  debit: z.string(),
  credit: z.string(),
  /** The receivable rows' total, which the opening debts per unit are to match. */
  receivables: z.string(),
  /** Every row good and the totals equal: the rows may be posted as they are. */
  committable: z.boolean(),
});
export type OpeningBalanceCheck = z.infer<typeof openingBalanceCheck>;

export const openingBalanceApi = {
  /** multipart: file (xlsx or csv); lang and propertyCode in the query. Nothing is kept. */
  check: endpoint({
    method: 'POST',
    path: '/gl/opening/check',
    read: 'json',
    query: unscoped,
    form: propertyScoped,
    reply: replyOf(openingBalanceCheck),
  }),
  post: endpoint({
    method: 'POST',
    path: '/gl/opening/post',
    read: 'json',
    status: 201,
    body: openingBalancePost,
    reply: openingBalancePosted,
  }),
  /** The template: the property's posting accounts with empty debit and credit. */
  template: endpoint({ method: 'GET', path: '/gl/opening/template', read: 'binary', query: propertyScoped }),
};
