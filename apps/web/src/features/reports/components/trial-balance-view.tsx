import { useState } from 'react';
import { Alert, Checkbox, Form, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  decimalStringToSatang,
  ruleMessage,
  type GlTrialBalance,
  type GlTrialBalanceRow,
} from '@suanklang/shared';
import { API_MONTH_FORMAT } from '../../../components/format';
import { ReportScreen } from '../../../components/report-screen';
import { ThaiMonthPicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { formatBillingMonth, money } from '../../../lib/months';
import {
  downloadTrialBalanceExcel,
  openTrialBalancePdf,
  useTrialBalance,
  type TrialBalanceParams,
} from '../api/trial-balance-api';

type Values = { periodFrom?: Dayjs | null; periodTo?: Dayjs | null; postedOnly?: boolean };

/** The six money columns, in the order shown: carried in, the months' movement, carried out. */
const MONEY = ['openingDebit', 'openingCredit', 'debit', 'credit', 'closingDebit', 'closingCredit'] as const;
const GROUPS = [
  { key: 'opening', columns: ['openingDebit', 'openingCredit'] },
  { key: 'movement', columns: ['debit', 'credit'] },
  { key: 'closing', columns: ['closingDebit', 'closingCredit'] },
] as const;

function paramsOf(values: Values): TrialBalanceParams {
  return {
    periodFrom: (values.periodFrom ?? dayjs().startOf('year')).format(API_MONTH_FORMAT),
    periodTo: (values.periodTo ?? dayjs()).format(API_MONTH_FORMAT),
    postedOnly: values.postedOnly ? 'Y' : 'N',
  };
}

/** A row's amount; its zeros are left blank so each account's side stands out (the totals show every figure). */
const amount = (text: string) => (decimalStringToSatang(text) === 0 ? '' : money(text));

/** The trial balance (/views/report): months first to last, posted entries only or all, and its exports. */
export function TrialBalanceView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const [params, setParams] = useState<TrialBalanceParams | null>(null);
  const report = useTrialBalance(params);

  // Shown again with the same conditions, the report is read again (entries may have been posted meanwhile).
  const show = (next: TrialBalanceParams) => {
    if (params && JSON.stringify(params) === JSON.stringify(next)) void report.refetch();
    else setParams(next);
  };

  const columns: TableColumnsType<GlTrialBalanceRow> = [
    {
      title: t('trialBalance.column.accountCode'),
      dataIndex: 'accountCode',
      key: 'accountCode',
      fixed: 'left',
    },
    { title: t('trialBalance.column.accountName'), dataIndex: 'accountName', key: 'accountName' },
    ...GROUPS.map((g) => ({
      title: t(`trialBalance.group.${g.key}`),
      key: g.key,
      children: g.columns.map((c, i) => ({
        title: t(i === 0 ? 'trialBalance.debit' : 'trialBalance.credit'),
        dataIndex: c,
        key: c,
        align: 'right' as const,
        render: amount,
      })),
    })),
  ];

  return (
    <ReportScreen<Values, TrialBalanceParams, GlTrialBalance, GlTrialBalanceRow>
      id="trial-balance"
      onBack={onBack}
      initialValues={{ periodFrom: dayjs().startOf('year'), periodTo: dayjs(), postedOnly: false }}
      toParams={paramsOf}
      onShow={show}
      query={report}
      exports={{
        excel: (p) => downloadTrialBalanceExcel(p, lang),
        pdf: (p) => openTrialBalancePdf(p, lang),
      }}
      texts={{
        condition: t('trialBalance.condition'),
        show: t('trialBalance.show'),
        excel: t('trialBalance.excel'),
        pdf: t('trialBalance.pdf'),
        back: t('trialBalance.back'),
      }}
      fields={
        <>
          <Form.Item
            name="periodFrom"
            label={t('trialBalance.periodFrom')}
            rules={[{ required: true, message: ruleMessage(lang, 'required') }]}
          >
            <ThaiMonthPicker allowClear={false} />
          </Form.Item>
          <Form.Item
            name="periodTo"
            label={t('trialBalance.periodTo')}
            dependencies={['periodFrom']}
            rules={[
              { required: true, message: ruleMessage(lang, 'required') },
              ({ getFieldValue }) => ({
                validator: (_r, value: Dayjs | null | undefined) => {
                  const from = getFieldValue('periodFrom') as Dayjs | null | undefined;
                  return !value || !from || !value.isBefore(from, 'month')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('trialBalance.periodOrder')));
                },
              }),
            ]}
          >
            <ThaiMonthPicker allowClear={false} />
          </Form.Item>
          <Form.Item name="postedOnly" valuePropName="checked">
            <Checkbox id="trial-balance-posted-only">{t('trialBalance.postedOnly')}</Checkbox>
          </Form.Item>
        </>
      }
      preview={{
        columns: () => columns,
        rows: (data) => data.rows,
        rowKey: 'accountCode',
        // Every account on one page, as printed: the totals below must be seen with the rows they add up.
        pagination: false,
        emptyText: t('trialBalance.empty'),
        header: (data) => (
          <>
            <Typography.Paragraph>
              {t('trialBalance.period', {
                from: formatBillingMonth(data.periodFrom, lang),
                to: formatBillingMonth(data.periodTo, lang),
              })}{' '}
              · {data.postedOnly ? t('trialBalance.postedOnlyShown') : t('trialBalance.allShown')}
            </Typography.Paragraph>
            {!data.balanced && (
              <Alert
                type="warning"
                showIcon
                role="alert"
                title={t('trialBalance.unbalanced')}
                style={{ marginBottom: 12 }}
                data-testid="trial-balance-unbalanced"
              />
            )}
          </>
        ),
        summary: (data) => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>{t('trialBalance.total')}</Typography.Text>
            </Table.Summary.Cell>
            {MONEY.map((k, i) => (
              <Table.Summary.Cell key={k} index={2 + i} align="right">
                <Typography.Text strong data-testid={`trial-balance-total-${k}`}>
                  {money(data.totals[k])}
                </Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ),
      }}
    />
  );
}
