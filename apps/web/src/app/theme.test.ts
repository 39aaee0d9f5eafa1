import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { PRESET_TAG_TEXT, PRIMARY, THEME } from './theme';

/** WCAG 2.1 relative luminance and contrast ratio (1.4.3), with antd's rgba greys laid over their background. */
type Rgb = [number, number, number];

function parse(colour: string, background: Rgb = [255, 255, 255]): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const value = hex[1]!;
    return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
  }
  const rgba = /^rgba?\(([^)]+)\)$/i.exec(colour.replace(/\s/g, ''));
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [r = 0, g = 0, b = 0, a = 1] = rgba[1]!.split(',').map(Number);
  return [r, g, b].map((c, i) => c * a + background[i]! * (1 - a)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(foreground: string, background: string): number {
  const bg = parse(background);
  const [light, dark] = [luminance(parse(foreground, bg)), luminance(bg)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const token = theme.getDesignToken(THEME) as unknown as Record<string, string>;
const WHITE = '#ffffff';
const LAYOUT = token.colorBgLayout!;
const TABLE_HEADER = '#fafafa';

describe('contrast of the theme (WCAG 2.1 AA)', () => {
  it('computes the known ratios of the WCAG definition', () => {
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrast('#767676', WHITE)).toBeCloseTo(4.54, 2);
    expect(contrast('rgba(0,0,0,0.45)', WHITE)).toBeCloseTo(contrast('#8c8c8c', WHITE), 1);
    expect(contrast('#8c8c8c', WHITE)).toBeCloseTo(3.36, 2);
  });

  it.each([
    ['white on primary buttons and the selected menu entry', '#ffffff', 'colorPrimary'],
    ['white on a hovered primary button', '#ffffff', 'colorPrimaryHover'],
    ['white on a pressed primary button', '#ffffff', 'colorPrimaryActive'],
    ['white on danger buttons', '#ffffff', 'colorError'],
    ['white on a hovered danger button', '#ffffff', 'colorErrorHover'],
  ])('%s: 4.5:1', (_what, foreground, background) => {
    expect(contrast(foreground, token[background]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    'colorPrimary',
    'colorLink',
    'colorLinkHover',
    'colorError',
    'colorErrorText',
    'colorSuccessText',
    'colorWarningText',
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorTextQuaternary',
  ])('%s as text on white, the layout grey and a table header: 4.5:1', (name) => {
    for (const background of [WHITE, LAYOUT, TABLE_HEADER])
      expect(contrast(token[name]!, background), `${name} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['success tags', 'colorSuccess', 'colorSuccessBg'],
    ['error tags and alerts', 'colorError', 'colorErrorBg'],
    ['processing tags', 'colorInfo', 'colorInfoBg'],
    ['warning text', 'colorWarningText', 'colorWarningBg'],
    ['a selected entry of a light menu', 'colorPrimary', 'colorPrimaryBg'],
  ])('%s: text on its light background 4.5:1', (_what, foreground, background) => {
    expect(contrast(token[foreground]!, token[background]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('every preset tag colour: its text (shade 7) on its background (shade 1) 4.5:1', () => {
    const presets = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow'];
    for (const colour of [...presets, 'volcano', 'geekblue', 'lime', 'gold'])
      expect(contrast(token[`${colour}7`]!, token[`${colour}1`]!), colour).toBeGreaterThanOrEqual(4.5);
    // Under both of antd's names of a shade (green7, green-7): the browser uses the older one.
    for (const [name, value] of Object.entries(PRESET_TAG_TEXT)) {
      expect(token[name]).toBe(value);
      expect(token[name.replace(/(\d+)$/, '-$1')]).toBe(value);
    }
  });

  it('borders of inputs and buttons, and the focus ring: 3:1 (non-text contrast)', () => {
    for (const background of [WHITE, LAYOUT])
      expect(contrast(token.colorBorder!, background)).toBeGreaterThanOrEqual(3);
    expect(contrast(PRIMARY, WHITE)).toBeGreaterThanOrEqual(3);
    // The ring in the dark sidebar is white.
    expect(contrast(WHITE, '#001529')).toBeGreaterThanOrEqual(3);
  });

  it('the global stylesheet draws the focus ring in the primary colour', () => {
    const css = readFileSync(join(import.meta.dirname, 'global.css'), 'utf8');
    expect(css).toContain(`--sk-focus-ring: ${PRIMARY};`);
  });
});
