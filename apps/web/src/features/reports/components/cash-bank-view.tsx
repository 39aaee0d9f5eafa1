import { useState } from 'react';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CashBankReport, CashBankRow } from '@suanklang/shared';
import { ReportScreen } from '../../../components/report-screen';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { startLedgerFile, useCashBank, type LedgerPeriodParams } from '../api/ledger-reports-api';
import {
  PeriodFields,
  PeriodLine,
  balanceText,
  periodDefaults,
  periodParamsOf,
  type PeriodValues,
} from './ledger-report-parts';

const COLUMNS = [
  { key: 'opening', label: 'cashBank.opening', balance: true },
  { key: 'debit', label: 'cashBank.received', balance: false },
  { key: 'credit', label: 'cashBank.paid', balance: false },
  { key: 'closing', label: 'cashBank.closing', balance: true },
] as const;

/**
 * Cash and bank (เงินสดและเงินฝากธนาคาร, /views/report): per cash or bank account of the property, its opening
 * balance, what it received (debits) and paid (credits), and its closing balance, with totals.
 */
export function CashBankView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('ledger-reports');
  const lang = useLang();
  const [params, setParams] = useState<LedgerPeriodParams | null>(null);
  const report = useCashBank(params);
  const show = (next: LedgerPeriodParams) => {
    if (params && JSON.stringify(params) === JSON.stringify(next)) void report.refetch();
    else setParams(next);
  };
  const columns: TableColumnsType<CashBankRow> = [
    { title: t('accountCode'), dataIndex: 'accountCode', key: 'accountCode' },
    {
      title: t('accountName'),
      key: 'accountName',
      render: (_v, r) => (
        <>
          {r.accountName}
          {r.bankAccounts.map((b) => (
            <Typography.Text key={b} type="secondary" style={{ display: 'block' }}>
              {b}
            </Typography.Text>
          ))}
        </>
      ),
    },
    ...COLUMNS.map((c) => ({
      title: t(c.label),
      key: c.key,
      align: 'right' as const,
      render: (_v: unknown, r: CashBankRow) => (c.balance ? balanceText(r[c.key]) : money(r[c.key])),
    })),
  ];

  return (
    <ReportScreen<PeriodValues, LedgerPeriodParams, CashBankReport, CashBankRow>
      id="cash-bank"
      onBack={onBack}
      initialValues={periodDefaults()}
      toParams={periodParamsOf}
      onShow={show}
      query={report}
      exports={{
        excel: (p) => startLedgerFile({ report: 'cashBank', format: 'xlsx', ...p, docLang: lang }),
        pdf: (p) => startLedgerFile({ report: 'cashBank', format: 'pdf', ...p, docLang: lang }),
      }}
      texts={{
        condition: t('condition'),
        show: t('show'),
        excel: t('excel'),
        pdf: t('pdf'),
        back: t('back'),
      }}
      fields={<PeriodFields id="cash-bank" />}
      preview={{
        columns: () => columns,
        rows: (data) => data.rows,
        rowKey: 'accountCode',
        emptyText: t('cashBank.empty'),
        header: (data) => <PeriodLine report={data} />,
        summary: (data) => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>{t('total')}</Typography.Text>
            </Table.Summary.Cell>
            {COLUMNS.map((c, i) => (
              <Table.Summary.Cell key={c.key} index={2 + i} align="right">
                <Typography.Text strong data-testid={`cash-bank-total-${c.key}`}>
                  {c.balance ? balanceText(data.totals[c.key]) : money(data.totals[c.key])}
                </Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ),
      }}
    />
  );
}
