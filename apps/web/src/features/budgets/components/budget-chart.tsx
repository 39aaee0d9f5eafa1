import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { decimalStringToSatang, type BudgetFigures } from '@suanklang/shared';
import { money } from '../../../lib/months';

/** Budget, actual and over-budget bars: dark enough on white for the 3:1 of graphics (WCAG 1.4.11). */
const COLOURS = { budget: '#8c8c8c', actual: '#1668dc', over: '#cf1322' } as const;
const HEIGHT = 180;
const GROUP = 44;
const BAR = 16;
const AXIS = 20;

export type ChartMonth = { display: string; figures: BudgetFigures };

/**
 * Budget against actual per month as paired columns (grey budget, blue actual, red where the actual is over the
 * budget). The picture is drawn for the eye; its figures are in the table below it and in each column's title,
 * and the whole is named for a screen reader.
 */
export function BudgetChart({ title, months }: { title: string; months: readonly ChartMonth[] }) {
  const { t } = useTranslation('budget-summary');
  const values = months.map((m) => ({
    budget: decimalStringToSatang(m.figures.budget),
    actual: decimalStringToSatang(m.figures.actual),
  }));
  // Heights are drawn in proportion to the largest figure: display only, never money arithmetic.
  const top = Math.max(1, ...values.flatMap((v) => [v.budget, v.actual]));
  const height = (satang: number) => Math.max(0, Math.round((satang / top) * (HEIGHT - AXIS)));
  const width = months.length * GROUP;

  return (
    <figure style={{ margin: 0 }} data-testid="budget-chart">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>{title}</Typography.Text>
        <Flex gap={16} wrap aria-hidden>
          {(['budget', 'actual', 'over'] as const).map((kind) => (
            <Flex key={kind} gap={6} align="center">
              <span style={{ width: 12, height: 12, background: COLOURS[kind], display: 'inline-block' }} />
              <Typography.Text type="secondary">{t(`chart.${kind}`)}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      </Flex>
      <div style={{ overflowX: 'auto' }}>
        <svg
          role="img"
          aria-label={t('chart.label', { title })}
          width={width}
          height={HEIGHT + AXIS}
          viewBox={`0 0 ${width} ${HEIGHT + AXIS}`}
        >
          <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="#8c8c8c" />
          {months.map((m, i) => {
            const v = values[i]!;
            const x = i * GROUP + (GROUP - 2 * BAR - 2) / 2;
            const actualColour = v.actual > v.budget ? COLOURS.over : COLOURS.actual;
            return (
              <g key={m.display}>
                <rect
                  x={x}
                  y={HEIGHT - height(v.budget)}
                  width={BAR}
                  height={height(v.budget)}
                  fill={COLOURS.budget}
                >
                  <title>{`${m.display} ${t('chart.budget')} ${money(m.figures.budget)}`}</title>
                </rect>
                <rect
                  x={x + BAR + 2}
                  y={HEIGHT - height(v.actual)}
                  width={BAR}
                  height={height(v.actual)}
                  fill={actualColour}
                >
                  <title>{`${m.display} ${t('chart.actual')} ${money(m.figures.actual)}`}</title>
                </rect>
                <text
                  x={i * GROUP + GROUP / 2}
                  y={HEIGHT + 14}
                  textAnchor="middle"
                  fontSize={11}
                  fill="#595959"
                >
                  {m.display.split(' ')[0]}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
