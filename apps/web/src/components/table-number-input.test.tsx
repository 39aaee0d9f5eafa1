import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowAmountError, TableNumberInput } from './table-number-input';
import { inLanguage } from './test-lang';

afterEach(cleanup);

function Cell(props: {
  checked: boolean;
  max: number;
  initial: number | null;
  onValidChange?: (valid: boolean) => void;
}) {
  const [value, setValue] = useState<number | null>(props.initial);
  return (
    <TableNumberInput
      aria-label="price"
      checked={props.checked}
      max={props.max}
      value={value}
      onChange={setValue}
      onValidChange={props.onValidChange}
    />
  );
}

describe('table number input', () => {
  it('refuses 0 in a ticked row with the minimum message', async () => {
    await inLanguage('en');
    const onValidChange = vi.fn<(valid: boolean) => void>();
    render(<Cell checked max={500} initial={0} onValidChange={onValidChange} />);
    expect(screen.getByRole('alert').textContent).toBe('The value must be at least 0.01.');
    expect(screen.getByLabelText('price').getAttribute('aria-invalid')).toBe('true');
    expect(onValidChange).toHaveBeenLastCalledWith(false);
  });

  it('refuses more than the row amount in a ticked row', async () => {
    await inLanguage('en');
    const onValidChange = vi.fn<(valid: boolean) => void>();
    render(<Cell checked max={1500} initial={100} onValidChange={onValidChange} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onValidChange).toHaveBeenLastCalledWith(true);
    const input = screen.getByLabelText('price');
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}1500.01');
    expect(screen.getByRole('alert').textContent).toBe('The amount must not exceed 1,500.00.');
    expect(onValidChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard('{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onValidChange).toHaveBeenLastCalledWith(true);
  });

  it('accepts exactly 0.01 and exactly the row amount', () => {
    expect(rowAmountError(true, 0.01, 10)).toBeNull();
    expect(rowAmountError(true, 10, 10)).toBeNull();
    expect(rowAmountError(true, 0, 10)).toBe('min');
    expect(rowAmountError(true, 10.01, 10)).toBe('max');
    expect(rowAmountError(true, null, 10)).toBe('required');
  });

  it('shows the message in Thai', async () => {
    await inLanguage('th');
    render(<Cell checked max={2000} initial={3000} />);
    expect(screen.getByRole('alert').textContent).toBe('จำนวนเงินต้องไม่เกิน 2,000.00');
  });

  it('does not check an unticked row and disables its input', async () => {
    await inLanguage('en');
    const onValidChange = vi.fn<(valid: boolean) => void>();
    render(<Cell checked={false} max={10} initial={0} onValidChange={onValidChange} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('price').disabled).toBe(true);
    expect(onValidChange).toHaveBeenLastCalledWith(true);
  });
});
