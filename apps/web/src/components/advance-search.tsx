import { useMemo, useState, type ReactNode } from 'react';
import { Button, Checkbox, Col, Form, Input, Row, Select, Space, type FormRule } from 'antd';
import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '@suanklang/shared';
import { API_DATE_FORMAT, API_MONTH_FORMAT } from './format';
import { DEFAULT_MAX_LENGTH, NumberInput } from './number-input';
import { ThaiDatePicker, ThaiMonthPicker, ThaiYearPicker } from './thai-date-picker';
import { useLang } from './use-lang';

export type SearchFieldType =
  | 'text'
  | 'number'
  | 'year'
  | 'month'
  | 'dropdown'
  | 'multiSelect'
  | 'checkbox'
  | 'numberRange'
  | 'textRange'
  | 'dateRange'
  | 'monthRange'
  | 'dropdownRange';

export type SearchField = {
  name: string;
  label: string;
  type: SearchFieldType;
  options?: { value: string | number; label: string }[];
  placeholder?: string;
  maxLength?: number;
  /** The search needs it (a month of the general ledger): an empty one is refused with the catalogue's message. */
  required?: boolean;
};

export type AdvanceSearchProps = {
  fields: SearchField[];
  onSearch: (values: Record<string, unknown>) => void;
  /** Called after the form is cleared; without it a reset searches again with the initial values. */
  onReset?: () => void;
  loading?: boolean;
  /** Initial values in the same shape `onSearch` gives (dates 'YYYY-MM-DD', months 'YYYY-MM', ranges `<name>From`/`<name>To`). */
  initialValues?: Record<string, unknown>;
  /** Text fields to upper-case besides those whose name holds 'No'. */
  upperCaseFields?: string[];
  /** How many fields show before "more filters" (default 6). */
  collapsedCount?: number;
};

const RANGE_TYPES: ReadonlySet<SearchFieldType> = new Set([
  'numberRange',
  'textRange',
  'dateRange',
  'monthRange',
  'dropdownRange',
]);

const DEFAULT_COLLAPSED_COUNT = 6;

export function isRangeField(field: SearchField): boolean {
  return RANGE_TYPES.has(field.type);
}

/**
 * Search text is upper-cased for fields whose name holds the word 'No' (invoiceNo, chequeNo, noticeNo...) and for
 * a listed set (000 and 001 section 9). 'No' must end the word, so a 'creditNoteType' or 'unitNote' keeps its case.
 */
export function isUpperCaseField(name: string, upperCaseFields: readonly string[] = []): boolean {
  return /No(?![a-z])/.test(name) || upperCaseFields.includes(name);
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function optionIndex(field: SearchField, value: unknown): number {
  return (field.options ?? []).findIndex((o) => o.value === value);
}

/** Whether a range's end lies before its start ("a range search end must be at least the start", 001 section 5). */
export function rangeEndBeforeStart(field: SearchField, from: unknown, to: unknown): boolean {
  if (isEmpty(from) || isEmpty(to)) return false;
  switch (field.type) {
    case 'numberRange':
      return Number(to) < Number(from);
    case 'dateRange':
    case 'monthRange': {
      const unit = field.type === 'dateRange' ? 'day' : 'month';
      return dayjs(to as Dayjs | string).isBefore(dayjs(from as Dayjs | string), unit);
    }
    case 'dropdownRange': {
      // The order the user sees is the option order (units by floor and room, not by text).
      const [fromAt, toAt] = [optionIndex(field, from), optionIndex(field, to)];
      if (fromAt >= 0 && toAt >= 0) return toAt < fromAt;
      return String(to) < String(from);
    }
    default:
      return String(to) < String(from);
  }
}

function outputValue(field: SearchField, value: unknown, upperCase: boolean): unknown {
  if (isEmpty(value)) return undefined;
  if (dayjs.isDayjs(value)) {
    if (field.type === 'year') return value.year();
    const month = field.type === 'month' || field.type === 'monthRange';
    return value.format(month ? API_MONTH_FORMAT : API_DATE_FORMAT);
  }
  if (typeof value === 'string') {
    const text = value.trim();
    return upperCase ? text.toUpperCase() : text;
  }
  return value;
}

function inputValue(field: SearchField, value: unknown): unknown {
  if (isEmpty(value)) return undefined;
  if (field.type === 'year' && typeof value === 'number') return dayjs().year(value).startOf('year');
  const dated = field.type === 'dateRange' || field.type === 'monthRange' || field.type === 'month';
  if (dated && typeof value === 'string') {
    const d = dayjs(value);
    return d.isValid() ? d : undefined;
  }
  return value;
}

function formNames(field: SearchField): string[] {
  return isRangeField(field) ? [`${field.name}From`, `${field.name}To`] : [field.name];
}

/** Turns the form's values into the search values: empty fields left out, dates as API text, codes upper-cased. */
export function toSearchValues(
  fields: readonly SearchField[],
  values: Record<string, unknown>,
  upperCaseFields: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const upperCase = isUpperCaseField(field.name, upperCaseFields);
    for (const name of formNames(field)) {
      const value = outputValue(field, values[name], upperCase);
      if (value !== undefined) out[name] = value;
    }
  }
  return out;
}

function toFormValues(
  fields: readonly SearchField[],
  values: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    for (const name of formNames(field)) {
      const value = inputValue(field, values[name]);
      if (value !== undefined) out[name] = value;
    }
  }
  return out;
}

const upperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);
const fullWidth = { width: '100%' };

/**
 * The search box above a list: one input per field, range fields as a from/to pair (`<name>From`/`<name>To`),
 * Enter or the search button searches, reset clears. More than `collapsedCount` fields fold behind a toggle.
 */
export function AdvanceSearch(props: AdvanceSearchProps) {
  const {
    fields,
    onSearch,
    onReset,
    loading,
    upperCaseFields = [],
    collapsedCount = DEFAULT_COLLAPSED_COUNT,
  } = props;
  const { t } = useTranslation('components');
  const lang = useLang();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [expanded, setExpanded] = useState(false);
  // Only the first render's initial values are used, as antd's Form does.
  const [initialFormValues] = useState(() => toFormValues(fields, props.initialValues));
  const collapsible = fields.length > collapsedCount;

  const fieldByFormName = useMemo(() => {
    const map = new Map<string, number>();
    fields.forEach((field, index) => formNames(field).forEach((name) => map.set(name, index)));
    return map;
  }, [fields]);

  const search = (values: Record<string, unknown>) =>
    onSearch(toSearchValues(fields, values, upperCaseFields));

  const reset = () => {
    form.resetFields();
    if (onReset) onReset();
    else search(form.getFieldsValue(true) as Record<string, unknown>);
  };

  const showFailedField = (errorFields: { name: (string | number)[] }[]) => {
    // An invalid field folded away would leave the user with a search that silently does nothing.
    const hidden = errorFields.some((e) => (fieldByFormName.get(String(e.name[0])) ?? 0) >= collapsedCount);
    if (hidden) setExpanded(true);
  };

  const control = (field: SearchField, part?: 'from' | 'to'): ReactNode => {
    const ariaLabel = part
      ? t(part === 'from' ? 'search.fromLabel' : 'search.toLabel', { label: field.label })
      : undefined;
    const placeholder = part ? t(part === 'from' ? 'search.from' : 'search.to') : field.placeholder;
    switch (field.type) {
      case 'text':
      case 'textRange':
        return (
          <Input
            aria-label={ariaLabel}
            placeholder={placeholder}
            maxLength={field.maxLength ?? DEFAULT_MAX_LENGTH}
          />
        );
      case 'number':
      case 'numberRange':
        return <NumberInput aria-label={ariaLabel} placeholder={placeholder} maxLength={field.maxLength} />;
      case 'year':
        return <ThaiYearPicker aria-label={ariaLabel} placeholder={placeholder} style={fullWidth} />;
      case 'dateRange':
        return <ThaiDatePicker aria-label={ariaLabel} placeholder={placeholder} style={fullWidth} />;
      case 'month':
      case 'monthRange':
        return (
          <ThaiMonthPicker
            aria-label={ariaLabel}
            placeholder={placeholder}
            allowClear={!field.required}
            style={fullWidth}
          />
        );
      case 'dropdown':
      case 'dropdownRange':
      case 'multiSelect':
        return (
          <Select
            aria-label={ariaLabel}
            placeholder={placeholder ?? t('search.select')}
            options={field.options ?? []}
            mode={field.type === 'multiSelect' ? 'multiple' : undefined}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={fullWidth}
          />
        );
      case 'checkbox':
        return field.options ? (
          <Checkbox.Group options={field.options} />
        ) : (
          <Checkbox>{field.label}</Checkbox>
        );
    }
  };

  const item = (field: SearchField): ReactNode => {
    const normalize = isUpperCaseField(field.name, upperCaseFields) ? upperCase : undefined;
    if (!isRangeField(field)) {
      const single = field.type === 'checkbox' && !field.options;
      return (
        <Form.Item
          name={field.name}
          label={single ? ' ' : field.label}
          colon={false}
          normalize={normalize}
          valuePropName={single ? 'checked' : 'value'}
          required={field.required}
          rules={field.required ? [{ required: true, message: ruleMessage(lang, 'required') }] : undefined}
        >
          {control(field)}
        </Form.Item>
      );
    }
    const fromName = `${field.name}From`;
    const rangeRule: FormRule = ({ getFieldValue }) => ({
      validator: (_rule, to: unknown) =>
        rangeEndBeforeStart(field, getFieldValue(fromName), to)
          ? Promise.reject(new Error(ruleMessage(lang, 'rangeEnd')))
          : Promise.resolve(),
    });
    return (
      <Form.Item label={field.label} colon={false}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Form.Item name={fromName} noStyle normalize={normalize}>
            {control(field, 'from')}
          </Form.Item>
          <span aria-hidden="true">-</span>
          <Form.Item
            name={`${field.name}To`}
            noStyle
            normalize={normalize}
            dependencies={[fromName]}
            rules={[rangeRule]}
          >
            {control(field, 'to')}
          </Form.Item>
        </div>
      </Form.Item>
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      role="search"
      initialValues={initialFormValues}
      onFinish={search}
      onFinishFailed={({ errorFields }) => showFailedField(errorFields)}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={16}>
        {fields.map((field, index) => (
          <Col
            key={field.name}
            xs={24}
            sm={12}
            lg={8}
            style={collapsible && !expanded && index >= collapsedCount ? { display: 'none' } : undefined}
          >
            {item(field)}
          </Col>
        ))}
      </Row>
      <Space wrap>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
          {t('search.search')}
        </Button>
        <Button htmlType="button" onClick={reset} disabled={loading}>
          {t('search.reset')}
        </Button>
        {collapsible && (
          <Button
            type="link"
            htmlType="button"
            aria-expanded={expanded}
            icon={expanded ? <UpOutlined /> : <DownOutlined />}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('search.less') : t('search.more')}
          </Button>
        )}
      </Space>
    </Form>
  );
}
