import type { ThemeConfig } from 'antd';

/**
 * The product's antd theme: antd's look (its blue, green, red and gold, its greys) taken a few shades darker
 * wherever a default misses WCAG 2.1 AA (issue 24): text 4.5:1 against what it stands on, the parts of a control
 * 3:1 (1.4.3, 1.4.11). theme.test.ts recomputes every ratio below from these values and antd's own derived tokens.
 *
 * | token                         | value            | against                         | ratio  | antd default |
 * |-------------------------------|------------------|---------------------------------|--------|--------------|
 * | colorPrimary (buttons, links) | #1565c0          | white text on it / on white     | 5.75   | 4.10         |
 * | colorPrimaryHover, link hover | #1a6dcc          | white on it / on white, #f5f5f5 | 5.12 / 4.69 | 2.97   |
 * | colorError (danger buttons)   | #c62828          | white / its Bg #fff2f0          | 5.62 / 5.14 | 3.26    |
 * | colorErrorHover               | #d32f2f          | white text on it                | 4.98   | 2.61         |
 * | colorSuccess (success tags)   | #2e7d32          | its Bg #f6ffed                  | 4.95   | 2.05         |
 * | colorWarningText              | #ad4e00          | its Bg #fffbe6                  | 6.37   | 1.83         |
 * | colorTextTertiary/Description | rgba(0,0,0,.6)   | white / #f5f5f5 (layout)        | 5.74 / 5.27 | 3.36    |
 * | colorTextPlaceholder/Quaternary | rgba(0,0,0,.58) | white / #f5f5f5                | 6.01 / 5.51 | 1.83    |
 * | colorBorder (inputs, buttons) | #8c8c8c          | white / #f5f5f5                 | 3.36 / 3.08 | 1.36    |
 * | green7 (green tags' text)     | #237804          | green1 #f6ffed                  | 5.44   | 3.37         |
 * | gold7 (gold tags' text)       | #874d00          | gold1 #fffbe6                   | 6.37   | 2.76         |
 * | orange7, cyan7, volcano7, lime7, yellow7 | their 8th or 9th shade | their 1st shade   | ≥ 4.5  | 2.05-4.37    |
 *
 * Disabled text keeps antd's faint grey (rgba(0,0,0,.25)): WCAG does not ask contrast of inactive controls, and
 * disabled must stay visibly different from placeholder and value.
 */

/** The product blue: white text on it, and it as text on white, both above 4.5:1. */
export const PRIMARY = '#1565c0';
export const PRIMARY_HOVER = '#1a6dcc';
export const PRIMARY_ACTIVE = '#0d47a1';

export const ERROR = '#c62828';
export const SUCCESS = '#2e7d32';
/** Icons that say something (configured / not, saved / failed, starred) need 3:1 on white (WCAG 1.4.11). */
export const WARNING_ICON = '#ad4e00'; // 5.43:1
export const STAR = '#ad6800'; // 4.41:1

/** The text colour of a preset tag colour (`<Tag color="green">`): antd reads it from `<colour>7`, on `<colour>1`. */
export const PRESET_TAG_TEXT = {
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#ad4e00',
  cyan7: '#006d75',
  volcano7: '#ad2102',
  lime7: '#3f6600',
  yellow7: '#614700',
} as const;

/**
 * antd keeps each shade twice (`green7` and the older `green-7`) and both become the one CSS variable
 * --ant-green-7: a shade is overridden under both names, or the older one wins in the browser.
 */
const presetShades = Object.fromEntries(
  Object.entries(PRESET_TAG_TEXT).flatMap(([name, value]) => [
    [name, value],
    [name.replace(/(\d+)$/, '-$1'), value],
  ]),
) as Record<string, string>;

const FONT_FAMILY =
  "'Noto Sans Thai', 'Sarabun', 'Leelawadee UI', 'Tahoma', -apple-system, 'Segoe UI', Roboto, sans-serif";

export const THEME: ThemeConfig = {
  token: {
    fontFamily: FONT_FAMILY,

    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    colorLink: PRIMARY,
    colorPrimaryHover: PRIMARY_HOVER,
    colorPrimaryActive: PRIMARY_ACTIVE,
    colorPrimaryTextHover: PRIMARY_HOVER,
    colorPrimaryTextActive: PRIMARY_ACTIVE,
    colorLinkHover: PRIMARY_HOVER,
    colorLinkActive: PRIMARY_ACTIVE,
    colorInfoHover: PRIMARY_HOVER,
    colorInfoActive: PRIMARY_ACTIVE,

    colorError: ERROR,
    colorErrorHover: '#d32f2f',
    colorErrorActive: '#a1181d',
    colorErrorText: ERROR,
    colorErrorTextHover: '#d32f2f',
    colorErrorTextActive: '#a1181d',

    // A dark seed makes antd derive a grey background for it: the light greens are antd's own.
    colorSuccess: SUCCESS,
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorSuccessBorderHover: '#95de64',
    colorSuccessHover: '#388e3c',
    colorSuccessActive: '#1b5e20',
    colorSuccessText: SUCCESS,
    colorSuccessTextHover: '#388e3c',
    colorSuccessTextActive: '#1b5e20',

    // The warning colour stays antd's gold for icons and borders; text in it is a dark amber.
    colorWarningText: '#ad4e00',
    colorWarningTextHover: '#ad4e00',
    colorWarningTextActive: '#873800',

    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextQuaternary: 'rgba(0, 0, 0, 0.58)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.25)',
    colorBorder: '#8c8c8c',

    ...presetShades,
  },
};
