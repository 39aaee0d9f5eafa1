import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type {
  AccountStatement,
  AccountStatementLine,
  AccountStatementParty,
  UnpaidInvoice,
} from '@suanklang/shared';
import { money } from '../lib/months';
import {
  downloadAccountStatementExcel,
  printAccountStatement,
  useAccountStatement,
  type StatementRange,
} from '../lib/statements/account-statement';
import { API_DATE_FORMAT, formatDate } from './format';
import { MainTable } from './main-table';
import { ThaiDatePicker } from './thai-date-picker';
import { useLang } from './use-lang';

/** This year up to today: what an owner asks for at the counter. */
export function defaultStatementRange(today: Dayjs = dayjs()): StatementRange {
  return { from: today.startOf('year').format(API_DATE_FORMAT), to: today.format(API_DATE_FORMAT) };
}

type Exporting = 'pdf' | 'excel' | null;

/**
 * The balance, unpaid invoices and statement of account of a customer or a unit (their detail pages): what is owed
 * today and overdue, each unpaid invoice with its days overdue, and the statement of a date range (this year by
 * default) with its balance brought forward, running balance and closing balance, printable as PDF and as Excel.
 */
export function AccountStatementCard({ party, code }: { party: AccountStatementParty; code: string }) {
  const { t } = useTranslation('components');
  const lang = useLang();
  const [range, setRange] = useState<StatementRange>(() => defaultStatementRange());
  const [exporting, setExporting] = useState<Exporting>(null);
  const [failed, setFailed] = useState(false);
  const backwards = range.from > range.to;
  const statement = useAccountStatement(party, code, backwards ? null : range);
  const s = statement.data;

  async function exportAs(kind: 'pdf' | 'excel') {
    setExporting(kind);
    setFailed(false);
    try {
      if (kind === 'pdf') await printAccountStatement(party, code, range, lang);
      else await downloadAccountStatementExcel(party, code, range, lang);
    } catch {
      setFailed(true);
    } finally {
      setExporting(null);
    }
  }

  const pick = (field: keyof StatementRange) => (value: Dayjs | null) => {
    if (value) setRange((r) => ({ ...r, [field]: value.format(API_DATE_FORMAT) }));
  };

  return (
    <Card size="small" title={t('accountStatement.title')} id={`${party}-statement`}>
      <Flex vertical gap={16}>
        {statement.isError && <Alert type="warning" showIcon title={t('accountStatement.loadFailed')} />}
        {s && <Balance statement={s} />}
        {s && <UnpaidTable statement={s} />}
        <Form layout="inline" name={`${party}-statement-range`}>
          <Form.Item label={t('accountStatement.from')} htmlFor={`${party}-statement-from`}>
            <ThaiDatePicker
              id={`${party}-statement-from`}
              value={dayjs(range.from)}
              onChange={pick('from')}
              allowClear={false}
            />
          </Form.Item>
          <Form.Item
            label={t('accountStatement.to')}
            htmlFor={`${party}-statement-to`}
            validateStatus={backwards ? 'error' : undefined}
            help={backwards ? t('accountStatement.backwards') : undefined}
          >
            <ThaiDatePicker
              id={`${party}-statement-to`}
              value={dayjs(range.to)}
              onChange={pick('to')}
              allowClear={false}
            />
          </Form.Item>
          <Space>
            <Button
              icon={<PrinterOutlined />}
              id={`${party}-statement-pdf`}
              loading={exporting === 'pdf'}
              disabled={backwards || exporting !== null}
              onClick={() => void exportAs('pdf')}
            >
              {t('accountStatement.print')}
            </Button>
            <Button
              icon={<FileExcelOutlined />}
              id={`${party}-statement-excel`}
              loading={exporting === 'excel'}
              disabled={backwards || exporting !== null}
              onClick={() => void exportAs('excel')}
            >
              {t('accountStatement.excel')}
            </Button>
          </Space>
        </Form>
        {failed && <Alert type="error" showIcon title={t('accountStatement.exportFailed')} />}
        <StatementTable statement={backwards ? undefined : s} loading={statement.isFetching} />
      </Flex>
    </Card>
  );
}

function Balance({ statement: s }: { statement: AccountStatement }) {
  const { t } = useTranslation('components');
  const lang = useLang();
  const items = [
    {
      key: 'balance',
      label: t('accountStatement.balance', { date: formatDate(s.today, lang) }),
      children: <Typography.Text strong>{money(s.balance)}</Typography.Text>,
    },
    {
      key: 'overdue',
      label: t('accountStatement.overdue'),
      children: (
        <Typography.Text type={s.overdue === '0.00' ? undefined : 'danger'}>
          {money(s.overdue)}
        </Typography.Text>
      ),
    },
    ...(s.advance === null
      ? []
      : [{ key: 'advance', label: t('accountStatement.advance'), children: money(s.advance) }]),
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} items={items} />;
}

function UnpaidTable({ statement: s }: { statement: AccountStatement }) {
  const { t } = useTranslation('components');
  const lang = useLang();
  const columns: TableColumnsType<UnpaidInvoice> = [
    { key: 'invoiceNo', title: t('accountStatement.invoiceNo'), dataIndex: 'invoiceNo' },
    ...(s.party === 'customer'
      ? [{ key: 'unitCode', title: t('accountStatement.unit'), dataIndex: 'unitCode' }]
      : []),
    {
      key: 'invoiceDate',
      title: t('accountStatement.invoiceDate'),
      render: (_v, row) => formatDate(row.invoiceDate, lang),
    },
    {
      key: 'dueDate',
      title: t('accountStatement.dueDate'),
      render: (_v, row) => formatDate(row.dueDate, lang),
    },
    {
      key: 'daysOverdue',
      title: t('accountStatement.daysOverdue'),
      align: 'right',
      render: (_v, row) =>
        row.daysOverdue > 0 ? (
          <Tag color="red">{row.daysOverdue}</Tag>
        ) : (
          <Tag>{t('accountStatement.notDue')}</Tag>
        ),
    },
    {
      key: 'grandTotal',
      title: t('accountStatement.grandTotal'),
      align: 'right',
      render: (_v, row) => money(row.grandTotal),
    },
    {
      key: 'outstanding',
      title: t('accountStatement.outstanding'),
      align: 'right',
      render: (_v, row) => money(row.outstanding),
    },
  ];
  return (
    <div>
      <Typography.Title level={5}>{t('accountStatement.unpaid')}</Typography.Title>
      <MainTable<UnpaidInvoice>
        columns={columns}
        dataSource={s.unpaid}
        rowKey="invoiceNo"
        pagination={false}
        emptyText={t('accountStatement.noUnpaid')}
        label={t('accountStatement.unpaid')}
      />
    </div>
  );
}

/** A line's words: its kind, the invoices it settled or its due date, a cancellation, the advance it moved. */
function useDescribe() {
  const { t } = useTranslation('components');
  const lang = useLang();
  return (line: AccountStatementLine): string => {
    const parts: string[] = [t(`accountStatement.kind.${line.kind}`)];
    if (line.kind === 'INVOICE' && line.dueDate)
      parts.push(t('accountStatement.due', { date: formatDate(line.dueDate, lang) }));
    else if (line.reference) parts.push(line.reference);
    if (line.kind === 'RECEIPT' && line.cancelled) parts.push(t('accountStatement.cancelledLater'));
    if (line.kind === 'RECEIPT_CANCEL' && line.cancelReason) {
      const last = parts.pop() ?? '';
      parts.push(`${last}:`, line.cancelReason);
    }
    if (line.toAdvance !== '0.00') {
      const negative = line.toAdvance.startsWith('-');
      parts.push(
        t(negative ? 'accountStatement.fromAdvance' : 'accountStatement.toAdvance', {
          amount: money(negative ? line.toAdvance.slice(1) : line.toAdvance),
        }),
      );
    }
    return parts.join(' ');
  };
}

type Row = AccountStatementLine & { key: string; opening?: true };

/** A receipt of many invoices wraps its numbers instead of pushing the amounts out of the card. */
const DESCRIPTION_STYLE = { display: 'inline-block', maxWidth: 340, whiteSpace: 'normal' } as const;

function StatementTable({
  statement: s,
  loading,
}: {
  statement: AccountStatement | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('components');
  const lang = useLang();
  const describe = useDescribe();
  const amount = (text: string) => (text === '0.00' ? '' : money(text));
  const columns: TableColumnsType<Row> = [
    {
      key: 'date',
      title: t('accountStatement.date'),
      render: (_v, row) => (row.opening ? '' : formatDate(row.date, lang)),
    },
    { key: 'documentNo', title: t('accountStatement.documentNo'), dataIndex: 'documentNo' },
    {
      key: 'description',
      title: t('accountStatement.description'),
      render: (_v, row) =>
        row.opening ? (
          <Typography.Text strong>{t('accountStatement.opening')}</Typography.Text>
        ) : (
          <Typography.Text delete={row.kind === 'RECEIPT' && row.cancelled} style={DESCRIPTION_STYLE}>
            {describe(row)}
          </Typography.Text>
        ),
    },
    ...(s?.party === 'customer'
      ? [{ key: 'unitCode', title: t('accountStatement.unit'), dataIndex: 'unitCode' }]
      : []),
    {
      key: 'debit',
      title: t('accountStatement.debit'),
      align: 'right',
      render: (_v, row) => amount(row.debit),
    },
    {
      key: 'credit',
      title: t('accountStatement.credit'),
      align: 'right',
      render: (_v, row) => amount(row.credit),
    },
    {
      key: 'balance',
      title: t('accountStatement.balanceColumn'),
      align: 'right',
      render: (_v, row) => money(row.balance),
    },
  ];
  const rows: Row[] = s
    ? [
        {
          key: 'opening',
          opening: true,
          date: s.from,
          kind: 'INVOICE',
          documentNo: '',
          unitCode: '',
          reference: null,
          dueDate: null,
          cancelled: false,
          cancelReason: null,
          debit: '0.00',
          credit: '0.00',
          toAdvance: '0.00',
          balance: s.opening,
        },
        ...s.lines.map((line, i) => ({ ...line, key: `${i}-${line.kind}-${line.documentNo}` })),
      ]
    : [];
  const span = columns.length - 3;
  return (
    <div>
      <Typography.Title level={5}>{t('accountStatement.statement')}</Typography.Title>
      <MainTable<Row>
        columns={columns}
        dataSource={rows}
        rowKey="key"
        loading={loading}
        pagination={false}
        label={t('accountStatement.statement')}
        summary={() =>
          s && (
            <>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={span}>
                  <Typography.Text strong>{t('accountStatement.total')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={span} align="right">
                  {money(s.totalDebit)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={span + 1} align="right">
                  {money(s.totalCredit)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={span + 2} />
              </Table.Summary.Row>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={span + 2}>
                  <Typography.Text strong>
                    {t('accountStatement.closing', { date: formatDate(s.to, lang) })}
                  </Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={span + 2} align="right">
                  <Typography.Text strong>{money(s.closing)}</Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </>
          )
        }
      />
    </div>
  );
}
