import dayjs, { type Dayjs } from 'dayjs';
import { API_DATE_FORMAT } from '../../components/format';

/**
 * A form's values as a request body: a date picker's dayjs becomes 'YYYY-MM-DD', a blank text becomes null (the
 * shared schemas read null as "not filled in", and a modify then clears the field), nested rows alike. Values
 * stay as typed otherwise: the server runs the same schema on them, so amounts are still baht, codes still as
 * typed.
 */
/** What convert makes of a form's values: dates become API text, text may become null. */
export type RequestValues<T> = T extends Dayjs
  ? string
  : T extends string
    ? string | null
    : T extends readonly (infer U)[]
      ? RequestValues<U>[]
      : T extends object
        ? { [K in keyof T]: RequestValues<T[K]> }
        : T;

export function toRequestValues<T>(values: T): RequestValues<T> {
  return convert(values) as RequestValues<T>;
}

function convert(value: unknown): unknown {
  if (dayjs.isDayjs(value)) return value.format(API_DATE_FORMAT);
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) return value.map(convert);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item)]));
  }
  return value;
}

/** Server text ('45.50') to the number an amount input shows; null stays empty. */
export function amountOf(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A server date ('2024-05-01' or ISO date-time) as a date picker value. */
export function dateOf(text: string | null | undefined): dayjs.Dayjs | null {
  if (!text) return null;
  const value = dayjs(text.slice(0, 10), API_DATE_FORMAT, true);
  return value.isValid() ? value : null;
}
