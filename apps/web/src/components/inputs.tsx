import type { ChangeEvent, ReactNode } from 'react';
import {
  Checkbox,
  Input,
  Radio,
  Select,
  Switch,
  Typography,
  type CheckboxProps,
  type GetProps,
  type InputProps,
  type RadioGroupProps,
  type SelectProps,
  type SwitchProps,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '@suanklang/shared';
import { DATE_TIME_FORMAT } from './format';
import { DEFAULT_MAX_LENGTH } from './number-input';
import { ThaiDatePicker, type ThaiDatePickerProps } from './thai-date-picker';
import { useLang } from './use-lang';

export type Option = { value: string | number; label: string; disabled?: boolean };

type TextAreaProps = GetProps<typeof Input.TextArea>;
type PasswordProps = GetProps<typeof Input.Password>;
type SearchProps = GetProps<typeof Input.Search>;

/** Text input; at most 4000 characters unless told otherwise (001 section 9). */
export function TextInput(props: InputProps) {
  return <Input {...props} maxLength={props.maxLength ?? DEFAULT_MAX_LENGTH} />;
}

/** Text area of 3 rows, at most 4000 characters unless told otherwise. */
export function TextAreaInput(props: TextAreaProps) {
  return <Input.TextArea rows={3} {...props} maxLength={props.maxLength ?? DEFAULT_MAX_LENGTH} />;
}

export function PasswordInput(props: PasswordProps) {
  return (
    <Input.Password
      autoComplete="current-password"
      {...props}
      maxLength={props.maxLength ?? DEFAULT_MAX_LENGTH}
    />
  );
}

/** Search box: Enter or the button searches. */
export function SearchInput(props: SearchProps) {
  const { t } = useTranslation('components');
  return (
    <Input.Search
      placeholder={t('inputs.search')}
      allowClear
      {...props}
      maxLength={props.maxLength ?? DEFAULT_MAX_LENGTH}
    />
  );
}

export type SelectInputProps = Omit<SelectProps, 'options'> & { options: Option[] };

/** Dropdown that can be searched by its labels. */
export function SelectInput(props: SelectInputProps) {
  const { t } = useTranslation('components');
  return (
    <Select
      placeholder={t('inputs.select')}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      {...props}
    />
  );
}

export type SwitchToggleProps = Omit<SwitchProps, 'checked' | 'onChange' | 'value'> & {
  /** Either `value` (as a Form.Item child) or `checked`. */
  value?: boolean;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
};

/** On/off switch; works as a Form.Item child without `valuePropName`. */
export function SwitchToggle(props: SwitchToggleProps) {
  const { value, checked, onChange, ...rest } = props;
  return <Switch {...rest} checked={checked ?? value ?? false} onChange={(next) => onChange?.(next)} />;
}

export type CheckboxInputProps = Omit<CheckboxProps, 'checked' | 'onChange' | 'value'> & {
  value?: boolean;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  children?: ReactNode;
};

/** Single checkbox giving a boolean; works as a Form.Item child without `valuePropName`. */
export function CheckboxInput(props: CheckboxInputProps) {
  const { value, checked, onChange, ...rest } = props;
  return (
    <Checkbox {...rest} checked={checked ?? value ?? false} onChange={(e) => onChange?.(e.target.checked)} />
  );
}

export type RadioInputProps = Omit<RadioGroupProps, 'options'> & { options: Option[] };

/** Radio group; arrow keys move between the choices. */
export function RadioInput(props: RadioInputProps) {
  return <Radio.Group {...props} />;
}

export type DateTimeInputProps = Omit<ThaiDatePickerProps, 'showTime' | 'format'>;

/** Date and time DD/MM/YYYY HH:mm (Buddhist-era year in Thai). */
export function DateTimeInput(props: DateTimeInputProps) {
  return <ThaiDatePicker {...props} showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMAT} />;
}

/** Cheque numbers are 8 digits (001 section 9). */
export const CHEQUE_NUMBER_LENGTH = 8;

export type ChequeNumberInputProps = Omit<InputProps, 'value' | 'onChange' | 'maxLength'> & {
  value?: string | null;
  onChange?: (value: string) => void;
};

/** Cheque number: digits only, at most 8 (letters and a ninth digit are dropped). */
export function ChequeNumberInput(props: ChequeNumberInputProps) {
  const { value, onChange, ...rest } = props;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event.target.value.replace(/\D/g, '').slice(0, CHEQUE_NUMBER_LENGTH));
  };
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      maxLength={CHEQUE_NUMBER_LENGTH}
      value={value ?? undefined}
      onChange={handleChange}
    />
  );
}

export type UnitRange = { from?: string; to?: string };

export type UnitOption = { value: string; label: string; disabled?: boolean };

export type UnitRangeSearchProps = {
  /** Units in their natural order (as the unit list gives them). */
  units: UnitOption[];
  value?: UnitRange;
  onChange?: (value: UnitRange) => void;
  disabled?: boolean;
  /** Form.Item's id goes to the first select, so the label focuses it. */
  id?: string;
  /** Form.Item's error state and the id of its message: given to the first select, with the id. */
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
};

/**
 * Unit from/to pair. The order is the unit list's order; units before the start are disabled in the end select
 * (and after the end in the start select), so the end cannot be before the start. A value set from outside
 * that breaks the order still shows the range message.
 */
export function UnitRangeSearch(props: UnitRangeSearchProps) {
  const { units, value = {}, onChange, disabled, id } = props;
  const fieldAria = {
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
    'aria-required': props['aria-required'],
  };
  const { t } = useTranslation('components');
  const lang = useLang();
  const indexOf = (unit: string | undefined) =>
    unit === undefined ? -1 : units.findIndex((u) => u.value === unit);
  const fromAt = indexOf(value.from);
  const toAt = indexOf(value.to);
  const invalid = fromAt >= 0 && toAt >= 0 && toAt < fromAt;

  const select = (part: 'from' | 'to') => {
    const options = units.map((unit, index) => ({
      ...unit,
      disabled: unit.disabled || (part === 'to' ? fromAt >= 0 && index < fromAt : toAt >= 0 && index > toAt),
    }));
    return (
      <Select<string>
        id={part === 'from' ? id : undefined}
        {...(part === 'from' ? fieldAria : {})}
        aria-label={t(part === 'from' ? 'unitRange.from' : 'unitRange.to')}
        placeholder={t(part === 'from' ? 'unitRange.from' : 'unitRange.to')}
        options={options}
        value={value[part]}
        disabled={disabled}
        status={invalid && part === 'to' ? 'error' : undefined}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ flex: 1, minWidth: 0 }}
        onChange={(next) => onChange?.({ ...value, [part]: next ?? undefined })}
      />
    );
  };

  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {select('from')}
        <span aria-hidden="true">-</span>
        {select('to')}
      </div>
      {invalid && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {ruleMessage(lang, 'rangeEnd')}
        </Typography.Text>
      )}
    </div>
  );
}
