import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MASK_PLACEHOLDER, MaskedInput, maskDigits, unmaskDigits } from './masked-input';

afterEach(cleanup);

function Controlled(props: { onChange: (digits: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MaskedInput
      aria-label="number"
      value={value}
      onChange={(digits) => {
        setValue(digits);
        props.onChange(digits);
      }}
    />
  );
}

describe('masked input', () => {
  it('shows the mask placeholder', () => {
    render(<MaskedInput aria-label="number" />);
    expect(screen.getByLabelText<HTMLInputElement>('number').placeholder).toBe(MASK_PLACEHOLDER);
    expect(MASK_PLACEHOLDER).toBe('__-_______');
  });

  it('accepts only 8 digits: letters and a ninth digit are dropped', async () => {
    const onChange = vi.fn<(digits: string) => void>();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('number');
    await userEvent.type(input, 'ab12x345678999');
    expect(onChange).toHaveBeenLastCalledWith('12345678');
    expect(input.value).toBe('12-345678');
  });

  it('gives nothing for letters only', async () => {
    const onChange = vi.fn<(digits: string) => void>();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('number'), 'abc');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByLabelText<HTMLInputElement>('number').value).toBe('');
  });

  it('keeps the digits of a pasted masked number', async () => {
    const onChange = vi.fn<(digits: string) => void>();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByLabelText('number'));
    await userEvent.paste('98-7654321');
    expect(onChange).toHaveBeenLastCalledWith('98765432');
  });

  it('works uncontrolled too', async () => {
    render(<MaskedInput aria-label="number" />);
    const input = screen.getByLabelText<HTMLInputElement>('number');
    await userEvent.type(input, '123');
    expect(input.value).toBe('12-3');
  });

  it('masks and unmasks', () => {
    expect(maskDigits('12')).toBe('12');
    expect(maskDigits('123')).toBe('12-3');
    expect(unmaskDigits('1a2-3456789x9')).toBe('12345678');
  });
});
