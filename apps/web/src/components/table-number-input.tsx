import { useEffect, useId, useRef } from 'react';
import { Typography } from 'antd';
import { ruleMessage } from '@suanklang/shared';
import { formatAmount } from './format';
import { NumberInput, type NumberInputProps } from './number-input';
import { useLang } from './use-lang';

/** Smallest amount a ticked row may carry (001 section 9, minimum payment amount). */
export const MIN_ROW_AMOUNT = 0.01;

export type TableNumberInputProps = NumberInputProps & {
  /** Whether the row is ticked; only a ticked row is checked against its range. */
  checked: boolean;
  /** The row's reference amount (a cheque's balance, an invoice's remaining amount): the most it may carry. */
  max: number;
  /** Told whenever the amount turns valid or invalid, so the panel can refuse to save. */
  onValidChange?: (valid: boolean) => void;
};

type RangeError = 'required' | 'min' | 'max' | null;

/** Which rule a ticked row's amount breaks, if any (001 section 5, "Other rules"). */
export function rowAmountError(checked: boolean, value: number | null | undefined, max: number): RangeError {
  if (!checked) return null;
  if (value === null || value === undefined) return 'required';
  if (value < MIN_ROW_AMOUNT) return 'min';
  if (value > max) return 'max';
  return null;
}

/**
 * Amount input for a table cell. A ticked row needs at least 0.01 and at most its reference amount; the broken
 * rule shows under the cell and `onValidChange` reports it. An unticked row's input is disabled unless the
 * caller says otherwise, since its amount does not count.
 */
export function TableNumberInput(props: TableNumberInputProps) {
  const { checked, max, onValidChange, disabled, ...rest } = props;
  const lang = useLang();
  const messageId = useId();
  const error = rowAmountError(checked, rest.value, max);
  const valid = error === null;
  const reported = useRef<boolean | null>(null);

  useEffect(() => {
    if (reported.current !== valid) {
      reported.current = valid;
      onValidChange?.(valid);
    }
  }, [valid, onValidChange]);

  // Messages from the shared validation catalogue, the same text the server gives for these rules.
  const message =
    error === 'required'
      ? ruleMessage(lang, 'required')
      : error === 'min'
        ? ruleMessage(lang, 'min_value', { min: formatAmount(MIN_ROW_AMOUNT) })
        : error === 'max'
          ? ruleMessage(lang, 'max_amount', { max: formatAmount(max) })
          : null;

  return (
    <div>
      <NumberInput
        {...rest}
        disabled={disabled ?? !checked}
        status={error ? 'error' : rest.status}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
      />
      {message && (
        <Typography.Text type="danger" id={messageId} role="alert" style={{ display: 'block', fontSize: 12 }}>
          {message}
        </Typography.Text>
      )}
    </div>
  );
}
