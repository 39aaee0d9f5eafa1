import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, message } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  confirmCustom,
  confirmSure,
  showConfigChecklist,
  showError,
  showSaved,
  showSuccess,
  showWarning,
} from './dialogs';
import { LIVE_REGION_ID } from './announce';
import { inLanguage } from './test-lang';

/** antd removes a closed dialog after its animation; wait so the next test starts with none. */
async function closeAll() {
  act(() => Modal.destroyAll());
  await waitFor(() => expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(0));
}

afterEach(async () => {
  await closeAll();
  cleanup();
});
beforeEach(async () => {
  await inLanguage('en');
});

async function dialog(): Promise<HTMLElement> {
  const all = await screen.findAllByRole('dialog');
  return all.at(-1)!;
}

/** The visible title (antd also repeats it in a header kept for the dialog's accessible name). */
function titleOf(box: HTMLElement): string | null | undefined {
  return box.querySelector('.ant-modal-confirm-title')?.textContent;
}

describe('dialogs', () => {
  it('titles a success "complete", in the interface language', async () => {
    act(() => showSuccess('Saved the receipt.'));
    const en = await dialog();
    expect(titleOf(en)).toBe('Complete');
    expect(en.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(en).getByText('Saved the receipt.')).toBeTruthy();
    expect(within(en).getByRole('button', { name: 'OK' })).toBeTruthy();
    await closeAll();
    await inLanguage('th');
    act(() => showSuccess());
    const th = await dialog();
    expect(titleOf(th)).toBe('ดำเนินการสำเร็จ');
    expect(within(th).getByRole('button', { name: 'ตกลง' })).toBeTruthy();
  });

  it('says a routine save in a short message that goes by itself, with no dialog to click away', async () => {
    act(() => showSaved('Remark saved.'));
    expect(await screen.findByText('Remark saved.')).toBeTruthy();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(0);
    await waitFor(() => expect(document.getElementById(LIVE_REGION_ID)?.textContent).toBe('Remark saved.'));
    act(() => message.destroy());
    await inLanguage('th');
    act(() => showSaved('บันทึกหมายเหตุเรียบร้อย'));
    expect(await screen.findByText('บันทึกหมายเหตุเรียบร้อย')).toBeTruthy();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(0);
    act(() => message.destroy());
  });

  it('titles an error with the status code and message, with an error icon and a close button', async () => {
    act(() => showError({ statusCode: 409, message: 'Duplicate data.' }));
    const box = await dialog();
    expect(titleOf(box)).toBe('409 : Duplicate data.');
    expect(box.querySelector('.anticon-close-circle')).not.toBeNull();
    await userEvent.click(within(box).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(0));
  });

  it('shows a warning', async () => {
    act(() => showWarning('The previous month invoice is missing.'));
    const box = await dialog();
    expect(titleOf(box)).toBe('Warning');
    expect(within(box).getByText('The previous month invoice is missing.')).toBeTruthy();
  });

  it('asks "are you sure" and answers true on Yes', async () => {
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmSure('Cancel this receipt?');
    });
    const box = await dialog();
    expect(titleOf(box)).toBe('Are you sure?');
    await userEvent.click(within(box).getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
  });

  it('answers false on No, with Thai buttons', async () => {
    await inLanguage('th');
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmCustom('ยกเลิกเอกสาร', 'ต้องการยกเลิกเอกสารนี้หรือไม่');
    });
    const box = await dialog();
    expect(titleOf(box)).toBe('ยกเลิกเอกสาร');
    await userEvent.click(within(box).getByRole('button', { name: 'ไม่ใช่' }));
    await expect(answer).resolves.toBe(false);
  });

  it('lists configuration items with a check mark or a warning icon, 600 px wide', async () => {
    act(() =>
      showConfigChecklist('Add payment online setting', [
        { name: 'Property account number', description: 'Bank account of the property', configured: true },
        { name: 'Property email', description: 'Where payment notices go', configured: false },
      ]),
    );
    const box = await dialog();
    expect(titleOf(box)).toBe('Add payment online setting');
    const items = within(box).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByLabelText('Configured')).toBeTruthy();
    expect(within(items[1]!).getByLabelText('Not configured')).toBeTruthy();
    expect(box.querySelector('.anticon-close-circle')).not.toBeNull();
    const width = box.closest<HTMLElement>('.ant-modal')?.style.width ?? box.style.width;
    expect(width).toBe('600px');
  });
});
