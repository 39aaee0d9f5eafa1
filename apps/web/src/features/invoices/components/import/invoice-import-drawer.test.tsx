import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { InvoiceImportCommitted, InvoiceImportResult, InvoiceImportRow } from '@suanklang/shared';
import '../../../../i18n';
import { confirmCustom, showSuccess } from '../../../../components/dialogs';
import { inLanguage } from '../../../../components/test-lang';
import { saveBinary } from '../../../../lib/http/download';
import { storeLang, storePropertyCode } from '../../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen } from '../../../../lib/settings/test-screen';
import { InvoiceImportDrawer } from './invoice-import-drawer';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../../components/dialogs', () => ({
  showSuccess: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('../../../../lib/http/download', () => ({ saveBinary: vi.fn(), openBinary: vi.fn() }));

const EDIT = ['INVOICE', 'INVOICE_EDIT'] as const;
const UPLOAD_ID = '7d0f8a52-8c1d-4f7e-9a2b-3c4d5e6f7a81';

function row(rowNo: number, unitCode: string, extra: Partial<InvoiceImportRow> = {}): InvoiceImportRow {
  return {
    rowNo,
    unitCode,
    expenseType: 'CF',
    invoiceDate: '2024-01-01',
    dueDate: '2024-01-15',
    billingMonth: '2024-01',
    amountExcludeVat: '1500.00',
    vat: '0.00',
    grandTotal: '1500.00',
    invoiceNoSap: null,
    errors: [],
    ...extra,
  };
}

function result(rows: InvoiceImportRow[], extra: Partial<InvoiceImportResult> = {}): InvoiceImportResult {
  const errorCount = rows.filter((r) => r.errors.length > 0).length;
  return {
    uploadId: UPLOAD_ID,
    kind: 'OVERDUE',
    status: errorCount > 0 ? 'FAILED' : 'VALIDATED',
    fileName: 'debts.csv',
    rowCount: rows.length,
    errorCount,
    grandTotal: '3000.00',
    rows,
    ...extra,
  };
}

const bad = result([
  row(2, 'A0101'),
  row(3, 'Z9999', {
    amountExcludeVat: '12.345',
    grandTotal: null,
    errors: [{ column: 'unitCode', code: 'UN002', message: 'ไม่พบห้องชุด' }],
  }),
]);

const committed: InvoiceImportCommitted = {
  uploadId: UPLOAD_ID,
  status: 'COMMITTED',
  invoiceCount: 2,
  grandTotal: '3000.00',
  invoices: [
    { rowNo: 2, invoiceId: '0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a81', invoiceNo: 'IN670100001' },
    { rowNo: 3, invoiceId: '1b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a82', invoiceNo: 'IN670100002' },
  ],
};

function chooseFile(name: string, content = 'propertyCode,unitCode\n') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/csv' })] } });
}
const button = (id: string) => document.getElementById(id) as HTMLButtonElement;

describe('invoice import drawer', () => {
  beforeEach(async () => {
    storeLang('th');
    storePropertyCode('P001');
    await inLanguage('th');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows each row of a file with errors in red, and commit stays disabled', async () => {
    const server = fakeServer(
      {
        'POST /invoices/v1/upload': bad,
        'GET /invoices/v1/upload/error': new Response(new Blob(['x']), { status: 200 }),
      },
      EDIT,
    );
    await renderScreen(<InvoiceImportDrawer open onClose={vi.fn()} />);
    expect(await screen.findByText('ยอดหนี้ค้างชำระยกมา')).toBeTruthy();
    chooseFile('debts.csv');

    const message = await screen.findByText('unitCode: ไม่พบห้องชุด');
    expect(message.closest('.ant-typography-danger')).not.toBeNull();
    const form = server.callsTo('POST', '/invoices/v1/upload')[0]!.body as FormData;
    expect(form.get('kind')).toBe('OVERDUE');
    expect((form.get('file') as File).name).toBe('debts.csv');
    expect(screen.getByText('ไฟล์มีแถวที่ไม่ถูกต้อง')).toBeTruthy();
    expect(screen.getByText(/มี 1 จาก 2 แถวที่ไม่ถูกต้อง/)).toBeTruthy();
    // The bad row comes first, with what was typed.
    expect(screen.getByText('12.345')).toBeTruthy();
    expect(button('import-commit').disabled).toBe(true);

    fireEvent.click(button('import-error-rows'));
    await waitFor(() => expect(saveBinary).toHaveBeenCalledTimes(1));
    expect(server.callsTo('GET', '/invoices/v1/upload/error')[0]!.query.get('uploadId')).toBe(UPLOAD_ID);
    expect(server.callsTo('POST', '/invoices/v1/upload/submit')).toHaveLength(0);
  });

  it('commits a good SAP file after a confirmation and reports the invoice count', async () => {
    const good = result(
      [row(2, 'A0101', { invoiceNoSap: '5100000001' }), row(3, 'A0102', { invoiceNoSap: '5100000002' })],
      { kind: 'SAP' },
    );
    const server = fakeServer(
      { 'POST /invoices/v1/upload': good, 'POST /invoices/v1/upload/submit': committed },
      EDIT,
    );
    await renderScreen(<InvoiceImportDrawer open onClose={vi.fn()} />);
    fireEvent.click(await screen.findByText('ใบแจ้งหนี้จาก SAP'));
    chooseFile('sap.xlsx');

    expect(await screen.findByText('ข้อมูลทั้ง 2 แถวถูกต้อง สามารถบันทึกได้')).toBeTruthy();
    expect((server.callsTo('POST', '/invoices/v1/upload')[0]!.body as FormData).get('kind')).toBe('SAP');
    expect(screen.getByText('5100000001')).toBeTruthy();
    expect(screen.getAllByText('1,500.00').length).toBeGreaterThan(0);
    expect(button('import-commit').disabled).toBe(false);

    fireEvent.click(button('import-commit'));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('ออกใบแจ้งหนี้แล้ว 2 ฉบับ'));
    expect(confirmCustom).toHaveBeenCalledTimes(1);
    expect(server.callsTo('POST', '/invoices/v1/upload/submit')[0]!.body).toMatchObject({
      uploadId: UPLOAD_ID,
      propertyCode: 'P001',
    });
    expect(await screen.findByText('เลขที่ IN670100001 ถึง IN670100002 รวม 3,000.00 บาท')).toBeTruthy();
    expect(document.getElementById('import-commit')).toBeNull();
  });

  it('follows a commit the server works as a job: its progress, then the invoices it made', async () => {
    const good = result([row(2, 'A0101'), row(3, 'A0102')]);
    const server = fakeServer(
      {
        'POST /invoices/v1/upload': good,
        'POST /invoices/v1/upload/submit': {
          uploadId: UPLOAD_ID,
          status: 'COMMITTING',
          done: 1500,
          total: 8000,
        },
        'GET /invoices/v1/upload/status': committed,
      },
      EDIT,
    );
    await renderScreen(<InvoiceImportDrawer open onClose={vi.fn()} />);
    chooseFile('debts.csv');
    await screen.findByText('ข้อมูลทั้ง 2 แถวถูกต้อง สามารถบันทึกได้');
    fireEvent.click(button('import-commit'));
    expect(await screen.findByText('บันทึกแล้ว 1,500 จาก 8,000 แถว')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าการบันทึก' })).toBeTruthy();
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('ออกใบแจ้งหนี้แล้ว 2 ฉบับ'), { timeout: 5_000 });
    expect(server.callsTo('GET', '/invoices/v1/upload/status')[0]!.query.get('uploadId')).toBe(UPLOAD_ID);
    expect(await screen.findByText('เลขที่ IN670100001 ถึง IN670100002 รวม 3,000.00 บาท')).toBeTruthy();
    expect(screen.queryByText('บันทึกแล้ว 1,500 จาก 8,000 แถว')).toBeNull();
  });

  it('shows the rows again when the server refuses the commit (the data changed since the upload)', async () => {
    const good = result([row(2, 'A0101'), row(3, 'A0102')]);
    const refused = result([
      row(2, 'A0101'),
      row(3, 'A0102', {
        errors: [{ column: 'invoiceDate', code: 'GL001', message: 'This accounting period is closed.' }],
      }),
    ]);
    fakeServer(
      {
        'POST /invoices/v1/upload': good,
        'POST /invoices/v1/upload/submit': errorReply(409, {
          code: 'IN015',
          message: 'This import has rows with errors and cannot be committed.',
          data: refused,
        }),
      },
      EDIT,
    );
    await inLanguage('en');
    storeLang('en');
    await renderScreen(<InvoiceImportDrawer open onClose={vi.fn()} />);
    expect(await screen.findByText('Overdue debts brought forward')).toBeTruthy();
    chooseFile('debts.csv');
    await screen.findByText('All 2 rows are correct: they can be committed.');
    fireEvent.click(button('import-commit'));
    expect(await screen.findByText('invoiceDate: This accounting period is closed.')).toBeTruthy();
    expect(screen.getByText('This import has rows with errors and cannot be committed.')).toBeTruthy();
    expect(button('import-commit').disabled).toBe(true);
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('refuses a file type outside the import list without sending it, and downloads the template', async () => {
    const server = fakeServer(
      { 'GET /invoices/v1/download': new Response(new Blob(['x']), { status: 200 }) },
      EDIT,
    );
    await renderScreen(<InvoiceImportDrawer open onClose={vi.fn()} />);
    await screen.findByText('ยอดหนี้ค้างชำระยกมา');
    chooseFile('debts.pdf');
    expect(await screen.findByText('ไม่สามารถนำเข้าไฟล์ .pdf ได้ กรุณาเลือกไฟล์ CSV, TXT หรือ XLSX')).toBeTruthy();
    expect(server.callsTo('POST', '/invoices/v1/upload')).toHaveLength(0);
    fireEvent.click(button('import-template'));
    await waitFor(() => expect(saveBinary).toHaveBeenCalledTimes(1));
    expect(server.callsTo('GET', '/invoices/v1/download')[0]!.query.get('kind')).toBe('OVERDUE');
    // Opening debts, whose total the opening trial balance holds: they meet it in the clearing account.
    fireEvent.click(screen.getByText('ยอดหนี้ยกมาเริ่มใช้ระบบ (อยู่ในงบทดลองยกมาแล้ว)'));
    expect(await screen.findByText(/เครดิตบัญชีพักยอดยกมา \(ไม่บันทึกเป็นรายได้อีก\)/)).toBeTruthy();
    fireEvent.click(button('import-template'));
    await waitFor(() => expect(saveBinary).toHaveBeenCalledTimes(2));
    expect(server.callsTo('GET', '/invoices/v1/download')[1]!.query.get('kind')).toBe('OPENING');
    expect(saveBinary).toHaveBeenLastCalledWith(expect.anything(), 'opening-debt-template.xlsx');
  });
});
