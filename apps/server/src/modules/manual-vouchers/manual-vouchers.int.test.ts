import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { appUser, property } from '../../platform/db/schema';
import { multipartPayload, SAMPLE } from '../../platform/files/test-support';
import { journalEntry, journalLine } from '../ledger';
import { manualVoucher } from './manual-vouchers.schema';

/**
 * Manual journal vouchers: saved and numbered in the JV series, approved through the approvals engine (posted on
 * the last step), cancelled before approval (nothing posted) or after (a reversal), refused when unbalanced, on
 * another property's or an unusable account, on a receivable control account, in a closed month.
 */
let t: TestApp;
const ids: Record<string, string> = {};
const RVS = { lang: 'EN', propertyCode: 'RVS' } as const;
/** Months long ended that no other call of this file touches. */
const DATE = '2024-06-15';

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['approver', 'accountant']) {
    ids[name] = (await t.database.db.select().from(appUser).where(eq(appUser.username, name)))[0]!.id;
  }
  ids.rvs = (await t.database.db.select().from(property).where(eq(property.code, 'RVS')))[0]!.id;
}, 120_000);
afterAll(() => t.close());

const accrual = (over: Record<string, unknown> = {}) => ({
  ...RVS,
  voucherDate: DATE,
  description: 'ตั้งค่าไฟฟ้าค้างจ่าย มิ.ย.',
  lines: [
    { accountCode: '5110', description: 'รปภ. มิ.ย.', debit: '12500.75' },
    { accountCode: '2120', description: 'ค้างจ่าย', credit: '12500.75' },
  ],
  ...over,
});
const save = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method: 'POST', url: '/gl/manualvoucher/save', payload });
const cancel = (voucherNo: string, reason: string, as = 'accountant') =>
  t.call({ as, method: 'PUT', url: '/gl/manualvoucher/cancel', payload: { ...RVS, voucherNo, reason } });
const detail = (no: string, as = 'accountant', code = 'RVS') =>
  t.call({ as, method: 'GET', url: `/gl/manualvoucher/${no}?propertyCode=${code}&lang=EN` });
const approve = (documentNo: string, as = 'approver') =>
  t.call({
    as,
    method: 'PUT',
    url: '/pendingapproval/approve',
    payload: { ...RVS, documentType: 'JV', documentNo, action: 'approve' },
  });
async function upload(voucherNo: string) {
  const form = await multipartPayload({ voucherNo, 'files[0].description': 'ใบแจ้งหนี้ค่าไฟ' }, [
    { field: 'files[0].file', name: 'bill.pdf', data: SAMPLE.pdf(), type: 'application/pdf' },
  ]);
  return t.call({
    as: 'accountant',
    method: 'POST',
    url: '/gl/manualvoucher/upload?propertyCode=RVS&lang=EN',
    ...form,
  });
}
const codeOf = (res: { json: () => unknown }) => (res.json() as { code?: string }).code;

async function entriesOf(no: string) {
  return t.database.db
    .select()
    .from(journalEntry)
    .where(
      and(
        eq(journalEntry.propertyId, ids.rvs!),
        eq(journalEntry.documentType, 'JV'),
        eq(journalEntry.documentNo, no),
      ),
    );
}

describe('manual journal vouchers', () => {
  it('refuses unbalanced, one-sided, unusable and receivable lines, saving nothing', async () => {
    const before = (await t.database.db.select().from(manualVoucher)).length;
    const unbalanced = await save(
      accrual({
        lines: [
          { accountCode: '5110', debit: '100' },
          { accountCode: '2120', credit: '99' },
        ],
      }),
    );
    expect(unbalanced.statusCode).toBe(400);
    expect(JSON.stringify(unbalanced.json())).toContain('Total debit and total credit are not equal.');
    const both = await save(
      accrual({
        lines: [
          { accountCode: '5110', debit: '100', credit: '100' },
          { accountCode: '2120', credit: '0' },
        ],
      }),
    );
    expect(both.statusCode).toBe(400);
    expect(JSON.stringify(both.json())).toContain('either a debit or a credit');
    const one = await save(accrual({ lines: [{ accountCode: '5110', debit: '100' }] }));
    expect(one.statusCode).toBe(400);
    // A header account (not postable) and an account the property does not have.
    const header = await save(
      accrual({
        lines: [
          { accountCode: '5100', debit: '100' },
          { accountCode: 'NOPE', credit: '100' },
        ],
      }),
    );
    expect(header.statusCode).toBe(400);
    expect(header.json<{ fields: { path: string }[] }>().fields.map((e) => e.path)).toEqual([
      'lines.0.accountCode',
      'lines.1.accountCode',
    ]);
    // A unit of another property (SKV's units are not RVS's).
    const unit = await save(
      accrual({
        lines: [
          { accountCode: '5110', debit: '100', unitCode: 'NO-SUCH' },
          { accountCode: '2120', credit: '100' },
        ],
      }),
    );
    expect(unit.statusCode).toBe(400);
    const receivable = await save(
      accrual({
        lines: [
          { accountCode: '1121', debit: '100' },
          { accountCode: '4110', credit: '100' },
        ],
      }),
    );
    expect(codeOf(receivable)).toBe('GL022');
    expect((await save(accrual(), 'viewer')).statusCode).toBe(403);
    expect((await t.database.db.select().from(manualVoucher)).length).toBe(before);
  });

  it('without approval steps, a saved voucher posts at once as typed', async () => {
    const res = await save(accrual());
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json().data as { voucherNo: string; status: number };
    expect(saved.status).toBe(4);
    expect(saved.voucherNo).toMatch(/^JV/);
    const [entry] = await entriesOf(saved.voucherNo);
    const lines = await t.database.db.select().from(journalLine).where(eq(journalLine.entryId, entry!.id));
    expect(lines.map((l) => [l.accountCode, l.debit, l.credit]).sort(), JSON.stringify(lines)).toEqual([
      ['2120', '0.00', '12500.75'],
      ['5110', '12500.75', '0.00'],
    ]);
    const shown = (await detail(saved.voucherNo)).json().data;
    expect(shown).toMatchObject({ status: 4, total: '12500.75', journalEntryId: entry!.id });
    expect(shown.lines).toHaveLength(2);
    // Another property's user cannot read it: RVS's number asked under SKV is not found there.
    expect(codeOf(await detail(saved.voucherNo, 'admin', 'SKV'))).toBe('GL019');
  });

  it('with a step, waits for the approver, posts on approval, and cancels by reversal', async () => {
    const step = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/properties/approver',
      payload: { ...RVS, documentType: 'JV', description: 'ผู้จัดการ', userIds: [ids.approver] },
    });
    expect(step.statusCode, step.body).toBe(201);
    const res = await save(accrual({ description: 'ปรับปรุงรายการ' }));
    const { voucherNo, status } = res.json().data as { voucherNo: string; status: number };
    expect(status).toBe(1);
    expect(await entriesOf(voucherNo)).toHaveLength(0);
    // Attachments while waiting.
    const attached = await upload(voucherNo);
    expect(attached.statusCode, attached.body).toBe(200);
    // The month cannot close while it waits.
    const blocked = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/gl/validate?propertyCode=RVS&lang=EN&period=${DATE.slice(0, 7)}`,
    });
    expect(blocked.json().data.blockers).toContainEqual(
      expect.objectContaining({ blocker: 'PENDING_APPROVAL', documentType: 'JV', count: 1 }),
    );
    // The accountant may not approve; the approver (who can read it from the pending screen) does.
    expect((await approve(voucherNo, 'accountant')).statusCode).toBe(403);
    expect((await detail(voucherNo, 'approver')).statusCode).toBe(200);
    const approved = await approve(voucherNo);
    expect(approved.statusCode, approved.body).toBe(200);
    const [entry] = await entriesOf(voucherNo);
    expect(entry).toBeDefined();
    const shown = (await detail(voucherNo)).json().data;
    expect(shown.status).toBe(4);
    expect(shown.files).toHaveLength(1);
    expect(shown.approval.status).toBe('APPROVED');

    expect((await cancel(voucherNo, '')).statusCode).toBe(400);
    const cancelled = await cancel(voucherNo, 'บันทึกซ้ำ');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const entries = await entriesOf(voucherNo);
    expect(entries.map((e) => e.kind).sort()).toEqual(['POST', 'REVERSAL']);
    const after = (await detail(voucherNo)).json().data;
    expect(after).toMatchObject({ status: 3, reason: 'บันทึกซ้ำ' });
    expect(after.reversalEntryId).toBe(entries.find((e) => e.kind === 'REVERSAL')!.id);
    // Twice: the status refuses it, and no second reversal is written.
    expect(codeOf(await cancel(voucherNo, 'again'))).toBe('GL020');
    expect(await entriesOf(voucherNo)).toHaveLength(2);
    // A cancelled voucher takes no files.
    expect(codeOf(await upload(voucherNo))).toBe('GL021');
  });

  it('withdrawn while waiting posts nothing; a closed month refuses a voucher dated in it', async () => {
    const res = await save(accrual({ description: 'ถอน' }));
    const { voucherNo } = res.json().data as { voucherNo: string };
    expect((await cancel(voucherNo, 'ผิด')).statusCode).toBe(200);
    expect(await entriesOf(voucherNo)).toHaveLength(0);
    expect(codeOf(await approve(voucherNo))).toBe('ST303');

    // Close the first month the property has (nothing else of this file is dated there), then try it.
    const closeMonth = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/gl/closed/month',
      payload: { ...RVS, period: '2024-01' },
    });
    expect(closeMonth.statusCode, closeMonth.body).toBe(200);
    const inClosed = await save(accrual({ voucherDate: '2024-01-20' }));
    expect(codeOf(inClosed)).toBe('GL001');
  });
});
