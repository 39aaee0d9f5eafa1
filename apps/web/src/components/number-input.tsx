import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { Input, type InputProps, type InputRef } from 'antd';
import { parseMoney } from '@suanklang/shared/money';
import { formatAmount } from './format';

/** Default maximum length of every text-like input (001 section 9). */
export const DEFAULT_MAX_LENGTH = 4000;

export type NumberInputProps = Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** Baht; `null` is an empty field. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  /** Select the whole amount when the field gets focus, so typing replaces it (default true). */
  selectOnFocus?: boolean;
};

/** Keeps only what the field accepts: digits and dots (commas, letters, signs and spaces go). */
export function cleanAmountText(text: string): string {
  return text.replace(/[^\d.]/g, '');
}

/**
 * Half-up rounding to satang on the decimal text itself (the shared money code), so 1.005 gives 1.01 where
 * floating point would give 1.00. An amount beyond the exact range is invalid input, hence 0.
 */
function roundDecimalText(decimal: string): number {
  try {
    return parseMoney(decimal) / 100;
  } catch {
    return 0;
  }
}

/**
 * What a typed text is worth: empty is `null`; otherwise commas and other characters are dropped and the rest
 * rounded to 2 decimals; text that is still not a number (letters only, a lone dot, two dots) is 0.
 */
export function parseAmountText(text: string): number | null {
  if (text.trim() === '') return null;
  const cleaned = cleanAmountText(text);
  if (!/^\d*\.?\d*$/.test(cleaned) || !/\d/.test(cleaned)) return 0;
  return roundDecimalText(cleaned);
}

function editText(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/**
 * Amount input in baht. While focused it shows the plain number being typed; otherwise 2 decimals with comma
 * thousands. Works as an antd `Form.Item` child (`value` / `onChange(number | null)`).
 */
export function NumberInput(props: NumberInputProps) {
  const {
    value: valueProp,
    defaultValue,
    onChange,
    onFocus,
    onBlur,
    onKeyDown,
    maxLength,
    selectOnFocus = true,
    style,
    ...rest
  } = props;
  // Form.Item always passes the `value` key (undefined before the first change), so its presence means "controlled".
  const controlled = Object.prototype.hasOwnProperty.call(props, 'value');
  const [inner, setInner] = useState<number | null>(defaultValue ?? null);
  const value = controlled ? (valueProp ?? null) : inner;
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState('');
  const ref = useRef<InputRef>(null);
  const selectPending = useRef(false);

  useLayoutEffect(() => {
    if (focused && selectPending.current) {
      selectPending.current = false;
      ref.current?.select();
    }
  }, [focused]);

  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    setText(editText(value));
    selectPending.current = selectOnFocus;
    setFocused(true);
    onFocus?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setFocused(false);
    onBlur?.(event);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const next = parseAmountText(raw);
    setText(cleanAmountText(raw));
    if (!controlled) setInner(next);
    onChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A second dot would turn the amount into 0; refuse the key instead unless it replaces the selected dot.
    if (event.key === '.') {
      const input = event.currentTarget;
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      const withoutSelection = input.value.slice(0, start) + input.value.slice(end);
      if (withoutSelection.includes('.')) event.preventDefault();
    }
    onKeyDown?.(event);
  };

  return (
    <Input
      {...rest}
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      maxLength={maxLength ?? DEFAULT_MAX_LENGTH}
      value={focused ? text : value === null ? '' : formatAmount(value)}
      placeholder={rest.placeholder ?? '0.00'}
      style={{ textAlign: 'right', ...style }}
      onFocus={handleFocus}
      onBlur={handleBlur}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
    />
  );
}
