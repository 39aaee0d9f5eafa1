import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExportRow } from '@suanklang/shared';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { PrintMonthModal } from './print-month-modal';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const ID = '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60';
const row = (over: Partial<ExportRow>): ExportRow => ({
  exportId: ID,
  kind: 'INVOICE_MONTH_PDF',
  status: 'QUEUED',
  done: 0,
  total: 0,
  fileName: null,
  error: null,
  ...over,
});

/** The export's states in turn, one per poll; the last one stays. */
function polls(states: ExportRow[]) {
  let i = 0;
  return () => states[Math.min(i++, states.length - 1)];
}

describe("the month's print, made by a server job", () => {
  beforeEach(async () => {
    storeLang('en');
    storePropertyCode('P001');
    await inLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('starts the job, shows its progress, and opens the PDF from the button once it is ready', async () => {
    const server = fakeServer(
      {
        'POST /exports/invoice-month': row({}),
        [`GET /exports/${ID}`]: polls([
          row({ status: 'RUNNING', done: 150, total: 600 }),
          row({ status: 'DONE', done: 600, total: 600, fileName: 'invoices-2026-11.pdf' }),
        ]),
        [`GET /exports/${ID}/file`]: new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        }),
      },
      ['INVOICE'],
    );
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const onClose = vi.fn();
    await renderScreen(<PrintMonthModal open month="2026-11" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Print the invoices of a billing month' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));

    await within(dialog).findByText('Making the file: 25 %');
    expect(server.callsTo('POST', '/exports/invoice-month')[0]?.body).toMatchObject({
      billingMonth: '2026-11',
      docLang: 'en',
    });
    const open = await within(dialog).findByRole('button', { name: 'Open the file' }, { timeout: 5000 });
    expect(within(dialog).getByText('The file is ready.')).toBeTruthy();
    // Nothing opens by itself: a browser would block a tab opened by a timer.
    expect(opened).not.toHaveBeenCalled();
    fireEvent.click(open);
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:pdf', '_blank', 'noopener'));
    expect(server.callsTo('GET', `/exports/${ID}/file`)).toHaveLength(1);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says why when the job failed, and offers no file', async () => {
    fakeServer(
      {
        'POST /exports/invoice-month': row({}),
        [`GET /exports/${ID}`]: row({
          status: 'FAILED',
          error: 'Making the file was stopped by a server restart. Please ask for it again.',
        }),
      },
      ['INVOICE'],
    );
    await renderScreen(<PrintMonthModal open month="2026-11" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await within(dialog).findByText('The file could not be made.');
    expect(within(dialog).getByText(/stopped by a server restart/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Open the file' })).toBeNull();
  });

  it('keeps the form when the month has nothing to print (the error dialog says so)', async () => {
    fakeServer(
      {
        'POST /exports/invoice-month': errorReply(404, { message: 'Invoice not found.', code: 'IN002' }),
      },
      ['INVOICE'],
    );
    await renderScreen(<PrintMonthModal open month="2026-11" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Print' })).toBeTruthy());
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).getByText('Document language')).toBeTruthy();
  });
});
