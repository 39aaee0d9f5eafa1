import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { appUser, property } from '../../platform/db/schema';
import { multipartPayload, SAMPLE } from '../../platform/files/test-support';
import { journalEntry, journalLine } from '../ledger';
import { propertySetting } from '../property-settings';
import { requestPay, requestPayLine } from './request-pay.schema';

/**
 * Request-pay (types 1, 3 and 6): saved and numbered in the RQ series, approved through the approvals engine
 * (posted on the last step: Dr the lines, input VAT only when the property is VAT-registered, Cr accounts
 * payable), rejected, cancelled before approval (nothing posted) or after (a reversal), refused on bad input,
 * over the budget, for a viewer and under another property; the types call lists all eleven as available.
 */
let t: TestApp;
const ids: Record<string, string> = {};
const RVS = { lang: 'EN', propertyCode: 'RVS' } as const;
/** A month long ended that no other call of this file closes. */
const DATE = '2024-07-10';
/** December of the demo budget's year: nothing is spent there yet (the demo history stops at today). */
const BUDGET_YEAR = new Date().getFullYear();

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['approver', 'accountant']) {
    ids[name] = (await t.database.db.select().from(appUser).where(eq(appUser.username, name)))[0]!.id;
  }
  ids.rvs = (await t.database.db.select().from(property).where(eq(property.code, 'RVS')))[0]!.id;
  const step = await t.call({
    as: 'manager',
    method: 'POST',
    url: '/properties/approver',
    payload: { ...RVS, documentType: 'RQ', description: 'กรรมการอนุมัติ', userIds: [ids.approver] },
  });
  expect(step.statusCode, step.body).toBe(201);
}, 120_000);
afterAll(() => t.close());

const expenses = (over: Record<string, unknown> = {}) => ({
  ...RVS,
  requestType: 3,
  requestPayDate: DATE,
  supplierCode: 'SP-SEC',
  referenceNo: 'INV-2407-118',
  description: 'ค่ารักษาความปลอดภัยและทำความสะอาด ก.ค.',
  vatMode: 'EXCLUDE',
  lines: [
    { expenseTypeCode: 'CF', accountCode: '5110', description: 'รปภ.', amount: '1000.00' },
    {
      expenseTypeCode: 'CF',
      accountCode: '5120',
      description: 'ทำความสะอาด',
      amount: '2,500.55',
      whtRate: '3.00',
      whtIncomeRow: '5',
    },
  ],
  ...over,
});
const save = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method: 'POST', url: '/purchaseorders/save', payload });
const cancel = (requestPayNo: string, reason: string, as = 'accountant', code = 'RVS') =>
  t.call({
    as,
    method: 'PUT',
    url: '/purchaseorders/cancel',
    payload: { lang: 'EN', propertyCode: code, requestPayNo, reason },
  });
const detail = (no: string, as = 'accountant', code = 'RVS') =>
  t.call({ as, method: 'GET', url: `/purchaseorders/${no}?propertyCode=${code}&lang=EN` });
const act = (documentNo: string, action: 'approve' | 'reject', as = 'approver', reason?: string) =>
  t.call({
    as,
    method: 'PUT',
    url: '/pendingapproval/approve',
    payload: { ...RVS, documentType: 'RQ', documentNo, action, ...(reason ? { reason } : {}) },
  });
async function upload(referenceNo: string) {
  const form = await multipartPayload({ referenceNo, 'files[0].description': 'ใบแจ้งหนี้' }, [
    { field: 'files[0].file', name: 'bill.pdf', data: SAMPLE.pdf(), type: 'application/pdf' },
  ]);
  return t.call({
    as: 'accountant',
    method: 'POST',
    url: '/purchaseorders/upload?propertyCode=RVS&lang=EN',
    ...form,
  });
}
const codeOf = (res: { json: () => unknown }) => (res.json() as { code?: string }).code;
const fieldsOf = (res: { json: () => unknown }) =>
  ((res.json() as { fields?: { path: string; message: string }[] }).fields ?? []).map((f) => [
    f.path,
    f.message,
  ]);
const savedOf = async (payload: Record<string, unknown>) => {
  const res = await save(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { requestPayId: string; requestPayNo: string; status: number };
};
const countRequests = async () => (await t.database.db.select().from(requestPay)).length;
const setVatRegistered = (flag: 'Y' | 'N') =>
  t.database.db
    .update(propertySetting)
    .set({ vatRegistered: flag })
    .where(eq(propertySetting.propertyId, ids.rvs!));

async function entriesOf(no: string) {
  return t.database.db
    .select()
    .from(journalEntry)
    .where(
      and(
        eq(journalEntry.propertyId, ids.rvs!),
        eq(journalEntry.documentType, 'RQ'),
        eq(journalEntry.documentNo, no),
      ),
    );
}
/** The entry's lines as [account, debit, credit], sorted. */
async function postedLines(entryIds: string[]) {
  const lines = await t.database.db.select().from(journalLine).where(inArray(journalLine.entryId, entryIds));
  return lines.map((l) => [l.accountCode, l.debit, l.credit]).sort();
}
const satang = (s: string) => Math.round(Number(s) * 100);

describe('request-pay', () => {
  it('lists the eleven types, all of them available', async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/purchaseorders/types?propertyCode=RVS&lang=TH',
    });
    expect(res.statusCode, res.body).toBe(200);
    const types = res.json().data as { code: number; description: string; available: boolean }[];
    expect(types.map((x) => x.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(types.every((x) => x.available)).toBe(true);
    expect(types[0]!.description).toBe('ขอเบิกตามรหัสบัญชี');
  });

  it("lists the property's active budget items and expense types for the lines, in the caller's language", async () => {
    const get = (path: string, lang = 'EN') =>
      t.call({
        as: 'accountant',
        method: 'GET',
        url: `/purchaseorders/${path}?propertyCode=RVS&lang=${lang}`,
      });
    const items = (await get('budget')).json().data as { budgetItemCode: string; accountCode: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => /^5\d{3}$/.test(i.accountCode))).toBe(true);
    const types = (await get('expensetype', 'TH')).json().data as {
      expenseTypeCode: string;
      description: string;
    }[];
    expect(types.find((e) => e.expenseTypeCode === 'CF')?.description).toMatch(/[\u0E00-\u0E7F]/);
    const other = await t.call({
      as: 'accountant',
      method: 'GET',
      url: '/purchaseorders/budget?propertyCode=SKV&lang=EN',
    });
    expect(other.statusCode).toBe(403);
  });

  it('refuses bad input with the catalogue messages, and a viewer, saving nothing', async () => {
    const before = await countRequests();
    const missing = await save(
      expenses({
        requestType: 1,
        description: '',
        lines: [{ amount: '0' }, { accountCode: '5110', amount: 'abc' }],
      }),
    );
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(
      expect.arrayContaining([
        ['description', 'This field is required.'],
        ['lines.0.amount', 'The value must be at least 0.01.'],
        ['lines.1.amount', 'Please enter a valid amount.'],
      ]),
    );
    const none = await save(expenses({ lines: [] }));
    expect(fieldsOf(none)).toContainEqual(['lines', 'Please add at least one expense.']);
    const noType = await save(expenses({ lines: [{ accountCode: '5110', amount: '10' }] }));
    expect(fieldsOf(noType)).toContainEqual(['lines.0.expenseTypeCode', 'This field is required.']);
    const noRow = await save(
      expenses({ lines: [{ expenseTypeCode: 'CF', accountCode: '5110', amount: '10', whtRate: '3' }] }),
    );
    expect(fieldsOf(noRow)).toContainEqual(['lines.0.whtIncomeRow', 'This field is required.']);
    // Codes the property does not have: a supplier, an expense type, a header account, an income row.
    const unknown = await save(
      expenses({
        supplierCode: 'SP-NOPE',
      }),
    );
    expect(fieldsOf(unknown)).toEqual([['supplierCode', 'Please select a valid option.']]);
    const badLines = await save(
      expenses({
        lines: [
          { expenseTypeCode: 'NOPE', accountCode: '5110', amount: '10' },
          { expenseTypeCode: 'CF', accountCode: '5100', amount: '10' },
          { expenseTypeCode: 'CF', accountCode: '5110', amount: '10', whtRate: '3', whtIncomeRow: '9' },
        ],
      }),
    );
    expect(badLines.statusCode).toBe(400);
    expect(fieldsOf(badLines).map(([path]) => path)).toEqual([
      'lines.0.expenseTypeCode',
      'lines.1.accountCode',
      'lines.2.whtIncomeRow',
    ]);
    // The receivable and payable controls are kept by their own documents.
    const control = await save(expenses({ requestType: 1, lines: [{ accountCode: '2110', amount: '10' }] }));
    expect(codeOf(control)).toBe('RQ008');
    expect((await save(expenses(), 'viewer')).statusCode).toBe(403);
    expect(await countRequests()).toBe(before);
  });

  it('saves a type 3 request numbered and pending, with VAT excluded and included to the satang', async () => {
    const excluded = await savedOf(expenses());
    expect(excluded.status).toBe(1);
    expect(excluded.requestPayNo).toMatch(/^RQ6707\d{5}$/);
    const shown = (await detail(excluded.requestPayNo)).json().data;
    // 1,000.00 + 7% = 1,070.00; 2,500.55 + 175.04 (175.0385) = 2,675.59; WHT 3% of 2,500.55 = 75.02 (75.0165).
    expect(shown).toMatchObject({
      status: 1,
      statusDescription: 'Waiting for approval',
      requestType: 3,
      supplierCode: 'SP-SEC',
      vatMode: 'EXCLUDE',
      amountExcludeVat: '3500.55',
      vat: '245.04',
      wht: '75.02',
      grandTotal: '3745.59',
      journalEntryId: null,
    });
    expect(
      shown.lines.map((l: Record<string, unknown>) => [
        l.accountCode,
        l.amountExcludeVat,
        l.vat,
        l.wht,
        l.grandTotal,
      ]),
    ).toEqual([
      ['5110', '1000.00', '70.00', '0.00', '1070.00'],
      ['5120', '2500.55', '175.04', '75.02', '2675.59'],
    ]);
    expect(shown.lines[0].expenseTypeCode).toBe('CF');
    expect(shown.approval).toMatchObject({ status: 'PENDING' });
    expect(await entriesOf(excluded.requestPayNo)).toHaveLength(0);

    const included = await savedOf(
      expenses({
        vatMode: 'INCLUDE',
        lines: [
          { expenseTypeCode: 'CF', accountCode: '5110', amount: '1070.00' },
          { expenseTypeCode: 'CF', accountCode: '5120', amount: '535.50' },
        ],
      }),
    );
    // Numbers are consecutive in the month.
    expect(Number(included.requestPayNo.slice(6)) - Number(excluded.requestPayNo.slice(6))).toBe(1);
    const inc = (await detail(included.requestPayNo)).json().data;
    // 535.50 x 1000 / 1070 = 500.467 -> 500.47, VAT the rest (35.03).
    expect(inc).toMatchObject({
      amountExcludeVat: '1500.47',
      vat: '105.03',
      wht: '0.00',
      grandTotal: '1605.50',
    });
    const lines = await t.database.db
      .select()
      .from(requestPayLine)
      .where(eq(requestPayLine.requestPayId, included.requestPayId));
    expect(lines.map((l) => l.grandTotal).sort()).toEqual(['1070.00', '535.50']);
    // The month cannot close while they wait (they post on their date).
    const blocked = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/gl/validate?propertyCode=RVS&lang=EN&period=${DATE.slice(0, 7)}`,
    });
    expect(blocked.json().data.blockers).toContainEqual(
      expect.objectContaining({ blocker: 'PENDING_APPROVAL', documentType: 'RQ', count: 2 }),
    );
    ids.excluded = excluded.requestPayNo;
    ids.included = included.requestPayNo;
  });

  it('posts on approval: VAT part of the cost when not VAT-registered, input VAT when registered', async () => {
    // The creator may not approve; the approver does.
    expect((await act(ids.excluded!, 'approve', 'accountant')).statusCode).toBe(403);
    const approved = await act(ids.excluded!, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const [entry] = await entriesOf(ids.excluded!);
    expect(await postedLines([entry!.id])).toEqual([
      ['2110', '0.00', '3745.59'],
      ['5110', '1070.00', '0.00'],
      ['5120', '2675.59', '0.00'],
    ]);
    expect((await detail(ids.excluded!)).json().data).toMatchObject({
      status: 2,
      journalEntryId: entry!.id,
      postingDate: DATE,
    });

    await setVatRegistered('Y');
    try {
      expect((await act(ids.included!, 'approve')).statusCode).toBe(200);
    } finally {
      await setVatRegistered('N');
    }
    const [registered] = await entriesOf(ids.included!);
    expect(await postedLines([registered!.id])).toEqual([
      ['1142', '105.03', '0.00'],
      ['2110', '0.00', '1605.50'],
      ['5110', '1000.00', '0.00'],
      ['5120', '500.47', '0.00'],
    ]);
    // Listed with its supplier and status.
    const list = await t.call({
      as: 'viewer',
      method: 'POST',
      url: '/purchaseorders/search',
      payload: { ...RVS, status: 2, supplierCode: 'SP-SEC', dateFrom: DATE, dateTo: DATE },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json()
        .data.map((r: { requestPayNo: string }) => r.requestPayNo)
        .sort(),
    ).toEqual([ids.excluded, ids.included].sort());
  });

  it('rejects: nothing posted, and a rejected request cannot be approved or cancelled', async () => {
    const { requestPayNo } = await savedOf(expenses({ description: 'ไม่อนุมัติ' }));
    expect((await act(requestPayNo, 'reject', 'approver', 'ซ้ำกับใบเดิม')).statusCode).toBe(200);
    expect((await detail(requestPayNo)).json().data).toMatchObject({ status: 3, reason: 'ซ้ำกับใบเดิม' });
    expect(await entriesOf(requestPayNo)).toHaveLength(0);
    expect(codeOf(await act(requestPayNo, 'approve'))).toBe('ST303');
    expect(codeOf(await cancel(requestPayNo, 'x'))).toBe('RQ003');
  });

  it('changes a pending request by its number, then withdraws it (nothing posted)', async () => {
    const { requestPayNo, requestPayId } = await savedOf(expenses({ description: 'ร่าง' }));
    const changed = await save(
      expenses({
        requestPayNo,
        requestType: 3,
        description: 'แก้ไขแล้ว',
        lines: [{ expenseTypeCode: 'CF', accountCode: '5130', amount: '200.00' }],
      }),
    );
    expect(changed.statusCode, changed.body).toBe(201);
    expect(changed.json().data).toMatchObject({ requestPayId, requestPayNo, status: 1 });
    expect((await detail(requestPayNo)).json().data).toMatchObject({
      description: 'แก้ไขแล้ว',
      grandTotal: '214.00',
    });
    expect(
      codeOf(
        await save(expenses({ requestPayNo, requestType: 1, lines: [{ accountCode: '5110', amount: '1' }] })),
      ),
    ).toBe('RQ007');
    expect(codeOf(await save(expenses({ requestPayNo, requestPayDate: '2024-08-01' })))).toBe('RQ010');
    expect((await upload(requestPayNo)).statusCode).toBe(200);
    expect((await cancel(requestPayNo, '')).statusCode).toBe(400);
    const cancelled = await cancel(requestPayNo, 'ยกเลิก');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe(6);
    expect(await entriesOf(requestPayNo)).toHaveLength(0);
    expect(codeOf(await act(requestPayNo, 'approve'))).toBe('ST303');
    expect(codeOf(await upload(requestPayNo))).toBe('RQ005');
    const shown = (await detail(requestPayNo)).json().data;
    expect(shown).toMatchObject({ status: 6, reason: 'ยกเลิก' });
    expect(shown.files).toHaveLength(1);
    // A changed request is no longer changed once cancelled.
    expect(codeOf(await save(expenses({ requestPayNo })))).toBe('RQ003');
  });

  it('cancels an approved request by a reversal that nets to zero; a paid one waits for its voucher', async () => {
    const { requestPayNo, requestPayId } = await savedOf(
      expenses({ requestType: 1, vatMode: 'NONE', lines: [{ accountCode: '5310', amount: '4321.09' }] }),
    );
    expect((await act(requestPayNo, 'approve')).statusCode).toBe(200);
    const cancelled = await cancel(requestPayNo, 'ผู้ขายออกใบแจ้งหนี้ใหม่');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const entries = await entriesOf(requestPayNo);
    expect(entries.map((e) => e.kind).sort()).toEqual(['POST', 'REVERSAL']);
    const lines = await t.database.db
      .select()
      .from(journalLine)
      .where(
        inArray(
          journalLine.entryId,
          entries.map((e) => e.id),
        ),
      );
    const net = new Map<string, number>();
    for (const l of lines)
      net.set(l.accountCode, (net.get(l.accountCode) ?? 0) + satang(l.debit) - satang(l.credit));
    expect([...net.keys()].sort()).toEqual(['2110', '5310']);
    expect([...net.values()]).toEqual([0, 0]);
    const after = (await detail(requestPayNo)).json().data;
    expect(after.status).toBe(6);
    expect(after.reversalEntryId).toBe(entries.find((e) => e.kind === 'REVERSAL')!.id);
    expect(codeOf(await cancel(requestPayNo, 'again'))).toBe('RQ003');
    expect(await entriesOf(requestPayNo)).toHaveLength(2);

    // Paid (as a payment voucher will mark it): its voucher is cancelled first.
    const paid = await savedOf(expenses({ requestType: 1, lines: [{ accountCode: '5310', amount: '100' }] }));
    expect((await act(paid.requestPayNo, 'approve')).statusCode).toBe(200);
    await t.database.db
      .update(requestPay)
      .set({ status: 'PAID' })
      .where(eq(requestPay.id, paid.requestPayId));
    expect(codeOf(await cancel(paid.requestPayNo, 'x'))).toBe('RQ004');
    expect(await entriesOf(paid.requestPayNo)).toHaveLength(1);
    expect(requestPayId).not.toBe(paid.requestPayId);
  });

  it('type 6 charges the budget item account, checked on save and again on approval', async () => {
    const budget = (amount: string, over: Record<string, unknown> = {}) =>
      expenses({
        requestType: 6,
        requestPayDate: `${BUDGET_YEAR}-12-05`,
        budgetYear: BUDGET_YEAR,
        budgetMonth: 12,
        vatMode: 'NONE',
        lines: [{ budgetItemCode: 'BG-SEC', amount }],
        ...over,
      });
    const before = await countRequests();
    // 85,000 a month is budgeted for security (the property refuses what is over); nothing spent in December yet.
    const over = await save(budget('85000.01'));
    expect(codeOf(over), over.body).toBe('BG120');
    expect(fieldsOf(over)[0]![0]).toBe('amount');
    expect(codeOf(await save(budget('10', { budgetMonth: 11 })))).toBe('RQ009');
    const noMonth = await save(budget('10', { budgetMonth: undefined }));
    expect(fieldsOf(noMonth)).toContainEqual(['budgetMonth', 'This field is required.']);
    const unknownItem = await save(budget('10', { lines: [{ budgetItemCode: 'BG-NOPE', amount: '10' }] }));
    expect(fieldsOf(unknownItem).map(([path]) => path)).toEqual(['lines.0.budgetItemCode']);
    expect(await countRequests()).toBe(before);

    const first = await savedOf(budget('84000.00'));
    const shown = (await detail(first.requestPayNo)).json().data;
    expect(shown).toMatchObject({
      status: 1,
      budgetYear: BUDGET_YEAR,
      budgetMonth: 12,
      grandTotal: '84000.00',
    });
    expect(shown.lines[0]).toMatchObject({ accountCode: '5110', budgetItemCode: 'BG-SEC' });
    // A pending request is committed: the next one sees only what it leaves.
    const crowded = await save(budget('1000.01'));
    expect(codeOf(crowded), crowded.body).toBe('BG120');
    expect(fieldsOf(crowded)[0]).toEqual(['amount', 'The amount must not exceed 1,000.00.']);
    const second = await savedOf(budget('1000.00'));
    const check = async () =>
      (
        await t.call({
          as: 'accountant',
          method: 'POST',
          url: '/budget/check',
          payload: { ...RVS, budgetYear: BUDGET_YEAR, budgetMonth: 12, budgetItemCode: 'BG-SEC' },
        })
      ).json().data;
    expect(await check()).toMatchObject({ committed: '85000.00', actual: '0.00', available: '0.00' });
    /** The budget against actual of security in December. */
    const december = async () => {
      const summary = (
        await t.call({
          as: 'accountant',
          method: 'GET',
          url: `/budget/summary?propertyCode=RVS&lang=EN&year=${BUDGET_YEAR}`,
        })
      ).json().data;
      return summary.rows.find((r: { budgetItemCode: string }) => r.budgetItemCode === 'BG-SEC').cells[11];
    };
    expect(await december()).toMatchObject({
      committed: '85000.00',
      available: '0.00',
      percentUsed: '100.00',
    });
    // The summary's drill-down names the requests behind the committed figure.
    const behind = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/budget/summary/committed?propertyCode=RVS&lang=EN&year=${BUDGET_YEAR}&month=12&budgetItemCode=BG-SEC`,
    });
    expect(
      behind.json().data.map((r: { documentNo: string; amount: string }) => [r.documentNo, r.amount]),
    ).toEqual([
      [first.requestPayNo, '84000.00'],
      [second.requestPayNo, '1000.00'],
    ]);
    // Saved again, a request is checked against what the others leave, not against itself.
    const again = await save(budget('84000.00', { requestPayNo: first.requestPayNo, description: 'แก้ไข' }));
    expect(again.statusCode, again.body).toBe(201);

    // Approved, the amount moves from committed to actual; the other request is still committed.
    expect((await act(first.requestPayNo, 'approve')).statusCode).toBe(200);
    expect(await check()).toMatchObject({ committed: '1000.00', actual: '84000.00', available: '0.00' });
    // A cancelled request frees its amount. Any request charging the item's account is committed (by account, as
    // actual is read), though only a budget request is checked: on approval the budget request is checked again.
    expect((await cancel(second.requestPayNo, 'ซ้ำ')).statusCode).toBe(200);
    expect(await check()).toMatchObject({ committed: '0.00', available: '1000.00' });
    const third = await savedOf(budget('0.50'));
    const unchecked = await savedOf(
      expenses({
        requestPayDate: `${BUDGET_YEAR}-12-06`,
        vatMode: 'NONE',
        lines: [{ expenseTypeCode: 'CF', accountCode: '5110', amount: '1000.00' }],
      }),
    );
    expect(await december()).toMatchObject({ committed: '1000.50', actual: '84000.00', available: '-0.50' });
    expect((await act(unchecked.requestPayNo, 'approve')).statusCode).toBe(200);
    expect(await december()).toMatchObject({ committed: '0.50', actual: '85000.00', available: '-0.50' });
    const refused = await act(third.requestPayNo, 'approve');
    expect(codeOf(refused), refused.body).toBe('BG120');
    expect((await detail(third.requestPayNo)).json().data).toMatchObject({ status: 1 });
    expect(await entriesOf(third.requestPayNo)).toHaveLength(0);
    expect(await entriesOf(first.requestPayNo)).toHaveLength(1);
  });

  it('lets only one of two requests saved at once take the last of an item budget (committed under the lock)', async () => {
    const garden = (amount: string) =>
      expenses({
        requestType: 6,
        requestPayDate: `${BUDGET_YEAR}-12-07`,
        budgetYear: BUDGET_YEAR,
        budgetMonth: 12,
        vatMode: 'NONE',
        lines: [{ budgetItemCode: 'BG-GDN', amount }],
      });
    // 12,000 a month for the garden: 11,000 taken, then two of 1,000 at once: either fits alone, not both.
    await savedOf(garden('11000.00'));
    const both = await Promise.all([save(garden('1000.00')), save(garden('1000.00'))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.map((r) => codeOf(r)).filter(Boolean)).toEqual(['BG120']);
  });

  it("another property's request number is not found, as a missing one", async () => {
    const { requestPayNo } = await savedOf(expenses({ description: 'ของ RVS' }));
    expect(codeOf(await detail(requestPayNo, 'admin', 'SKV'))).toBe('RQ001');
    expect(codeOf(await detail('RQ670799999'))).toBe('RQ001');
    expect(codeOf(await cancel(requestPayNo, 'x', 'admin', 'SKV'))).toBe('RQ001');
    expect((await detail(requestPayNo)).json().data.status).toBe(1);
  });

  it('is no longer changed once a step approved it (a second step still waits)', async () => {
    const step = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/properties/approver',
      payload: { ...RVS, documentType: 'RQ', description: 'ผู้จัดการ', userIds: [ids.approver] },
    });
    expect(step.statusCode, step.body).toBe(201);
    const { requestPayNo } = await savedOf(expenses({ description: 'สองขั้น' }));
    expect((await act(requestPayNo, 'approve')).statusCode).toBe(200);
    expect((await detail(requestPayNo)).json().data.status).toBe(1);
    expect(codeOf(await save(expenses({ requestPayNo, description: 'แก้' })))).toBe('RQ006');
    expect((await act(requestPayNo, 'approve')).statusCode).toBe(200);
    expect((await detail(requestPayNo)).json().data.status).toBe(2);
  });
});
