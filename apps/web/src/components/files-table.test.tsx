import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachmentProblem, FilesTable, type AttachedFile } from './files-table';
import { inLanguage } from './test-lang';

afterEach(cleanup);
beforeEach(async () => {
  await inLanguage('en');
});

const MB = 1024 * 1024;

function fileOf(name: string, size = 1024): File {
  const file = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const uploaded = (id: string, size?: number): AttachedFile => ({
  id,
  fileNameOriginal: `${id}.pdf`,
  description: `file ${id}`,
  createdDate: '2026-03-15T10:20:00+07:00',
  createdBy: 'Somchai',
  url: `https://files.example/${id}`,
  size,
});

function Harness(props: {
  initial: AttachedFile[];
  onChange?: (files: AttachedFile[]) => void;
  disabled?: boolean;
}) {
  const [files, setFiles] = useState(props.initial);
  return (
    <FilesTable
      files={files}
      disabled={props.disabled}
      onChange={(next) => {
        setFiles(next);
        props.onChange?.(next);
      }}
    />
  );
}

/** Opens the add-file dialog, fills it and saves; returns the dialog. */
async function attach(file: File, description = 'Quotation') {
  // The browser's accept filter is only a hint; a user can still pick any file, so the checks must catch it.
  const user = userEvent.setup({ applyAccept: false });
  await user.click(screen.getByRole('button', { name: /Attach file/ }));
  const dialog = await screen.findByRole('dialog');
  if (description) await user.type(within(dialog).getByLabelText('Description'), description);
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('files table', () => {
  it('adds a picked file as not uploaded yet (id null)', async () => {
    const onChange = vi.fn<(files: AttachedFile[]) => void>();
    render(<Harness initial={[]} onChange={onChange} />);
    await attach(fileOf('quote.pdf', 2 * MB));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    const [added] = onChange.mock.calls.at(-1)![0];
    expect(added).toMatchObject({
      id: null,
      fileNameOriginal: 'quote.pdf',
      description: 'Quotation',
      size: 2 * MB,
    });
    expect(added?.blob?.name).toBe('quote.pdf');
    expect(screen.getByText('Not uploaded yet')).toBeTruthy();
  });

  it('refuses a 4th file', async () => {
    const onChange = vi.fn<(files: AttachedFile[]) => void>();
    render(<Harness initial={[uploaded('a'), uploaded('b'), uploaded('c')]} onChange={onChange} />);
    const dialog = await attach(fileOf('d.pdf'));
    expect(await within(dialog).findByText('You can attach no more than 3 files.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an .exe', async () => {
    const onChange = vi.fn<(files: AttachedFile[]) => void>();
    render(<Harness initial={[]} onChange={onChange} />);
    const dialog = await attach(fileOf('setup.exe'));
    expect(await within(dialog).findByText('Cannot attach .exe files.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a name of 101 characters without the extension and accepts 100', async () => {
    const onChange = vi.fn<(files: AttachedFile[]) => void>();
    render(<Harness initial={[]} onChange={onChange} />);
    const dialog = await attach(fileOf(`${'a'.repeat(101)}.pdf`));
    expect(
      await within(dialog).findByText('The file name must not be longer than 100 characters.'),
    ).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(attachmentProblem(fileOf(`${'a'.repeat(100)}.pdf`), [])).toBeNull();
  });

  it('refuses a file over 5 MB', async () => {
    render(<Harness initial={[]} />);
    const dialog = await attach(fileOf('big.pdf', 5 * MB + 1));
    expect(await within(dialog).findByText('The file is larger than 5 MB.')).toBeTruthy();
  });

  it('refuses a file that takes the total over 50 MB, counting files already attached', async () => {
    const onChange = vi.fn<(files: AttachedFile[]) => void>();
    render(<Harness initial={[uploaded('a', 24 * MB), uploaded('b', 24 * MB)]} onChange={onChange} />);
    const dialog = await attach(fileOf('c.pdf', 3 * MB));
    expect(await within(dialog).findByText('The total file size must not exceed 50 MB.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(
      attachmentProblem(fileOf('c.pdf', 2 * MB), [uploaded('a', 24 * MB), uploaded('b', 24 * MB)]),
    ).toBeNull();
  });

  it('requires a description and a file, in Thai', async () => {
    await inLanguage('th');
    render(<Harness initial={[]} />);
    await userEvent.click(screen.getByRole('button', { name: /แนบไฟล์/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('กรุณาระบุคำอธิบายไฟล์')).toBeTruthy();
    expect(await within(dialog).findByText('ไม่พบไฟล์ กรุณาเลือกไฟล์')).toBeTruthy();
  });

  it('removes a file not uploaded yet, and only those', async () => {
    const onChange = vi.fn<(files: AttachedFile[]) => void>();
    const pending: AttachedFile = { id: null, fileNameOriginal: 'new.pdf', description: 'new' };
    render(<Harness initial={[uploaded('a'), pending]} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Remove a.pdf' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove new.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([uploaded('a')]);
  });

  it('links files for download only with the download permission', () => {
    const { unmount } = render(<FilesTable files={[uploaded('a')]} onChange={vi.fn()} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('a.pdf')).toBeTruthy();
    unmount();
    render(<FilesTable files={[uploaded('a')]} onChange={vi.fn()} canDownload />);
    expect(screen.getByRole('link', { name: 'Download a.pdf' }).getAttribute('href')).toBe(
      'https://files.example/a',
    );
  });

  it('downloads through the page when it fetches files itself', async () => {
    const onDownload = vi.fn<(file: AttachedFile) => void>();
    render(<FilesTable files={[uploaded('a')]} onChange={vi.fn()} canDownload onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download a.pdf' }));
    expect(onDownload).toHaveBeenCalledWith(uploaded('a'));
  });

  it('shows the attach date as DD/MM/BBBB HH:mm in Thai', async () => {
    await inLanguage('th');
    render(<FilesTable files={[uploaded('a')]} onChange={vi.fn()} />);
    expect(screen.getByText('15/03/2569 10:20')).toBeTruthy();
  });

  it('hides adding and removing for a cancelled document', () => {
    const pending: AttachedFile = { id: null, fileNameOriginal: 'new.pdf', description: 'new' };
    render(<FilesTable files={[pending]} onChange={vi.fn()} disabled />);
    expect(screen.queryByRole('button', { name: /Attach file/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove new.pdf' })).toBeNull();
  });
});
