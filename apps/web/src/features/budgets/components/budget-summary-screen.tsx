import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Flex,
  Form,
  Select,
  Space,
  Spin,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  decimalStringToSatang,
  type BudgetFigures,
  type BudgetSummary,
  type BudgetSummaryRow,
} from '@suanklang/shared';
import { ReportScreen } from '../../../components/report-screen';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { DetailHeader } from '../../../lib/settings/detail-header';
import { downloadOperatingBudgetExcel, openOperatingBudgetPdf } from '../api/budget-files';
import { useBudgetSummary, useBudgetYears } from '../api/budget-summary';
import { useCurrentFiscalYear } from '../api/budgets';
import { BUDGET_PATH, budgetDetailPath, yearText } from '../budget-grid';
import { BudgetChart } from './budget-chart';
import { BudgetEntriesDrawer, type DrillDown } from './budget-entries-drawer';
import { BudgetStatusTag } from './budget-status';

/** Which months the figures add up: the whole year, the year to date, or one month (1..12). */
export type Span = 'YEAR' | 'YTD' | number;
type Values = { year: number; span: Span };
type Params = Values;

const FIGURES = ['budget', 'committed', 'actual', 'available', 'percentUsed'] as const;
const ALL_ITEMS = '';

/** The figures of a row (or the totals) over the span. */
export function figuresOf(
  row: Pick<BudgetSummaryRow, 'cells' | 'year' | 'yearToDate'>,
  span: Span,
): BudgetFigures {
  if (span === 'YEAR') return row.year;
  if (span === 'YTD') return row.yearToDate;
  return row.cells.find((c) => c.month === span) ?? row.year;
}

const isNegative = (text: string) => decimalStringToSatang(text) < 0;
const isOver = (percent: string | null) => percent !== null && Number(percent) > 100;

function yearOfAddress(text: string | null): number | null {
  return text && /^\d{4}$/.test(text) ? Number(text) : null;
}

/**
 * /views/setting/budgetSummary?year=YYYY: budget against actual per item for the year, the year to date or a
 * month (budget, committed, actual from the ledger, available and the share used), a chart of the months, and the
 * ledger lines behind an actual figure.
 */
export function BudgetSummaryScreen() {
  const [address] = useSearchParams();
  const asked = yearOfAddress(address.get('year'));
  const current = useCurrentFiscalYear();
  // Without a year in the address the screen opens on the fiscal year running today, once the server says which.
  if (asked === null && !current.known) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <BudgetSummaryOf initialYear={asked ?? current.year} thisYear={current.year} />;
}

function BudgetSummaryOf({ initialYear, thisYear }: { initialYear: number; thisYear: number }) {
  const { t } = useTranslation(['budget-summary', 'screens']);
  const lang = useLang();
  const [params, setParams] = useState<Params>(() => ({ year: initialYear, span: 'YTD' }));
  const [chartItem, setChartItem] = useState(ALL_ITEMS);
  const [drill, setDrill] = useState<DrillDown | null>(null);
  const summary = useBudgetSummary(params.year);
  const years = useBudgetYears();

  const yearChoices = [
    ...new Set([params.year, thisYear, thisYear + 1, ...(years.data ?? []).map((y) => y.year)]),
  ].sort((a, b) => b - a);
  const spanLabel = (span: Span, data?: BudgetSummary) =>
    span === 'YEAR'
      ? t('span.YEAR')
      : span === 'YTD'
        ? t('span.YTD')
        : (data?.monthList.find((m) => m.month === span)?.display ?? String(span));

  /** Opens the drill-down on a month: the span's month, else the last month with that figure in the span. */
  const openDrill = (
    row: BudgetSummaryRow,
    data: BudgetSummary,
    figure: 'actual' | 'committed' = 'actual',
  ) => {
    if (typeof params.span === 'number') return setDrill({ row, month: params.span });
    const toDate = data.monthList.find((m) => m.period === data.toDatePeriod)?.month ?? 12;
    const last = params.span === 'YTD' ? toDate : 12;
    const withFigure = row.cells.filter((c) => c.month <= last && decimalStringToSatang(c[figure]) !== 0);
    setDrill({ row, month: withFigure.at(-1)?.month ?? last });
  };

  const columns = (data: BudgetSummary): TableColumnsType<BudgetSummaryRow> => [
    { title: t('column.code'), dataIndex: 'budgetItemCode', key: 'code', width: 110 },
    { title: t('column.description'), dataIndex: 'description', key: 'description' },
    { title: t('column.account'), dataIndex: 'accountCode', key: 'account', width: 110 },
    ...FIGURES.map((f) => ({
      title: t(`column.${f}`),
      key: f,
      align: 'right' as const,
      render: (_: unknown, row: BudgetSummaryRow) => {
        const figures = figuresOf(row, params.span);
        if (f === 'percentUsed') return <PercentUsed value={figures.percentUsed} />;
        if (f === 'actual')
          return (
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              aria-label={t('drill.open', { item: row.budgetItemCode, span: spanLabel(params.span, data) })}
              onClick={() => openDrill(row, data)}
            >
              {money(figures.actual)}
            </Button>
          );
        if (f === 'committed' && decimalStringToSatang(figures.committed) !== 0)
          return (
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              aria-label={t('drill.openCommitted', {
                item: row.budgetItemCode,
                span: spanLabel(params.span, data),
              })}
              onClick={() => openDrill(row, data, 'committed')}
            >
              {money(figures.committed)}
            </Button>
          );
        const text = money(figures[f]);
        return f === 'available' && isNegative(figures.available) ? (
          <Typography.Text type="danger">{text}</Typography.Text>
        ) : (
          text
        );
      },
    })),
  ];

  const chartRow = (data: BudgetSummary) => data.rows.find((r) => r.budgetItemCode === chartItem) ?? null;

  return (
    <>
      <DetailHeader
        title={t('screens:title.settingBudgetSummary')}
        backTo={BUDGET_PATH}
        actions={
          <Link to={budgetDetailPath(params.year)} id="budget-summary-grid">
            {t('openBudget', { year: yearText(params.year, lang) })}
          </Link>
        }
      />
      <ReportScreen<Values, Params, BudgetSummary, BudgetSummaryRow>
        id="budget-summary"
        initialValues={params}
        toParams={(values) => values}
        onShow={(next) => {
          if (next.year === params.year && next.span === params.span) void summary.refetch();
          setParams(next);
        }}
        query={summary}
        exports={{
          excel: (p) => downloadOperatingBudgetExcel({ year: p.year }, lang),
          pdf: (p) => openOperatingBudgetPdf({ year: p.year }, lang),
        }}
        texts={{ condition: t('condition'), show: t('show'), excel: t('excel'), pdf: t('pdf') }}
        fields={
          <>
            <Form.Item name="year" label={t('field.year')}>
              <Select
                style={{ minWidth: 120 }}
                options={yearChoices.map((y) => ({ value: y, label: yearText(y, lang) }))}
              />
            </Form.Item>
            <Form.Item name="span" label={t('field.span')}>
              <Select
                style={{ minWidth: 150 }}
                options={[
                  { value: 'YTD', label: t('span.YTD') },
                  { value: 'YEAR', label: t('span.YEAR') },
                  ...(summary.data?.monthList ?? []).map((m) => ({ value: m.month, label: m.display })),
                ]}
              />
            </Form.Item>
          </>
        }
        preview={{
          rowKey: 'budgetItemCode',
          pagination: false,
          emptyText: t('empty'),
          columns,
          rows: (data) => data.rows,
          header: (data) => (
            <Space direction="vertical" size={12} style={{ width: '100%', marginBottom: 12 }}>
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>
                  {t('heading', { year: yearText(data.year, lang), span: spanLabel(params.span, data) })}
                </Typography.Text>
                {data.status ? <BudgetStatusTag status={data.status} /> : null}
                {params.span === 'YTD' && (
                  <Typography.Text type="secondary">
                    {t('toDate', {
                      month: data.monthList.find((m) => m.period === data.toDatePeriod)?.display ?? '',
                    })}
                  </Typography.Text>
                )}
              </Flex>
              {!data.status && <Alert type="info" showIcon title={t('noBudget')} id="budget-summary-none" />}
              {data.status === 'DRAFT' && <Alert type="warning" showIcon title={t('draft')} />}
              <Card size="small">
                <Flex justify="flex-end" style={{ marginBottom: 8 }}>
                  <Space>
                    <label htmlFor="budget-chart-item">{t('chart.item')}</label>
                    <Select
                      id="budget-chart-item"
                      value={chartItem}
                      onChange={setChartItem}
                      style={{ minWidth: 220 }}
                      options={[
                        { value: ALL_ITEMS, label: t('chart.all') },
                        ...data.rows.map((r) => ({
                          value: r.budgetItemCode,
                          label: `${r.budgetItemCode} ${r.description}`,
                        })),
                      ]}
                    />
                  </Space>
                </Flex>
                <BudgetChart
                  title={
                    chartRow(data)
                      ? t('chart.titleOf', { item: chartRow(data)!.description })
                      : t('chart.title')
                  }
                  months={data.monthList.map((m) => ({
                    display: m.display,
                    figures: (chartRow(data) ?? data.totals).cells.find((c) => c.month === m.month)!,
                  }))}
                />
              </Card>
            </Space>
          ),
          summary: (data) => {
            const total = figuresOf(data.totals, params.span);
            return (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <Typography.Text strong>{t('total')}</Typography.Text>
                </Table.Summary.Cell>
                {FIGURES.map((f, i) => (
                  <Table.Summary.Cell key={f} index={3 + i} align="right">
                    <Typography.Text strong data-testid={`budget-summary-total-${f}`}>
                      {f === 'percentUsed' ? <PercentUsed value={total.percentUsed} /> : money(total[f])}
                    </Typography.Text>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            );
          },
        }}
      />
      {summary.data && (
        <BudgetEntriesDrawer
          summary={summary.data}
          drill={drill}
          onMonth={(month) => setDrill((d) => (d ? { ...d, month } : d))}
          onClose={() => setDrill(null)}
        />
      )}
    </>
  );
}

/** The share used in words and figures: over 100 % is said, not only coloured. */
function PercentUsed({ value }: { value: string | null }) {
  const { t } = useTranslation('budget-summary');
  if (value === null) return <Typography.Text type="secondary">{t('noPercent')}</Typography.Text>;
  return isOver(value) ? (
    <Typography.Text type="danger">{t('over', { percent: value })}</Typography.Text>
  ) : (
    <>{`${value}%`}</>
  );
}
