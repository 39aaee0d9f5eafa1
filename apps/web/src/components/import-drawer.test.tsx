import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmCustom, showSuccess } from './dialogs';
import {
  checkImportFile,
  ImportDrawer,
  ImportFlow,
  ImportRowsTable,
  type ImportCheck,
  type ImportFlowProps,
} from './import-drawer';
import { inLanguage } from './test-lang';

vi.mock('./dialogs', () => ({
  showSuccess: vi.fn(),
  showError: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

type Row = { rowNo: number; code: string; errors: { column?: string | null; message: string }[] };
type Batch = { id: string; rows: Row[]; ok: boolean };
type Done = { count: number };

const good = (rowNo: number, code: string): Row => ({ rowNo, code, errors: [] });
const bad = (rowNo: number, code: string, message: string): Row => ({
  rowNo,
  code,
  errors: [{ column: 'code', message }],
});
const batch = (rows: Row[]): Batch => ({ id: 'B1', rows, ok: rows.every((r) => r.errors.length === 0) });

const check = (b: Batch): ImportCheck<Row> => ({
  rows: b.rows,
  rowCount: b.rows.length,
  errorCount: b.rows.filter((r) => r.errors.length > 0).length,
  total: '1,500.00',
  committable: b.ok,
});

class Refused extends Error {
  constructor(readonly batch: Batch) {
    super('The rows changed since the upload');
  }
}

function flowProps(over: Partial<ImportFlowProps<Row, Batch, Done>> = {}): ImportFlowProps<Row, Batch, Done> {
  return {
    ids: { upload: 'thing-upload', commit: 'thing-commit' },
    upload: vi.fn(() => Promise.resolve(batch([good(2, 'A1'), good(3, 'A2')]))),
    check,
    commit: vi.fn(() => Promise.resolve({ count: 2 })),
    refusal: (error) => (error instanceof Refused ? { checked: error.batch, message: error.message } : null),
    columns: [{ title: 'Code', dataIndex: 'code', key: 'code' }],
    texts: {
      confirmText: (b) => `Save ${b.rows.length} things?`,
      committed: (done) => `${done.count} things saved`,
    },
    ...over,
  };
}

function fileOf(name: string, size = 100): File {
  const file = new File(['code\nA1\n'], name, { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}
const button = (id: string) => document.getElementById(id) as HTMLButtonElement;
const bodyRows = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
const currentStep = () => document.querySelector('.ant-steps-item-active .ant-steps-item-title')?.textContent;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
beforeEach(async () => {
  await inLanguage('en');
});

describe('import file check', () => {
  it('allows the listed extensions in any case and refuses others and files above the limit', () => {
    expect(checkImportFile({ name: 'a.CSV', size: 10 }, ['.csv'], 100)).toBeNull();
    expect(checkImportFile({ name: 'a.pdf', size: 10 }, ['.csv'], 100)).toEqual({
      kind: 'wrongType',
      ext: 'pdf',
    });
    expect(checkImportFile({ name: 'noext', size: 10 }, ['.csv'], 100)).toEqual({
      kind: 'wrongType',
      ext: '',
    });
    expect(checkImportFile({ name: 'a.csv', size: 101 }, ['.csv'], 100)).toEqual({ kind: 'tooLarge' });
    expect(checkImportFile({ name: 'a.csv', size: 10_000 }, ['.csv'], undefined)).toBeNull();
  });
});

describe('import flow', () => {
  it('refuses a file of another type or above 5 MB in the shared wording, without sending it', async () => {
    const props = flowProps();
    render(<ImportFlow {...props} />);
    choose(fileOf('things.pdf'));
    expect(await screen.findByText('Cannot import .pdf files: choose a CSV, TXT or XLSX file.')).toBeTruthy();
    choose(fileOf('things.xlsx', 5_242_881));
    expect(await screen.findByText('The file is larger than 5 MB.')).toBeTruthy();
    expect(screen.queryByText(/pdf files/)).toBeNull();
    expect(props.upload).not.toHaveBeenCalled();
    expect(currentStep()).toBe('Choose a file');
  });

  it('reviews a file with a bad row: counts, the bad row first with its column, and no commit', async () => {
    const props = flowProps({
      upload: vi.fn(() => Promise.resolve(batch([good(2, 'A1'), bad(3, 'Z9', 'No such unit')]))),
    });
    render(<ImportFlow {...props} />);
    choose(fileOf('things.csv'));
    const problem = await screen.findByText('code: No such unit');
    expect(problem.closest('.ant-typography-danger')).not.toBeNull();
    expect(vi.mocked(props.upload).mock.calls[0]![0].name).toBe('things.csv');
    expect(bodyRows().map((r) => r.querySelector('td')?.textContent)).toEqual(['3', '2']);
    expect(within(bodyRows()[1] as HTMLElement).getByText('Correct')).toBeTruthy();
    const stats = [...document.querySelectorAll('.ant-statistic')].map((s) => s.textContent);
    expect(stats).toEqual(['Rows2', 'Correct rows1', 'Rows with errors1', 'Total (THB)1,500.00']);
    expect(screen.getByText('The file has rows with errors')).toBeTruthy();
    expect(screen.getByText(/1 of 2 rows have errors/)).toBeTruthy();
    expect(button('thing-commit').disabled).toBe(true);
    expect(document.querySelector('.ant-steps-item-error')?.textContent).toContain('Check the rows');
  });

  it('commits a good file after a confirmation and says how much was saved', async () => {
    const props = flowProps();
    render(<ImportFlow {...props} />);
    choose(fileOf('things.xlsx'));
    expect(await screen.findByText('All 2 rows are correct: they can be committed.')).toBeTruthy();
    expect(currentStep()).toBe('Commit');
    fireEvent.click(button('thing-commit'));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('2 things saved'));
    expect(confirmCustom).toHaveBeenCalledWith('Commit the import?', 'Save 2 things?');
    expect(props.commit).toHaveBeenCalledWith(expect.objectContaining({ id: 'B1' }));
    expect(screen.getByText('2 things saved')).toBeTruthy();
    expect(document.getElementById('thing-commit')).toBeNull();
    expect(document.querySelectorAll('.ant-steps-item-finish')).toHaveLength(3);
  });

  it('does not commit when the confirmation is declined', async () => {
    vi.mocked(confirmCustom).mockResolvedValueOnce(false);
    const props = flowProps();
    render(<ImportFlow {...props} />);
    choose(fileOf('things.csv'));
    await screen.findByText('All 2 rows are correct: they can be committed.');
    fireEvent.click(button('thing-commit'));
    await waitFor(() => expect(confirmCustom).toHaveBeenCalled());
    expect(props.commit).not.toHaveBeenCalled();
    expect(button('thing-commit').disabled).toBe(false);
  });

  it('shows the rows again with the reason when the server refuses the commit', async () => {
    const props = flowProps({
      commit: vi.fn(() => Promise.reject(new Refused(batch([good(2, 'A1'), bad(3, 'A2', 'Period closed')])))),
    });
    render(<ImportFlow {...props} />);
    choose(fileOf('things.csv'));
    await screen.findByText('All 2 rows are correct: they can be committed.');
    fireEvent.click(button('thing-commit'));
    expect(await screen.findByText('code: Period closed')).toBeTruthy();
    expect(screen.getByText('The rows changed since the upload')).toBeTruthy();
    expect(button('thing-commit').disabled).toBe(true);
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('shows the upload under way, and nothing but the button again when the upload fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const props = flowProps({
      upload: vi.fn(
        () =>
          new Promise<Batch>((_resolve, reject) => {
            fail = reject;
          }),
      ),
    });
    render(<ImportFlow {...props} />);
    choose(fileOf('things.csv'));
    await waitFor(() => expect(button('thing-upload').className).toContain('ant-btn-loading'));
    expect(currentStep()).toBe('Check the rows');
    fail(new Error('refused'));
    await waitFor(() => expect(button('thing-upload').className).not.toContain('ant-btn-loading'));
    expect(document.querySelector('.ant-table')).toBeNull();
    expect(currentStep()).toBe('Choose a file');
  });

  it('takes the feature wording, its intro, tools and actions', async () => {
    const props = flowProps({
      texts: {
        choose: 'Pick a thing file',
        rowOk: 'Fine',
        ready: (count) => `${count} fine things`,
        commit: 'Save things',
        confirmText: () => 'Sure?',
        committed: () => 'Saved',
      },
      intro: (busy) => <p>{busy ? 'busy' : 'Things are imported here'}</p>,
      tools: <button type="button">Template</button>,
      actions: (b, c) => <button type="button">{`Download ${b.id} (${c.rowCount})`}</button>,
    });
    render(<ImportFlow {...props} />);
    expect(screen.getByText('Things are imported here')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Template' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Pick a thing file/ })).toBeTruthy();
    choose(fileOf('things.txt'));
    expect(await screen.findByText('2 fine things')).toBeTruthy();
    expect(screen.getAllByText('Fine')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Download B1 (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Save things/ })).toBeTruthy();
  });
});

describe('import drawer', () => {
  function Harness(props: ImportFlowProps<Row, Batch, Done>) {
    const [open, setOpen] = useState(true);
    const [kind, setKind] = useState('one');
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          reopen
        </button>
        <button type="button" onClick={() => setKind('two')}>
          other kind
        </button>
        <ImportDrawer
          open={open}
          onClose={() => setOpen(false)}
          title="Import things"
          resetKey={kind}
          {...props}
        />
      </>
    );
  }

  it('opens titled, and forgets the file when closed or when another kind is chosen', async () => {
    render(<Harness {...flowProps()} />);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Import things')).toBeTruthy();
    choose(fileOf('things.csv'));
    await screen.findByText('All 2 rows are correct: they can be committed.');
    fireEvent.click(screen.getByRole('button', { name: 'other kind' }));
    await waitFor(() => expect(document.querySelector('.ant-table')).toBeNull());

    choose(fileOf('things.csv'));
    await screen.findByText('All 2 rows are correct: they can be committed.');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/All 2 rows are correct/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    await screen.findByRole('dialog');
    expect(document.getElementById('thing-upload')).not.toBeNull();
    expect(document.querySelector('.ant-table')).toBeNull();
  });
});

describe('import rows table', () => {
  it('lists plain-text problems too, bad rows first', () => {
    type Plain = { rowNo: number; unit: string; errors: string[] };
    render(
      <ImportRowsTable<Plain>
        columns={[{ title: 'Unit', dataIndex: 'unit', key: 'unit' }]}
        rows={[
          { rowNo: 2, unit: 'A-101', errors: [] },
          { rowNo: 3, unit: 'Z-999', errors: ['Unit not found', 'Reading below the last one'] },
        ]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Row',
      'Unit',
      'Check result',
    ]);
    expect(bodyRows()[0]?.textContent).toContain('Z-999');
    expect(screen.getByText('Unit not found')).toBeTruthy();
    expect(screen.getByText('Reading below the last one')).toBeTruthy();
    expect(screen.getByText('Correct')).toBeTruthy();
  });
});
