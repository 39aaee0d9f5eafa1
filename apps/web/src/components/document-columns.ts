import type { TableColumnType } from 'antd';
import type { Lang } from '@suanklang/shared';
import { money } from '../lib/months';
import { formatDate, formatDateTime } from './format';

/** The text fields of a row (the columns below read one field each). */
type FieldOf<Row> = Extract<keyof Row, string>;

/** A column showing one field as it is; `key` defaults to the field. */
export function textColumn<Row>(
  title: string,
  field: FieldOf<Row>,
  key: string = field,
): TableColumnType<Row> {
  return { title, dataIndex: field, key };
}

/** A date (DD/MM/YYYY, Buddhist era in Thai). */
export function dateColumn<Row>(
  title: string,
  field: FieldOf<Row>,
  lang: Lang,
  key: string = field,
): TableColumnType<Row> {
  return { title, dataIndex: field, key, render: (value: string) => formatDate(value, lang) };
}

/** A date and time (DD/MM/YYYY HH:mm). */
export function dateTimeColumn<Row>(
  title: string,
  field: FieldOf<Row>,
  lang: Lang,
  key: string = field,
): TableColumnType<Row> {
  return { title, dataIndex: field, key, render: (value: string) => formatDateTime(value, lang) };
}

/** An amount (a decimal string) with two decimals, right-aligned. */
export function moneyColumn<Row>(
  title: string,
  field: FieldOf<Row>,
  key: string = field,
): TableColumnType<Row> {
  return { title, dataIndex: field, key, align: 'right', render: money };
}
