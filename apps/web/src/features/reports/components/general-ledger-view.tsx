import { useState } from 'react';
import { Form, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LedgerReport } from '@suanklang/shared';
import { ReportScreen } from '../../../components/report-screen';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { useAccountOptions } from '../../../lib/reference/get-account-options';
import { startLedgerFile, useLedger, type LedgerParams } from '../api/ledger-reports-api';
import {
  Pager,
  PeriodFields,
  PeriodLine,
  ledgerRows,
  periodDefaults,
  periodParamsOf,
  useLedgerColumns,
  usePages,
  type LedgerRow,
  type PeriodValues,
} from './ledger-report-parts';

type Values = PeriodValues & { accountFrom?: string | null; accountTo?: string | null };

function paramsOf(values: Values): LedgerParams {
  return {
    ...periodParamsOf(values),
    ...(values.accountFrom ? { accountFrom: values.accountFrom } : {}),
    ...(values.accountTo ? { accountTo: values.accountTo } : {}),
  };
}

/**
 * The general ledger (บัญชีแยกประเภท, /views/report): per account of the range its balance brought forward, its
 * lines with the running balance and its totals, a page of lines at a time; Excel and PDF of the whole range.
 */
export function GeneralLedgerView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('ledger-reports');
  const lang = useLang();
  const accounts = useAccountOptions({});
  const [params, setParams] = useState<LedgerParams | null>(null);
  const pages = usePages();
  const report = useLedger(params ? { ...params, ...(pages.cursor ? { cursor: pages.cursor } : {}) } : null);
  const columns = useLedgerColumns();

  const show = (next: LedgerParams) => {
    pages.reset();
    if (params && JSON.stringify(params) === JSON.stringify(next)) void report.refetch();
    else setParams(next);
  };
  const accountSelect = (id: string) => (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 260 }}
      options={accounts.data ?? []}
      placeholder={t('ledger.allAccounts')}
    />
  );

  return (
    <ReportScreen<Values, LedgerParams, LedgerReport, LedgerRow>
      id="general-ledger"
      onBack={onBack}
      initialValues={periodDefaults()}
      toParams={paramsOf}
      onShow={show}
      query={report}
      exports={{
        excel: (p) => startLedgerFile({ report: 'ledger', format: 'xlsx', ...p, docLang: lang }),
        pdf: (p) => startLedgerFile({ report: 'ledger', format: 'pdf', ...p, docLang: lang }),
      }}
      texts={{
        condition: t('condition'),
        show: t('show'),
        excel: t('excel'),
        pdf: t('pdf'),
        back: t('back'),
      }}
      fields={
        <>
          <PeriodFields id="general-ledger" />
          <Form.Item name="accountFrom" label={t('ledger.accountFrom')}>
            {accountSelect('general-ledger-account-from')}
          </Form.Item>
          <Form.Item
            name="accountTo"
            label={t('ledger.accountTo')}
            dependencies={['accountFrom']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_r, value: string | null | undefined) => {
                  const from = getFieldValue('accountFrom') as string | null | undefined;
                  return !value || !from || value >= from
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('ledger.accountOrder')));
                },
              }),
            ]}
          >
            {accountSelect('general-ledger-account-to')}
          </Form.Item>
        </>
      }
      preview={{
        columns: () => columns,
        rows: ledgerRows,
        rowKey: 'key',
        emptyText: t('ledger.empty'),
        pagination: false,
        header: (data) => (
          <>
            <PeriodLine
              report={data}
              extra={[
                data.accountFrom && data.accountTo
                  ? t('ledger.accounts', { from: data.accountFrom, to: data.accountTo })
                  : t('ledger.allAccounts'),
              ]}
            />
            <Pager id="general-ledger" pages={pages} next={data.next} />
          </>
        ),
        summary: (data) =>
          data.accounts.length > 0 && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>{t('total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Typography.Text strong data-testid="general-ledger-total-debit">
                  {money(data.totals.debit)}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <Typography.Text strong data-testid="general-ledger-total-credit">
                  {money(data.totals.credit)}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} />
            </Table.Summary.Row>
          ),
      }}
    />
  );
}
