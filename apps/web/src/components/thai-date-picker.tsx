import { DatePicker, type DatePickerProps } from 'antd';
import enUS from 'antd/locale/en_US';
import thTH from 'antd/locale/th_TH';
// antd's own dayjs adapter (the package antd's DatePicker is built on); wrapped below rather than rewritten.
import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import type { Dayjs } from 'dayjs';
import type { Lang } from '@suanklang/shared';
import { BUDDHIST_ERA_OFFSET } from '@suanklang/shared/thai/dates';
import { DATE_FORMAT, DATE_TIME_FORMAT, MONTH_FORMAT, toBuddhistFormat } from './format';
import { useLang } from './use-lang';

type GenerateConfig = typeof dayjsGenerateConfig;

/** Earliest year a Thai user can mean: a CE year typed by mistake (2026 -> 1483 CE) is refused, not kept. */
const MIN_CE_YEAR = 1900;

function isThaiLocale(locale: string): boolean {
  return locale.toLowerCase().startsWith('th');
}

/**
 * Reads text typed in Thai, where the year is Buddhist era. Our formats are fixed width (DD, MM, YYYY, HH, mm),
 * so the year sits where `YYYY` sits in the format; it is turned into CE before the normal strict parse, which
 * keeps 29/02/2567 valid (2024 is a leap year, 2567 would not be).
 */
function parseBuddhist(locale: string, text: string, format: string): Dayjs | null {
  const yearAt = format.indexOf('YYYY');
  if (yearAt < 0) return dayjsGenerateConfig.locale.parse(locale, text, [format]);
  if (text.length !== format.length) return null;
  const yearText = text.slice(yearAt, yearAt + 4);
  if (!/^\d{4}$/.test(yearText)) return null;
  const ceYear = Number(yearText) - BUDDHIST_ERA_OFFSET;
  if (ceYear < MIN_CE_YEAR) return null;
  const ceText = text.slice(0, yearAt) + String(ceYear).padStart(4, '0') + text.slice(yearAt + 4);
  return dayjsGenerateConfig.locale.parse(locale, ceText, [format]);
}

/**
 * antd's dayjs adapter with two changes: in the Thai locale every year (input, calendar header, year and decade
 * panels) is shown and typed in Buddhist era, and the week starts on Monday in every language (001 section 9).
 */
export const thaiGenerateConfig: GenerateConfig = {
  ...dayjsGenerateConfig,
  locale: {
    ...dayjsGenerateConfig.locale,
    getWeekFirstDay: () => 1,
    getWeekFirstDate: (_locale, date) => date.subtract((date.day() + 6) % 7, 'day'),
    format: (locale, date, format) =>
      dayjsGenerateConfig.locale.format(
        locale,
        date,
        isThaiLocale(locale) ? toBuddhistFormat(format) : format,
      ),
    parse: (locale, text, formats) => {
      if (!isThaiLocale(locale)) return dayjsGenerateConfig.locale.parse(locale, text, formats);
      for (const format of formats) {
        const parsed = parseBuddhist(locale, text, format);
        if (parsed?.isValid()) return parsed;
      }
      return null;
    },
  },
};

const BasePicker = DatePicker.generatePicker<Dayjs>(thaiGenerateConfig);

/** The picker texts (placeholders, today, month names) for the interface language. */
export function pickerLocale(lang: Lang) {
  return lang === 'th' ? thTH.DatePicker : enUS.DatePicker;
}

export type ThaiDatePickerProps = Omit<DatePickerProps<Dayjs, false>, 'locale' | 'format' | 'multiple'> & {
  /** A dayjs format in CE tokens; the Thai locale shows its `YYYY` as Buddhist era. Defaults to DD/MM/YYYY. */
  format?: string;
};

/**
 * Date picker (value: a dayjs). Shows DD/MM/YYYY; in Thai the year is Buddhist era (2026 shows 2569) in the
 * input and the calendar, and typed dates are read as DD/MM/BBBB. English shows CE.
 */
export function ThaiDatePicker(props: ThaiDatePickerProps) {
  const { format, picker, ...rest } = props;
  const lang = useLang();
  const fallback = picker === 'month' ? MONTH_FORMAT : picker === 'year' ? 'YYYY' : DATE_FORMAT;
  return (
    <BasePicker
      {...rest}
      picker={picker}
      locale={pickerLocale(lang)}
      format={format ?? (rest.showTime ? DATE_TIME_FORMAT : fallback)}
    />
  );
}

export type ThaiMonthPickerProps = Omit<ThaiDatePickerProps, 'picker'>;

/** Month picker MM/YYYY (Buddhist-era year in Thai). */
export function ThaiMonthPicker(props: ThaiMonthPickerProps) {
  return <ThaiDatePicker {...props} picker="month" />;
}

export type ThaiYearPickerProps = Omit<ThaiDatePickerProps, 'picker'>;

/** Year picker (Buddhist-era year in Thai). */
export function ThaiYearPicker(props: ThaiYearPickerProps) {
  return <ThaiDatePicker {...props} picker="year" />;
}
