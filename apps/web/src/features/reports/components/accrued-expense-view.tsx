import { useState } from 'react';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { daysInMonth, type AccruedExpenseReport, type AccruedExpenseRow } from '@suanklang/shared';
import { formatDate } from '../../../components/format';
import { MainTable } from '../../../components/main-table';
import { ReportScreen } from '../../../components/report-screen';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { startLedgerFile, useAccruedExpense, type LedgerPeriodParams } from '../api/ledger-reports-api';
import {
  Pager,
  PeriodFields,
  PeriodLine,
  ledgerRows,
  periodParamsOf,
  useLedgerColumns,
  usePages,
  type LedgerRow,
  type PeriodValues,
} from './ledger-report-parts';
import dayjs from 'dayjs';

const COLUMNS = ['opening', 'accrued', 'paid', 'closing'] as const;

/** The last day of a month YYYY-MM. */
const monthEnd = (period: string) =>
  `${period}-${String(daysInMonth(Number(period.slice(0, 4)), Number(period.slice(5, 7)))).padStart(2, '0')}`;

/**
 * Accrued expenses (ค่าใช้จ่ายค้างจ่าย, /views/report) as at a month's end: per accrued-expense account (2120 and
 * those under it) what was owed at the start, accrued, paid and owed at the end, then the lines behind them.
 */
export function AccruedExpenseView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('ledger-reports');
  const lang = useLang();
  const [params, setParams] = useState<LedgerPeriodParams | null>(null);
  const pages = usePages();
  const report = useAccruedExpense(
    params ? { ...params, ...(pages.cursor ? { cursor: pages.cursor } : {}) } : null,
  );
  const ledgerColumns = useLedgerColumns();
  const show = (next: LedgerPeriodParams) => {
    pages.reset();
    if (params && JSON.stringify(params) === JSON.stringify(next)) void report.refetch();
    else setParams(next);
  };
  const summaryColumns: TableColumnsType<AccruedExpenseRow> = [
    { title: t('accountCode'), dataIndex: 'accountCode', key: 'accountCode' },
    { title: t('accountName'), dataIndex: 'accountName', key: 'accountName' },
    ...COLUMNS.map((c) => ({
      title: t(`accruedExpense.${c}`),
      dataIndex: c,
      key: c,
      align: 'right' as const,
      render: money,
    })),
  ];

  return (
    <ReportScreen<PeriodValues, LedgerPeriodParams, AccruedExpenseReport, LedgerRow>
      id="accrued-expense"
      onBack={onBack}
      // As at a month's end: this month by default.
      initialValues={{ periodFrom: dayjs(), periodTo: dayjs(), postedOnly: false }}
      toParams={periodParamsOf}
      onShow={show}
      query={report}
      exports={{
        excel: (p) => startLedgerFile({ report: 'accruedExpense', format: 'xlsx', ...p, docLang: lang }),
        pdf: (p) => startLedgerFile({ report: 'accruedExpense', format: 'pdf', ...p, docLang: lang }),
      }}
      texts={{
        condition: t('condition'),
        show: t('show'),
        excel: t('excel'),
        pdf: t('pdf'),
        back: t('back'),
      }}
      fields={<PeriodFields id="accrued-expense" />}
      preview={{
        columns: () => ledgerColumns,
        rows: (data) => ledgerRows(data.ledger),
        rowKey: 'key',
        emptyText: t('accruedExpense.empty'),
        pagination: false,
        header: (data) => (
          <>
            <PeriodLine
              report={data}
              extra={[t('accruedExpense.asOf', { date: formatDate(monthEnd(data.periodTo), lang) })]}
            />
            <MainTable<AccruedExpenseRow>
              columns={summaryColumns}
              dataSource={data.rows}
              rowKey="accountCode"
              pagination={false}
              emptyText={t('accruedExpense.empty')}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <Typography.Text strong>{t('total')}</Typography.Text>
                  </Table.Summary.Cell>
                  {COLUMNS.map((c, i) => (
                    <Table.Summary.Cell key={c} index={2 + i} align="right">
                      <Typography.Text strong data-testid={`accrued-expense-total-${c}`}>
                        {money(data.totals[c])}
                      </Typography.Text>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )}
            />
            <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
              {t('accruedExpense.entries')}
            </Typography.Title>
            <Pager id="accrued-expense" pages={pages} next={data.ledger.next} />
          </>
        ),
      }}
    />
  );
}
