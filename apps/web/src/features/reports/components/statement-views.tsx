import { useState } from 'react';
import { Alert, Checkbox, Form, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  ruleMessage,
  type FinancialPosition,
  type RevenueExpense,
  type StatementColumn,
  type StatementRow,
} from '@suanklang/shared';
import { API_MONTH_FORMAT, formatDate } from '../../../components/format';
import { ReportScreen } from '../../../components/report-screen';
import { ThaiMonthPicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { formatBillingMonth, money } from '../../../lib/months';
import {
  downloadFinancialPositionExcel,
  downloadRevenueExpenseExcel,
  openFinancialPositionPdf,
  openRevenueExpensePdf,
  useFinancialPosition,
  useRevenueExpense,
  type FinancialPositionParams,
  type RevenueExpenseParams,
} from '../api/statements-api';

type Values = { month?: Dayjs | null; postedOnly?: boolean };
type Keyed = StatementRow & { key: string };

const TITLES: readonly string[] = ['SECTION', 'HEADER'];
const TOTALS: readonly string[] = ['HEADER_TOTAL', 'SECTION_TOTAL', 'TOTAL'];
/** Sections and closing totals flush, headers and their totals set in once, lines twice. */
const indentOf = (r: StatementRow) =>
  r.rowType === 'SECTION' || r.rowType === 'SECTION_TOTAL' || r.rowType === 'TOTAL'
    ? 0
    : r.rowType === 'LINE'
      ? 2
      : 1;

/** The last day of a month YYYY-MM, shown as a date (DD/MM/BBBB in Thai). */
const monthEnd = (period: string, lang: 'th' | 'en') =>
  formatDate(dayjs(`${period}-01`).endOf('month').format('YYYY-MM-DD'), lang);

/** The statement's table: the item (indented by its level, titles and totals in bold), its accounts, a column per period. */
function statementColumns(
  titles: string[],
  t: (key: 'item' | 'accounts') => string,
): TableColumnsType<Keyed> {
  return [
    {
      title: t('item'),
      key: 'name',
      render: (_v, r) => (
        <span style={{ paddingInlineStart: indentOf(r) * 16, display: 'inline-block' }}>
          <Typography.Text
            strong={r.rowType !== 'LINE'}
            type={r.lineKind === 'UNMAPPED' ? 'warning' : undefined}
          >
            {r.name}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: t('accounts'),
      key: 'accounts',
      render: (_v, r) => <Typography.Text type="secondary">{r.accountCodes.join(', ')}</Typography.Text>,
    },
    ...titles.map((title, i) => ({
      title,
      key: `c${i}`,
      align: 'right' as const,
      render: (_v: unknown, r: Keyed) =>
        TITLES.includes(r.rowType) ? null : (
          <Typography.Text
            strong={TOTALS.includes(r.rowType)}
            data-testid={`${r.rowType}-${r.section ?? 'all'}-${i}`}
          >
            {money(r.amounts[i])}
          </Typography.Text>
        ),
    })),
  ];
}
const keyed = (rows: StatementRow[]): Keyed[] => rows.map((r, i) => ({ ...r, key: String(i) }));

const monthField = (name: string, label: string, lang: 'th' | 'en') => (
  <Form.Item name={name} label={label} rules={[{ required: true, message: ruleMessage(lang, 'required') }]}>
    <ThaiMonthPicker allowClear={false} />
  </Form.Item>
);

/** The statement of financial position (/views/report): at a month's end, beside the same date a year earlier. */
export function FinancialPositionView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const [params, setParams] = useState<FinancialPositionParams | null>(null);
  const report = useFinancialPosition(params);
  const toParams = (v: Values): FinancialPositionParams => ({
    asOf: (v.month ?? dayjs()).format(API_MONTH_FORMAT),
    postedOnly: v.postedOnly ? 'Y' : 'N',
  });
  const show = (next: FinancialPositionParams) => {
    if (params && JSON.stringify(params) === JSON.stringify(next)) void report.refetch();
    else setParams(next);
  };
  const titles = (data: FinancialPosition) =>
    data.columns.map((c: StatementColumn) =>
      t('financialPosition.column.asAt', { date: monthEnd(c.to, lang) }),
    );
  return (
    <ReportScreen<Values, FinancialPositionParams, FinancialPosition, Keyed>
      id="financial-position"
      onBack={onBack}
      initialValues={{ month: dayjs(), postedOnly: false }}
      toParams={toParams}
      onShow={show}
      query={report}
      exports={{
        excel: (p) => downloadFinancialPositionExcel(p, lang),
        pdf: (p) => openFinancialPositionPdf(p, lang),
      }}
      texts={{
        condition: t('financialPosition.condition'),
        show: t('financialPosition.show'),
        excel: t('financialPosition.excel'),
        pdf: t('financialPosition.pdf'),
        back: t('financialPosition.back'),
      }}
      fields={
        <>
          {monthField('month', t('financialPosition.asOf'), lang)}
          <Form.Item name="postedOnly" valuePropName="checked">
            <Checkbox id="financial-position-posted-only">{t('financialPosition.postedOnly')}</Checkbox>
          </Form.Item>
        </>
      }
      preview={{
        columns: (data) => statementColumns(titles(data), (k) => t(`financialPosition.column.${k}`)),
        rows: (data) => keyed(data.rows),
        rowKey: 'key',
        // A statement is read whole, as printed: a few dozen rows, never split into pages.
        pagination: false,
        emptyText: t('financialPosition.empty'),
        header: (data) => (
          <>
            <Typography.Paragraph>
              {t('financialPosition.heading', { date: monthEnd(data.asOf, lang) })} ·{' '}
              {data.postedOnly ? t('financialPosition.postedOnly') : t('trialBalance.allShown')}
              {data.customLayout ? '' : ` · ${t('financialPosition.standardLayout')}`}
            </Typography.Paragraph>
            {!data.balanced && (
              <Alert
                type="warning"
                showIcon
                role="alert"
                title={t('financialPosition.unbalanced')}
                style={{ marginBottom: 12 }}
                data-testid="financial-position-unbalanced"
              />
            )}
          </>
        ),
      }}
    />
  );
}

/** The statement of revenue and expense (/views/report): the month, the year to date, and both a year earlier. */
export function RevenueExpenseView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const [params, setParams] = useState<RevenueExpenseParams | null>(null);
  const report = useRevenueExpense(params);
  const toParams = (v: Values): RevenueExpenseParams => ({
    period: (v.month ?? dayjs()).format(API_MONTH_FORMAT),
    postedOnly: v.postedOnly ? 'Y' : 'N',
  });
  const show = (next: RevenueExpenseParams) => {
    if (params && JSON.stringify(params) === JSON.stringify(next)) void report.refetch();
    else setParams(next);
  };
  const month = (period: string) => formatBillingMonth(period, lang);
  const titles = (data: RevenueExpense) =>
    data.columns.map((c) =>
      c.from === c.to
        ? t('revenueExpense.column.month', { month: month(c.to) })
        : t('revenueExpense.column.ytd', { from: month(c.from), to: month(c.to) }),
    );
  return (
    <ReportScreen<Values, RevenueExpenseParams, RevenueExpense, Keyed>
      id="revenue-expense"
      onBack={onBack}
      initialValues={{ month: dayjs(), postedOnly: false }}
      toParams={toParams}
      onShow={show}
      query={report}
      exports={{
        excel: (p) => downloadRevenueExpenseExcel(p, lang),
        pdf: (p) => openRevenueExpensePdf(p, lang),
      }}
      texts={{
        condition: t('revenueExpense.condition'),
        show: t('revenueExpense.show'),
        excel: t('revenueExpense.excel'),
        pdf: t('revenueExpense.pdf'),
        back: t('revenueExpense.back'),
      }}
      fields={
        <>
          {monthField('month', t('revenueExpense.period'), lang)}
          <Form.Item name="postedOnly" valuePropName="checked">
            <Checkbox id="revenue-expense-posted-only">{t('revenueExpense.postedOnly')}</Checkbox>
          </Form.Item>
        </>
      }
      preview={{
        columns: (data) => statementColumns(titles(data), (k) => t(`revenueExpense.column.${k}`)),
        rows: (data) => keyed(data.rows),
        rowKey: 'key',
        // A statement is read whole, as printed: a few dozen rows, never split into pages.
        pagination: false,
        emptyText: t('revenueExpense.empty'),
        header: (data) => (
          <Typography.Paragraph>
            {t('revenueExpense.heading', { month: month(data.period) })} ·{' '}
            {data.postedOnly ? t('revenueExpense.postedOnly') : t('trialBalance.allShown')}
            {data.customLayout ? '' : ` · ${t('revenueExpense.standardLayout')}`}
          </Typography.Paragraph>
        ),
      }}
    />
  );
}
