import { useState } from 'react';
import { Button, Checkbox, Flex, Form, Typography, type TableColumnsType } from 'antd';
import { LeftOutlined, RightOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  decimalStringToSatang,
  formatMoney,
  ruleMessage,
  type GlDocumentType,
  type LedgerAccount,
  type LedgerLine,
  type LedgerPage,
} from '@suanklang/shared';
import { API_MONTH_FORMAT, formatDate } from '../../../components/format';
import { ThaiMonthPicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { formatBillingMonth, money } from '../../../lib/months';
import type { LedgerPeriodParams } from '../api/ledger-reports-api';

/** What the ledger reports share: the months and posted-only fields, the pager, the ledger's lines as rows. */

export type PeriodValues = { periodFrom?: Dayjs | null; periodTo?: Dayjs | null; postedOnly?: boolean };

export const periodDefaults = (): PeriodValues => ({
  periodFrom: dayjs().startOf('year'),
  periodTo: dayjs(),
  postedOnly: false,
});

export function periodParamsOf(values: PeriodValues): LedgerPeriodParams {
  return {
    periodFrom: (values.periodFrom ?? dayjs().startOf('year')).format(API_MONTH_FORMAT),
    periodTo: (values.periodTo ?? dayjs()).format(API_MONTH_FORMAT),
    postedOnly: values.postedOnly ? 'Y' : 'N',
  };
}

/** First and last month (Buddhist era in Thai), the last never before the first, and "posted entries only". */
export function PeriodFields({ id }: { id: string }) {
  const { t } = useTranslation('ledger-reports');
  const lang = useLang();
  return (
    <>
      <Form.Item
        name="periodFrom"
        label={t('periodFrom')}
        rules={[{ required: true, message: ruleMessage(lang, 'required') }]}
      >
        <ThaiMonthPicker allowClear={false} />
      </Form.Item>
      <Form.Item
        name="periodTo"
        label={t('periodTo')}
        dependencies={['periodFrom']}
        rules={[
          { required: true, message: ruleMessage(lang, 'required') },
          ({ getFieldValue }) => ({
            validator: (_r, value: Dayjs | null | undefined) => {
              const from = getFieldValue('periodFrom') as Dayjs | null | undefined;
              return !value || !from || !value.isBefore(from, 'month')
                ? Promise.resolve()
                : Promise.reject(new Error(t('periodOrder')));
            },
          }),
        ]}
      >
        <ThaiMonthPicker allowClear={false} />
      </Form.Item>
      <Form.Item name="postedOnly" valuePropName="checked">
        <Checkbox id={`${id}-posted-only`}>{t('postedOnly')}</Checkbox>
      </Form.Item>
    </>
  );
}

/** "ตั้งแต่งวด 01/2568 ถึงงวด 03/2568 · ทุกรายการบัญชี ..." above a report. */
export function PeriodLine({
  report,
  extra = [],
}: {
  report: { periodFrom: string; periodTo: string; postedOnly: boolean };
  extra?: string[];
}) {
  const { t } = useTranslation('ledger-reports');
  const lang = useLang();
  const parts = [
    t('period', {
      from: formatBillingMonth(report.periodFrom, lang),
      to: formatBillingMonth(report.periodTo, lang),
    }),
    report.postedOnly ? t('postedOnlyShown') : t('allShown'),
    ...extra,
  ];
  return (
    <Typography.Paragraph data-testid="ledger-report-conditions">{parts.join(' · ')}</Typography.Paragraph>
  );
}

/** A signed balance (debit positive) as 1,250.00 Dr / 300.00 Cr. */
export function balanceText(text: string): string {
  const satang = decimalStringToSatang(text);
  if (satang === 0) return '0.00';
  return `${formatMoney(Math.abs(satang))} ${satang > 0 ? 'Dr' : 'Cr'}`;
}

/** A line's amount; its zero is left blank so the side it falls on stands out. */
export const lineAmount = (text: string) => (decimalStringToSatang(text) === 0 ? '' : money(text));

/**
 * The pages of a report read by cursor: the cursors of the pages behind the one shown, so "previous" goes back
 * without a cursor of its own. A new showing starts again at the first page.
 */
export function usePages() {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    cursor: cursors.at(-1),
    page: cursors.length + 1,
    reset: () => setCursors([]),
    next: (cursor: string) => setCursors((c) => [...c, cursor]),
    previous: () => setCursors((c) => c.slice(0, -1)),
  };
}

export function Pager({
  id,
  pages,
  next,
}: {
  id: string;
  pages: ReturnType<typeof usePages>;
  next: string | null;
}) {
  const { t } = useTranslation('ledger-reports');
  if (pages.page === 1 && next === null) return null;
  return (
    <Flex gap={8} align="center" role="navigation" aria-label={t('pager.label')} style={{ marginBottom: 12 }}>
      <Button
        icon={<VerticalRightOutlined />}
        disabled={pages.page === 1}
        onClick={pages.reset}
        id={`${id}-first`}
      >
        {t('pager.first')}
      </Button>
      <Button
        icon={<LeftOutlined />}
        disabled={pages.page === 1}
        onClick={pages.previous}
        id={`${id}-previous`}
      >
        {t('pager.previous')}
      </Button>
      <Typography.Text data-testid={`${id}-page`}>{t('pager.page', { page: pages.page })}</Typography.Text>
      <Button
        icon={<RightOutlined />}
        iconPlacement="end"
        disabled={next === null}
        onClick={() => next && pages.next(next)}
        id={`${id}-next`}
      >
        {t('pager.next')}
      </Button>
    </Flex>
  );
}

/**
 * The entry's document in the G/L list (/views/document): its month, type and number, so the list opens on it
 * (its row opens the entry with its lines and its source document).
 */
export function DocumentLink({
  entryDate,
  documentType,
  documentNo,
}: {
  entryDate: string;
  documentType: GlDocumentType;
  documentNo: string;
}) {
  const { t } = useTranslation('ledger-reports');
  const query = new URLSearchParams({ period: entryDate.slice(0, 7), documentType, documentNo });
  return (
    <Link to={`/views/document?${query.toString()}`} aria-label={t('openDocument', { no: documentNo })}>
      {documentNo}
    </Link>
  );
}

/** A ledger page as table rows: per account its heading, balance brought forward, lines and totals. */
export type LedgerRow = {
  key: string;
  kind: 'account' | 'forward' | 'line' | 'total';
  account: LedgerAccount;
  line?: LedgerLine;
};

export function ledgerRows(page: LedgerPage): LedgerRow[] {
  return page.accounts.flatMap((account) => [
    { key: `${account.accountCode}|a`, kind: 'account' as const, account },
    { key: `${account.accountCode}|f`, kind: 'forward' as const, account },
    ...account.lines.map((line) => ({
      key: `${account.accountCode}|${line.entryId}|${line.lineNo}`,
      kind: 'line' as const,
      account,
      line,
    })),
    ...(account.more ? [] : [{ key: `${account.accountCode}|t`, kind: 'total' as const, account }]),
  ]);
}

const SPAN = 6;

/** The ledger's columns: date, document number (a link to the G/L list), description, debit, credit, balance. */
export function useLedgerColumns(): TableColumnsType<LedgerRow> {
  const { t } = useTranslation('ledger-reports');
  const lang = useLang();
  const strong = (text: string) => <Typography.Text strong>{text}</Typography.Text>;
  return [
    {
      title: t('date'),
      key: 'date',
      onCell: (r) => ({ colSpan: r.kind === 'account' ? SPAN : 1 }),
      render: (_v, r) =>
        r.kind === 'account'
          ? strong(
              `${r.account.accountCode} ${r.account.accountName}${r.account.continued ? ` ${t('continued')}` : ''}`,
            )
          : r.line
            ? formatDate(r.line.entryDate, lang)
            : '',
    },
    {
      title: t('documentNo'),
      key: 'documentNo',
      onCell: (r) => ({ colSpan: r.kind === 'account' ? 0 : 1 }),
      render: (_v, r) => (r.line ? <DocumentLink {...r.line} /> : ''),
    },
    {
      title: t('description'),
      key: 'description',
      onCell: (r) => ({ colSpan: r.kind === 'account' ? 0 : 1 }),
      render: (_v, r) =>
        r.kind === 'forward'
          ? t('broughtForward')
          : r.kind === 'total'
            ? strong(`${t('accountTotal', { code: r.account.accountCode })} · ${t('carriedForward')}`)
            : [r.line?.kind === 'REVERSAL' ? t('reversal') : '', r.line?.description ?? '']
                .filter(Boolean)
                .join(' '),
    },
    {
      title: t('debit'),
      key: 'debit',
      align: 'right',
      onCell: (r) => ({ colSpan: r.kind === 'account' ? 0 : 1 }),
      render: (_v, r) =>
        r.line ? lineAmount(r.line.debit) : r.kind === 'total' ? strong(money(r.account.debit)) : '',
    },
    {
      title: t('credit'),
      key: 'credit',
      align: 'right',
      onCell: (r) => ({ colSpan: r.kind === 'account' ? 0 : 1 }),
      render: (_v, r) =>
        r.line ? lineAmount(r.line.credit) : r.kind === 'total' ? strong(money(r.account.credit)) : '',
    },
    {
      title: t('balance'),
      key: 'balance',
      align: 'right',
      onCell: (r) => ({ colSpan: r.kind === 'account' ? 0 : 1 }),
      render: (_v, r) =>
        r.line
          ? balanceText(r.line.balance)
          : r.kind === 'forward'
            ? balanceText(r.account.broughtForward)
            : r.kind === 'total'
              ? strong(balanceText(r.account.closing))
              : '',
    },
  ];
}
