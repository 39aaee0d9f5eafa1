import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { requestPaySave } from '@suanklang/shared';
import { requestPayBody, valuesOf } from './request-pay-form';

describe('request-pay save body', () => {
  it('gives a budget request the budget month of its date and its lines only their budget item', () => {
    const body = requestPayBody({
      requestType: 6,
      requestPayDate: dayjs('2026-03-10'),
      supplierCode: 'S001',
      description: ' ค่าทำความสะอาด ',
      vatMode: 'NONE',
      lines: [{ budgetItemCode: 'B01', accountCode: '5101', expenseTypeCode: 'E01', amount: 1500.5 }],
    });
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      requestType: 6,
      requestPayDate: '2026-03-10',
      supplierCode: 'S001',
      description: 'ค่าทำความสะอาด',
      vatMode: 'NONE',
      budgetYear: 2026,
      budgetMonth: 3,
      lines: [{ budgetItemCode: 'B01', amount: '1500.50' }],
    });
    expect(requestPaySave.safeParse({ propertyCode: 'P', ...body }).success).toBe(true);
  });

  it('an advance sends no account, VAT or WHT; a clearing its advance and no WHT', () => {
    const typed = {
      requestPayDate: dayjs('2026-03-10'),
      supplierCode: 'S001',
      description: 'x',
      vatMode: 'EXCLUDE' as const,
      advanceRequestPayNo: 'RQ690300010',
      lines: [{ accountCode: '5101', expenseTypeCode: 'E01', amount: 10, whtRate: 3, whtIncomeRow: '40(2)' }],
    };
    const advance = requestPayBody({ ...typed, requestType: 8 });
    expect(JSON.parse(JSON.stringify(advance))).toMatchObject({
      vatMode: 'NONE',
      lines: [{ amount: '10.00' }],
    });
    expect(advance.advanceRequestPayNo).toBeUndefined();
    expect(requestPaySave.safeParse({ propertyCode: 'P', ...advance }).success).toBe(true);
    const clearing = requestPayBody({ ...typed, requestType: 9 });
    expect(JSON.parse(JSON.stringify(clearing))).toMatchObject({
      vatMode: 'EXCLUDE',
      advanceRequestPayNo: 'RQ690300010',
      lines: [{ accountCode: '5101', expenseTypeCode: 'E01', amount: '10.00' }],
    });
    expect(clearing.lines[0]!.whtRate).toBeUndefined();
    expect(requestPaySave.safeParse({ propertyCode: 'P', ...clearing }).success).toBe(true);
  });

  it('leaves out a zero WHT rate and keeps the number of a request being changed', () => {
    const body = requestPayBody(
      {
        requestType: 1,
        requestPayDate: dayjs('2026-03-10'),
        supplierCode: 'S001',
        description: 'x',
        vatMode: 'EXCLUDE',
        lines: [{ accountCode: '5101', amount: 10, whtRate: 0, whtIncomeRow: '40(2)' }],
      },
      'RQ690300001',
    );
    expect(body.requestPayNo).toBe('RQ690300001');
    expect(body.budgetYear).toBeUndefined();
    expect(JSON.parse(JSON.stringify(body.lines))).toEqual([{ accountCode: '5101', amount: '10.00' }]);
  });

  it('edits a VAT-included line from what was typed: its grand total', () => {
    const values = valuesOf({
      requestPayId: 'r',
      requestPayNo: 'RQ690300001',
      requestType: 1,
      requestPayTypeDescription: '',
      status: 1,
      statusDescription: '',
      requestPayDate: '2026-03-10',
      supplierCode: 'S001',
      supplierName: '',
      referenceNo: null,
      description: 'x',
      amountExcludeVat: '9.35',
      vat: '0.65',
      wht: '0.28',
      grandTotal: '10.00',
      createdBy: null,
      createdDate: '2026-03-10T03:00:00.000Z',
      postingDate: null,
      vatMode: 'INCLUDE',
      supplierAddress: null,
      budgetYear: null,
      budgetMonth: null,
      advanceRequestPayNo: null,
      clearingRequestPayNo: null,
      payable: '0.00',
      unitCode: null,
      pettyCash: null,
      receiptNo: null,
      damages: null,
      damagesAccountCode: null,
      lines: [
        {
          lineNo: 1,
          accountCode: '5101',
          accountName: '',
          expenseTypeCode: null,
          budgetItemCode: null,
          description: null,
          amountExcludeVat: '9.35',
          vat: '0.65',
          whtRate: '3.00',
          whtIncomeRow: '40(2)',
          wht: '0.28',
          grandTotal: '10.00',
          walletType: null,
          invoiceNo: null,
          receiptNo: null,
        },
      ],
      journalEntryId: null,
      reversalEntryId: null,
      reason: null,
      approval: null,
      files: [],
    });
    expect(values.lines?.[0]).toMatchObject({ amount: 10, whtRate: 3, whtIncomeRow: '40(2)' });
  });
});
