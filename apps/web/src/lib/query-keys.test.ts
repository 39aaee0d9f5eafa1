import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { partialMatchKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import * as keys from './query-keys';
import {
  agingKeys,
  approvalKeys,
  billingKeys,
  chequeKeys,
  creditNoteKeys,
  customerKeys,
  depositKeys,
  glKeys,
  invalidateAll,
  invalidates,
  invoiceKeys,
  notificationKeys,
  propertyKeys,
  receiptKeys,
  referenceKeys,
  unitKeys,
  walletKeys,
  type ChangeKind,
} from './query-keys';

/** Whether the change marks the query stale: the same prefix match invalidateQueries does. */
const reaches = (change: ChangeKind, queryKey: QueryKey) =>
  invalidates[change].some((key) => partialMatchKey(queryKey, key));

const search = { page: 1, pageSize: 20 };

describe('key factories', () => {
  it('build every key from the general to the particular', () => {
    expect(partialMatchKey(invoiceKeys.list(search), invoiceKeys.lists())).toBe(true);
    expect(partialMatchKey(invoiceKeys.lists(), invoiceKeys.all)).toBe(true);
    expect(partialMatchKey(receiptKeys.detail('r1'), receiptKeys.details())).toBe(true);
    expect(partialMatchKey(receiptKeys.detail('r1'), receiptKeys.lists())).toBe(false);
    expect(partialMatchKey(approvalKeys.config('CN'), approvalKeys.configs())).toBe(true);
    expect(partialMatchKey(unitKeys.options('A'), unitKeys.optionLists())).toBe(true);
    expect(partialMatchKey(referenceKeys.paymentAccounts('RC', 1), referenceKeys.accounts())).toBe(true);
  });

  it('keep only the property list across a property change (every other root is reset)', () => {
    const roots = Object.entries(keys).flatMap(([name, value]) =>
      typeof value === 'object' && 'all' in value ? [[name, value.all[0]] as const] : [],
    );
    expect(roots.length).toBeGreaterThan(20);
    for (const [name, root] of roots) {
      if (name === 'propertyKeys') expect(root).toBe('properties');
      else expect(root, name).not.toBe('properties');
    }
    expect(propertyKeys.all).toEqual(['properties']);
  });
});

describe('what each change invalidates', () => {
  it('a receipt saved or cancelled reaches invoices, wallets, cheques, deposits, credit notes and the aging', () => {
    for (const change of ['receiptSaved', 'receiptCancelled'] as const) {
      expect(reaches(change, receiptKeys.list(search))).toBe(true);
      expect(reaches(change, invoiceKeys.list(search))).toBe(true);
      expect(reaches(change, invoiceKeys.detail('i1'))).toBe(true);
      // The receipt form's open invoices and the surcharge preview are invoices too.
      expect(reaches(change, invoiceKeys.payable('A-101'))).toBe(true);
      expect(reaches(change, invoiceKeys.surcharge('2026-11-25'))).toBe(true);
      expect(reaches(change, walletKeys.unit('A-101'))).toBe(true);
      expect(reaches(change, chequeKeys.detail('c1'))).toBe(true);
      expect(reaches(change, chequeKeys.usable(''))).toBe(true);
      expect(reaches(change, depositKeys.undeposited())).toBe(true);
      expect(reaches(change, creditNoteKeys.unitReceipts('A-101'))).toBe(true);
      expect(reaches(change, agingKeys.report({ asOf: '2026-11-25', buckets: '30,60,90' }))).toBe(true);
      expect(reaches(change, unitKeys.list(search))).toBe(false);
      expect(reaches(change, customerKeys.detail('C1'))).toBe(false);
    }
  });

  it("a receipt's remark, customer or reprint reason reaches the receipt only", () => {
    expect(reaches('receiptEdited', receiptKeys.detail('r1'))).toBe(true);
    expect(reaches('receiptEdited', invoiceKeys.list(search))).toBe(false);
    expect(reaches('receiptEdited', agingKeys.all)).toBe(false);
  });

  it('an invoice issued, imported, surcharged or billed reaches the aging and what can be credited', () => {
    const changes = ['invoiceSaved', 'invoicesImported', 'surchargeCreated', 'billingRunFinished'] as const;
    for (const change of changes) {
      expect(reaches(change, invoiceKeys.list(search))).toBe(true);
      expect(reaches(change, invoiceKeys.payable('A-101'))).toBe(true);
      expect(reaches(change, creditNoteKeys.openLines('A-101'))).toBe(true);
      expect(reaches(change, agingKeys.report({ asOf: '2026-11-25', buckets: '30' }))).toBe(true);
      expect(reaches(change, walletKeys.unit('A-101'))).toBe(false);
    }
    expect(reaches('billingRunFinished', billingKeys.summary('2026-11'))).toBe(true);
    expect(reaches('billingRunFinished', billingKeys.meters({ month: '2026-11', meterTypeCode: 'W' }))).toBe(
      true,
    );
    expect(reaches('billingRunFinished', billingKeys.runList(search))).toBe(true);
    expect(reaches('invoiceCustomerDetailSaved', agingKeys.all)).toBe(false);
  });

  it('a credit note waiting for approval changes the approval count, not the invoices', () => {
    expect(reaches('creditNoteChanged', creditNoteKeys.list(search))).toBe(true);
    expect(reaches('creditNoteChanged', approvalKeys.pending(search))).toBe(true);
    expect(reaches('creditNoteChanged', notificationKeys.user('P001'))).toBe(true);
    expect(reaches('creditNoteChanged', invoiceKeys.list(search))).toBe(false);
  });

  it('a credit note approved at its save (no approval set up) moves the invoices and their statements', () => {
    expect(reaches('creditNotePosted', creditNoteKeys.list(search))).toBe(true);
    expect(reaches('creditNotePosted', invoiceKeys.statement('unit', 'A-101', { from: '2026-01-01' }))).toBe(
      true,
    );
    expect(reaches('creditNotePosted', invoiceKeys.list(search))).toBe(true);
    expect(reaches('creditNotePosted', walletKeys.unit('A-101'))).toBe(true);
  });

  it('an approval changes the count and the document, which the last approval posts', () => {
    expect(reaches('approvalActed', approvalKeys.pending(search))).toBe(true);
    expect(reaches('approvalActed', approvalKeys.flow('CN', 'CN001'))).toBe(true);
    expect(reaches('approvalActed', notificationKeys.user('P001'))).toBe(true);
    // The menu's badge counts from the property config.
    expect(reaches('approvalActed', keys.propertyConfigKeys.property('P001'))).toBe(true);
    expect(reaches('approvalActed', creditNoteKeys.detail('n1'))).toBe(true);
    expect(reaches('approvalActed', invoiceKeys.detail('i1'))).toBe(true);
    expect(reaches('approvalActed', walletKeys.unit('A-101'))).toBe(true);
    expect(reaches('approvalActed', agingKeys.all)).toBe(true);
    expect(reaches('approvalStepsSaved', approvalKeys.config('CN'))).toBe(true);
    expect(reaches('approvalStepsSaved', approvalKeys.pending(search))).toBe(false);
  });

  it("a deposit changes its receipts' payments and its cheques, not the aging", () => {
    for (const change of ['depositSaved', 'depositCancelled'] as const) {
      expect(reaches(change, depositKeys.list(search))).toBe(true);
      expect(reaches(change, depositKeys.undeposited())).toBe(true);
      expect(reaches(change, receiptKeys.detail('r1'))).toBe(true);
      expect(reaches(change, chequeKeys.list(search))).toBe(true);
      expect(reaches(change, agingKeys.all)).toBe(false);
    }
  });

  it('a bill-payment file makes receipts and a deposit of them', () => {
    for (const change of ['receiptSaved', 'depositSaved'] as const) {
      for (const key of invalidates[change]) expect(reaches('billPaymentCommitted', key)).toBe(true);
    }
    expect(reaches('billPaymentUploaded', depositKeys.billPayments())).toBe(true);
    expect(reaches('billPaymentUploaded', receiptKeys.all)).toBe(false);
  });

  it('a returned cheque cancels its receipts; other status changes reach the deposits listing it', () => {
    for (const key of invalidates.receiptCancelled) expect(reaches('chequeReturned', key)).toBe(true);
    expect(reaches('chequeStatusChanged', chequeKeys.detail('c1'))).toBe(true);
    expect(reaches('chequeStatusChanged', depositKeys.detail('d1'))).toBe(true);
    expect(reaches('chequeStatusChanged', receiptKeys.all)).toBe(false);
    expect(reaches('chequeSaved', chequeKeys.usable('12'))).toBe(true);
  });

  it("every change to an invoice, receipt or credit note reaches the customers' and units' statements", () => {
    const statement = invoiceKeys.statement('unit', 'A0303', { from: '2026-01-01', to: '2026-11-27' });
    for (const change of [
      'invoiceSaved',
      'invoicesImported',
      'surchargeCreated',
      'billingRunFinished',
      'receiptSaved',
      'receiptCancelled',
      'approvalActed',
      'chequeReturned',
      'billPaymentCommitted',
    ] as const)
      expect(reaches(change, statement), change).toBe(true);
    expect(reaches('depositSaved', statement)).toBe(false);
  });

  it("a posting or a month close reaches the general ledger's list, entries and month check only", () => {
    for (const change of ['glPosted', 'glMonthChanged'] as const) {
      expect(reaches(change, glKeys.list({ period: '2026-10', pageSize: 20 }))).toBe(true);
      expect(reaches(change, glKeys.detail('e1'))).toBe(true);
      expect(reaches(change, glKeys.validation('2026-10'))).toBe(true);
      expect(reaches(change, invoiceKeys.all)).toBe(false);
    }
  });

  it('a wallet refund reaches both screens that show the balances', () => {
    expect(reaches('walletRefunded', walletKeys.unit('A-101'))).toBe(true);
    expect(reaches('walletRefunded', invoiceKeys.all)).toBe(false);
  });

  it('master data reaches the pickers and lookups built from it', () => {
    expect(reaches('unitSaved', unitKeys.options(''))).toBe(true);
    expect(reaches('customerSaved', unitKeys.options('A'))).toBe(true);
    expect(reaches('customerSaved', customerKeys.options('So'))).toBe(true);
    expect(reaches('accountSaved', referenceKeys.paymentAccounts('RC', 1))).toBe(true);
    expect(reaches('accountRolesSaved', referenceKeys.refundAccounts())).toBe(true);
    expect(reaches('expenseTypeSaved', billingKeys.types())).toBe(true);
    expect(reaches('propertySaved', propertyKeys.all)).toBe(true);
  });
});

describe('invalidateAll', () => {
  it('marks stale exactly the queries under the declared keys', async () => {
    const client = new QueryClient();
    const seeded = {
      invoices: invoiceKeys.list(search),
      wallet: walletKeys.unit('A-101'),
      aging: agingKeys.report({ asOf: '2026-11-25', buckets: '30' }),
      unit: unitKeys.detail('A-101'),
      types: receiptKeys.types(),
    };
    for (const key of Object.values(seeded)) client.setQueryData(key, { seeded: true });

    await invalidateAll(client, invalidates.receiptSaved);

    const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;
    expect(stale(seeded.invoices)).toBe(true);
    expect(stale(seeded.wallet)).toBe(true);
    expect(stale(seeded.aging)).toBe(true);
    expect(stale(seeded.types)).toBe(true);
    expect(stale(seeded.unit)).toBe(false);
  });
});

describe('the web app', () => {
  const root = join(__dirname, '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('writes no query key by hand: every key and invalidation goes through lib/query-keys', () => {
    const handWritten = sources(root).flatMap((file) => {
      if (file.endsWith('query-keys.ts')) return [];
      const text = readFileSync(file, 'utf8');
      const found = [
        ...text.matchAll(/queryKey: \[|invalidateQueries\(\{ queryKey|setQueryData(<[^>]*>)?\(\[/g),
      ];
      return found.map((match) => `${relative(root, file)}: ${match[0]}`);
    });
    expect(handWritten).toEqual([]);
  });
});
