import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberInput, parseAmountText } from './number-input';
import { inLanguage } from './test-lang';

afterEach(cleanup);

function setup(props: Parameters<typeof NumberInput>[0] = {}) {
  const onChange = vi.fn<(value: number | null) => void>();
  render(<NumberInput aria-label="amount" onChange={onChange} {...props} />);
  return { input: screen.getByLabelText<HTMLInputElement>('amount'), onChange };
}

describe('parseAmountText', () => {
  it.each([
    ['1,234.567', 1234.57],
    ['1234.565', 1234.57],
    ['1.005', 1.01],
    ['0.004', 0],
    ['12', 12],
    ['.5', 0.5],
    ['5.', 5],
    ['abc', 0],
    ['.', 0],
    ['1.2.3', 0],
    ['-5', 5],
    ['', null],
    ['   ', null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseAmountText(text)).toBe(expected);
  });

  it('treats an amount beyond the exact range as invalid input (0)', () => {
    expect(parseAmountText('9'.repeat(40))).toBe(0);
  });
});

describe('number input', () => {
  it('turns letters typed into 0 and shows 0.00 once left', async () => {
    const { input, onChange } = setup();
    await userEvent.type(input, 'abc');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(input.value).toBe('');
    await userEvent.tab();
    expect(input.value).toBe('0.00');
  });

  it('strips commas and rounds 1,234.567 to 1234.57, shown as 1,234.57', async () => {
    const { input, onChange } = setup();
    await userEvent.click(input);
    await userEvent.paste('1,234.567');
    expect(onChange).toHaveBeenLastCalledWith(1234.57);
    expect(input.value).toBe('1234.567');
    await userEvent.tab();
    expect(input.value).toBe('1,234.57');
  });

  it('keeps only digits and a dot while typing', async () => {
    const { input, onChange } = setup();
    await userEvent.type(input, '12a3x.4');
    expect(input.value).toBe('123.4');
    expect(onChange).toHaveBeenLastCalledWith(123.4);
  });

  it('refuses a second dot', async () => {
    const { input, onChange } = setup();
    await userEvent.type(input, '1.2.3');
    expect(input.value).toBe('1.23');
    expect(onChange).toHaveBeenLastCalledWith(1.23);
  });

  it('gives null when emptied', async () => {
    const { input, onChange } = setup({ defaultValue: 5 });
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.tab();
    expect(input.value).toBe('');
    expect(input.placeholder).toBe('0.00');
  });

  it('has a maximum length of 4000 by default and accepts another', () => {
    const { input } = setup();
    expect(input.maxLength).toBe(4000);
    cleanup();
    const other = setup({ maxLength: 12 });
    expect(other.input.maxLength).toBe(12);
  });

  it('shows a value with 2 decimals and comma thousands when not focused', () => {
    const { input } = setup({ value: 1234567.5 });
    expect(input.value).toBe('1,234,567.50');
  });

  it('shows the plain number for editing when focused and selects it', async () => {
    const { input } = setup({ value: 1234.5 });
    await userEvent.click(input);
    expect(input.value).toBe('1234.5');
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(6);
  });

  it('works as a Form.Item child', async () => {
    const onFinish = vi.fn<(values: { amount: number | null }) => void>();
    render(
      <Form onFinish={onFinish} initialValues={{ amount: 10 }}>
        <Form.Item name="amount" label="Amount">
          <NumberInput />
        </Form.Item>
        <button type="submit">save</button>
      </Form>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Amount');
    expect(input.value).toBe('10.00');
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}2500.129');
    await userEvent.click(screen.getByText('save'));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: 2500.13 }));
    expect(input.value).toBe('2,500.13');
  });

  it('formats amounts the same way in Thai', async () => {
    await inLanguage('th');
    const { input } = setup({ value: 1000 });
    expect(input.value).toBe('1,000.00');
  });
});
