import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ruleMessage } from '@suanklang/shared';
import { HttpError } from '../lib/http/errors';
import { showError } from './dialogs';
import { ReasonPanel, type ReasonPanelProps } from './reason-panel';
import { inLanguage } from './test-lang';

vi.mock('./dialogs', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
beforeEach(async () => {
  await inLanguage('th');
});

function renderPanel(extra: Partial<ReasonPanelProps> = {}) {
  const onSubmit = vi.fn<ReasonPanelProps['onSubmit']>(() => Promise.resolve());
  render(
    <ReasonPanel
      open
      title="Cancel receipt"
      warning="The invoices will be owed again."
      reasonLabel="Reason"
      actionLabel="Confirm cancel"
      actionId="cancel-confirm"
      formName="cancelReceipt"
      busy={false}
      onSubmit={onSubmit}
      onClose={vi.fn()}
      {...extra}
    />,
  );
  return { onSubmit };
}

const help = (id: string) => document.getElementById(`${id}_help`)?.textContent ?? '';
const fill = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
const submitPanel = () => fireEvent.click(document.getElementById('cancel-confirm')!);

describe('reason panel', () => {
  it('requires a reason, then runs the action with it trimmed', async () => {
    const { onSubmit } = renderPanel();
    expect(screen.getByText('The invoices will be owed again.')).toBeTruthy();
    submitPanel();
    await waitFor(() => expect(help('cancelReceipt_reason')).toBe(ruleMessage('th', 'required')));
    expect(onSubmit).not.toHaveBeenCalled();
    fill('cancelReceipt_reason', '  paid twice  ');
    submitPanel();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('paid twice', {}));
  });

  it("says the screen's own words for a missing reason", async () => {
    renderPanel({ requiredMessage: 'Please give the reason for rejecting.' });
    fill('cancelReceipt_reason', '   ');
    submitPanel();
    await waitFor(() => expect(help('cancelReceipt_reason')).toBe('Please give the reason for rejecting.'));
  });

  it('stops when the confirmation is declined', async () => {
    const confirm = vi.fn(() => Promise.resolve(false));
    const { onSubmit } = renderPanel({ confirm });
    fill('cancelReceipt_reason', 'wrong unit');
    submitPanel();
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks the other fields of the action and hands their values on', async () => {
    const { onSubmit } = renderPanel({
      initialValues: { returnedOn: '2026-03-05' },
      fields: (
        <Form.Item name="returnedOn" label="Returned on">
          <Input />
        </Form.Item>
      ),
    });
    expect((document.getElementById('cancelReceipt_returnedOn') as HTMLInputElement).value).toBe(
      '2026-03-05',
    );
    fill('cancelReceipt_reason', 'no funds');
    submitPanel();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('no funds', { returnedOn: '2026-03-05' }));
  });

  it('shows a refusal under the field it is about, anything else in the error dialog', async () => {
    const refuse = (code: string) => () => Promise.reject(new HttpError(409, `refused ${code}`, { code }));
    renderPanel({
      onSubmit: refuse('CH012'),
      fieldCodes: { CH012: 'returnedOn' },
      fields: (
        <Form.Item name="returnedOn" label="Returned on">
          <Input />
        </Form.Item>
      ),
    });
    fill('cancelReceipt_reason', 'no funds');
    submitPanel();
    await waitFor(() => expect(help('cancelReceipt_returnedOn')).toBe('refused CH012'));
    expect(showError).not.toHaveBeenCalled();
    cleanup();

    renderPanel({ onSubmit: refuse('RC009'), reasonCodes: ['RC009'] });
    fill('cancelReceipt_reason', 'no funds');
    submitPanel();
    await waitFor(() => expect(help('cancelReceipt_reason')).toBe('refused RC009'));
    cleanup();

    renderPanel({ onSubmit: refuse('RC010') });
    fill('cancelReceipt_reason', 'no funds');
    submitPanel();
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith({ statusCode: 409, message: 'refused RC010' }),
    );
  });
});
