import { addMonths } from '@suanklang/accounting';
import { chequeBookSave, paymentVoucherSave, requestPaySave } from '@suanklang/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { appUser } from '../platform/db/schema';
import { databaseFileStorage } from '../platform/files/storage';
import { resolveRights } from '../platform/rights/rights';
import { findRoleGrant } from '../platform/rights/scope.repository';
import { createApprovalsService } from '../modules/approvals/approvals.service';
import { createFileStore } from '../modules/files';
import { createPaymentVoucherService } from '../modules/payment-vouchers/payment-vouchers.service';
import { propertyBankAccount } from '../modules/property-settings';
import { requestPay } from '../modules/request-pay';
import { createRequestPayService } from '../modules/request-pay/request-pay.service';
import { demoAccountant } from './actor';

/** The demo's monthly service bills: payee, what for, the ledger account, amount before VAT; 3% withheld. */
const BILLS = [
  { supplierCode: 'SP-SEC', description: 'ค่าบริการรักษาความปลอดภัย', accountCode: '5110', amount: '85000.00' },
  { supplierCode: 'SP-CLN', description: 'ค่าบริการทำความสะอาด', accountCode: '5120', amount: '42000.00' },
  { supplierCode: 'SP-LIFT', description: 'ค่าบำรุงรักษาลิฟต์', accountCode: '5130', amount: '18500.00' },
] as const;
/** Months of bills paid before the current one. */
const PAID_MONTHS = 3;

/**
 * The demo's payables, made through the services as the office would: for each of the last three months the
 * security, cleaning and lift bills as request-pay (type 1, VAT excluded, 3% withheld as s.3 เตรส services),
 * approved by the demo flow (manager, then approver) and paid by one payment voucher each (transfers from the
 * savings account, the lift by a cheque from the current account's book), so vouchers, 50 ทวิ and the PND 53
 * file have something to show; this month's bills are raised and approved, one still waits for the approver.
 * All or nothing, in one transaction: a start that stops half-way leaves none and the next one makes them.
 */
export async function seedPayables(db: Db, today: string): Promise<void> {
  const accountant = await demoAccountant(db);
  if (!accountant) return;
  const pid = accountant.property.id;
  const [already] = await db
    .select({ id: requestPay.id })
    .from(requestPay)
    .where(eq(requestPay.propertyId, pid))
    .limit(1);
  if (already) return;
  const as = async (username: string) => {
    const [user] = await db.select().from(appUser).where(eq(appUser.username, username));
    if (!user) return null;
    // Approving reads the approver's rights (which document types the role approves), as the routes resolve them.
    const rights = resolveRights(user.isAdmin, await findRoleGrant(db, user.id, pid));
    return { ...accountant, user: { ...accountant.user, id: user.id, username }, rights: rights! };
  };
  const manager = await as('manager');
  const approver = await as('approver');
  if (!manager || !approver) return;
  const accounts = await db.select().from(propertyBankAccount).where(eq(propertyBankAccount.propertyId, pid));
  const savings = accounts.find((a) => a.accountCode === '1113');
  const current = accounts.find((a) => a.accountCode === '1114');
  if (!savings || !current) return;
  const scope = { lang: 'TH', propertyCode: accountant.property.code } as const;

  await db.transaction(async (tx) => {
    const requests = createRequestPayService(tx, createFileStore(databaseFileStorage(db)));
    const vouchers = createPaymentVoucherService(tx);
    const approvals = createApprovalsService(tx);
    const book = await vouchers.saveChequeBook(
      accountant,
      chequeBookSave.parse({
        ...scope,
        accountNoId: current.id,
        bookNumber: 'CQ001',
        firstNo: '30010001',
        lastNo: '30010050',
      }),
    );

    const raise = async (bill: (typeof BILLS)[number], date: string, month: string) => {
      const saved = await requests.save(
        accountant,
        requestPaySave.parse({
          ...scope,
          requestType: 1,
          requestPayDate: date,
          supplierCode: bill.supplierCode,
          description: `${bill.description} ${month}`,
          vatMode: 'EXCLUDE',
          lines: [
            {
              accountCode: bill.accountCode,
              description: bill.description,
              amount: bill.amount,
              whtRate: '3.00',
              whtIncomeRow: '5',
            },
          ],
        }),
      );
      return saved.requestPayNo;
    };
    const approve = async (no: string, steps: (typeof manager)[]) => {
      for (const actor of steps)
        await approvals.act(actor, { documentType: 'RQ', documentNo: no, action: 'approve' });
    };

    const thisMonth = today.slice(0, 7);
    for (let back = PAID_MONTHS; back >= 1; back--) {
      const month = addMonths(thisMonth, -back);
      for (const bill of BILLS) {
        const no = await raise(bill, `${month}-05`, month);
        await approve(no, [manager, approver]);
        const [payable] = await vouchers.payable(accountant, bill.supplierCode);
        const byCheque = bill.supplierCode === 'SP-LIFT';
        await vouchers.save(
          accountant,
          paymentVoucherSave.parse({
            ...scope,
            paymentVoucherDate: `${month}-15`,
            supplierCode: bill.supplierCode,
            description: `จ่าย${bill.description} ${month}`,
            requestPayNos: [no],
            payments: [
              byCheque
                ? { method: 'CHEQUE', chequeBookId: book.chequeBookId, amount: payable!.remain }
                : { method: 'TRANSFER', accountNoId: savings.id, amount: payable!.remain },
            ],
          }),
        );
      }
    }
    // This month: raised on the 5th (or today, early in the month); two approved and unpaid, one still waiting.
    const date = today.slice(8, 10) >= '05' ? `${thisMonth}-05` : today;
    for (const [i, bill] of BILLS.entries()) {
      const no = await raise(bill, date, thisMonth);
      await approve(no, i === BILLS.length - 1 ? [manager] : [manager, approver]);
    }
  });
}
