import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { Input, type InputProps, type InputRef } from 'antd';

/** The masked number has 8 digits (cheque and similar reference numbers, 001 section 9). */
export const MASKED_DIGITS = 8;
/** Placeholder as the spec gives it (001 section 5). */
export const MASK_PLACEHOLDER = '__-_______';
/** Digits before the dash. */
const GROUP = 2;

export type MaskedInputProps = Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'maxLength'> & {
  /** The digits only, without the dash. */
  value?: string | null;
  onChange?: (digits: string) => void;
};

export function maskDigits(digits: string): string {
  return digits.length > GROUP ? `${digits.slice(0, GROUP)}-${digits.slice(GROUP)}` : digits;
}

/** Keeps at most 8 digits of whatever was typed or pasted. */
export function unmaskDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, MASKED_DIGITS);
}

/** Caret position in the masked text just after the n-th digit. */
function caretAfterDigits(masked: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i += 1) {
    if (/\d/.test(masked.charAt(i))) seen += 1;
    if (seen === count) return i + 1;
  }
  return masked.length;
}

/**
 * Eight-digit input shown as `12-345678`; letters and a ninth digit are refused. The value handed out is the
 * digits only.
 */
export function MaskedInput(props: MaskedInputProps) {
  const { value, onChange, placeholder, ...rest } = props;
  // Form.Item always passes the `value` key, so its presence means "controlled".
  const controlled = Object.prototype.hasOwnProperty.call(props, 'value');
  const [inner, setInner] = useState('');
  const digits = unmaskDigits((controlled ? value : inner) ?? '');
  const ref = useRef<InputRef>(null);
  // Where the caret belongs after the re-render, counted in digits so the inserted dash does not move it.
  const caretDigits = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = ref.current?.input;
    if (caretDigits.current === null || !input || document.activeElement !== input) return;
    const pos = caretAfterDigits(input.value, caretDigits.current);
    caretDigits.current = null;
    input.setSelectionRange(pos, pos);
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    const next = unmaskDigits(raw);
    caretDigits.current = Math.min(unmaskDigits(raw.slice(0, caret)).length, next.length);
    if (!controlled) setInner(next);
    onChange?.(next);
  };

  return (
    <Input
      {...rest}
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder ?? MASK_PLACEHOLDER}
      value={maskDigits(digits)}
      onChange={handleChange}
    />
  );
}
