import { useState } from 'react';
import { Form, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  GL_DOCUMENT_TYPES,
  type GlDocumentType,
  type JournalEntryRow,
  type JournalReport,
} from '@suanklang/shared';
import { formatDate } from '../../../components/format';
import { ReportScreen } from '../../../components/report-screen';
import { useLang } from '../../../components/use-lang';
import { useCodeLabel } from '../../../lib/code-label';
import { money } from '../../../lib/months';
import { startLedgerFile, useJournal, type JournalParams } from '../api/ledger-reports-api';
import {
  DocumentLink,
  Pager,
  PeriodFields,
  PeriodLine,
  lineAmount,
  periodDefaults,
  periodParamsOf,
  usePages,
  type PeriodValues,
} from './ledger-report-parts';

type Values = PeriodValues & { documentType?: GlDocumentType | null };

function paramsOf(values: Values): JournalParams {
  return { ...periodParamsOf(values), ...(values.documentType ? { documentType: values.documentType } : {}) };
}

/** An entry's heading row, then one row per line. */
type JournalRow = { key: string; entry: JournalEntryRow; line?: JournalEntryRow['lines'][number] };

const rowsOf = (data: JournalReport): JournalRow[] =>
  data.entries.flatMap((entry) => [
    { key: entry.entryId, entry },
    ...entry.lines.map((line) => ({ key: `${entry.entryId}|${line.lineNo}`, entry, line })),
  ]);

/**
 * The journal (สมุดรายวันทั่วไป, /views/report): the months' entries by date and number with their lines, of one
 * document type or all, a page of entries at a time; Excel and PDF of the whole selection.
 */
export function JournalView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('ledger-reports');
  const lang = useLang();
  const codeLabel = useCodeLabel();
  const [params, setParams] = useState<JournalParams | null>(null);
  const pages = usePages();
  const report = useJournal(params ? { ...params, ...(pages.cursor ? { cursor: pages.cursor } : {}) } : null);

  const show = (next: JournalParams) => {
    pages.reset();
    if (params && JSON.stringify(params) === JSON.stringify(next)) void report.refetch();
    else setParams(next);
  };
  const heading = (r: JournalRow) => r.line === undefined;
  const columns: TableColumnsType<JournalRow> = [
    {
      title: t('date'),
      key: 'date',
      render: (_v, r) => (heading(r) ? formatDate(r.entry.entryDate, lang) : ''),
    },
    {
      title: t('documentNo'),
      key: 'documentNo',
      render: (_v, r) => (heading(r) ? <DocumentLink {...r.entry} /> : ''),
    },
    { title: t('accountCode'), key: 'accountCode', render: (_v, r) => r.line?.accountCode ?? '' },
    {
      title: t('description'),
      key: 'description',
      render: (_v, r) =>
        r.line ? (
          [r.line.accountName, r.line.description ?? ''].filter(Boolean).join(' · ')
        ) : (
          <Typography.Text strong>
            {[
              codeLabel('glDocumentType', r.entry.documentType),
              r.entry.kind === 'REVERSAL' ? t('reversal') : '',
              r.entry.description ?? '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        ),
    },
    {
      title: t('debit'),
      key: 'debit',
      align: 'right',
      render: (_v, r) => (r.line ? lineAmount(r.line.debit) : ''),
    },
    {
      title: t('credit'),
      key: 'credit',
      align: 'right',
      render: (_v, r) => (r.line ? lineAmount(r.line.credit) : ''),
    },
  ];

  return (
    <ReportScreen<Values, JournalParams, JournalReport, JournalRow>
      id="journal"
      onBack={onBack}
      initialValues={periodDefaults()}
      toParams={paramsOf}
      onShow={show}
      query={report}
      exports={{
        excel: (p) => startLedgerFile({ report: 'journal', format: 'xlsx', ...p, docLang: lang }),
        pdf: (p) => startLedgerFile({ report: 'journal', format: 'pdf', ...p, docLang: lang }),
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
          <PeriodFields id="journal" />
          <Form.Item name="documentType" label={t('journal.documentType')}>
            <Select
              id="journal-document-type"
              allowClear
              style={{ width: 240 }}
              placeholder={t('journal.allTypes')}
              options={GL_DOCUMENT_TYPES.map((code) => ({
                value: code,
                label: codeLabel('glDocumentType', code),
              }))}
            />
          </Form.Item>
        </>
      }
      preview={{
        columns: () => columns,
        rows: rowsOf,
        rowKey: 'key',
        emptyText: t('journal.empty'),
        pagination: false,
        header: (data) => (
          <>
            <PeriodLine
              report={data}
              extra={[
                data.documentType ? codeLabel('glDocumentType', data.documentType) : t('journal.allTypes'),
                t('journal.entryCount', { count: data.totals.entryCount }),
              ]}
            />
            <Pager id="journal" pages={pages} next={data.next} />
          </>
        ),
        summary: (data) =>
          data.entries.length > 0 && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                <Typography.Text strong>{t('total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <Typography.Text strong data-testid="journal-total-debit">
                  {money(data.totals.debit)}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <Typography.Text strong data-testid="journal-total-credit">
                  {money(data.totals.credit)}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ),
      }}
    />
  );
}
