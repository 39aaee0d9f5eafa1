import { useState } from 'react';
import {
  Alert,
  Button,
  Col,
  Drawer,
  Flex,
  Radio,
  Row,
  Statistic,
  Table,
  Typography,
  Upload,
  type TableColumnsType,
} from 'antd';
import { CheckOutlined, DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  decimalStringToSatang,
  formatMoney,
  INVOICE_IMPORT_KINDS,
  type InvoiceImportCommitted,
  type InvoiceImportKind,
  type InvoiceImportResult,
  type InvoiceImportRow,
  type Lang,
} from '@suanklang/shared';
import { confirmCustom, showSuccess } from '../../../../components/dialogs';
import { formatDate } from '../../../../components/format';
import { useLang } from '../../../../components/use-lang';
import { downloadImportErrors, downloadImportTemplate } from '../../api/import-files';
import { InvoiceImportRefused, useSubmitInvoiceImport } from '../../api/import-submit';
import { useUploadInvoiceImport } from '../../api/import-upload';
import { formatBillingMonth } from '../../../../lib/months';

/** Import files: CSV/TXT or Excel (000 s.5 allowlists), at most 5 MB (5,242,880 bytes). */
const ACCEPT = ['.csv', '.txt', '.xlsx'];
const MAX_BYTES = 5_242_880;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date the server could read is ISO and shown as the language shows dates; anything else as it was typed. */
const dateCell = (text: string, lang: Lang) => (ISO_DATE.test(text) ? formatDate(text, lang) : text || '-');

/** An amount the server could read is decimal text, shown as money; anything else exactly as it was typed. */
const amountCell = (text: string | null) =>
  text === null || text === ''
    ? '-'
    : /^-?\d+(\.\d{1,2})?$/.test(text)
      ? formatMoney(decimalStringToSatang(text))
      : text;

/** The rows to fix first, in file order; the good rows after them. */
function badRowsFirst(rows: readonly InvoiceImportRow[]): InvoiceImportRow[] {
  return [...rows.filter((row) => row.errors.length > 0), ...rows.filter((row) => row.errors.length === 0)];
}

type InvoiceImportDrawerProps = { open: boolean; onClose: () => void };

/**
 * Imports invoices from a file (000 s.4 "template upload then submit"): overdue debts brought forward
 * (ยอดหนี้ค้างชำระยกมา) or SAP invoices. Choose the kind, download its template, upload the filled file: the server
 * checks every row and the result lists each row with its errors. A file with errors can't be committed: the
 * error rows download as XLSX to be fixed and uploaded again. Commit (after a confirmation) issues one invoice per
 * row, all or nothing.
 */
export function InvoiceImportDrawer({ open, onClose }: InvoiceImportDrawerProps) {
  const { t } = useTranslation('invoices');
  return (
    <Drawer open={open} onClose={onClose} title={t('import.title')} size="large" destroyOnHidden>
      {open && <ImportBody />}
    </Drawer>
  );
}

function ImportBody() {
  const { t } = useTranslation(['invoices', 'common']);
  const lang = useLang();
  const [kind, setKind] = useState<InvoiceImportKind>('OVERDUE');
  const [result, setResult] = useState<InvoiceImportResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [committed, setCommitted] = useState<InvoiceImportCommitted | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<'template' | 'errors' | null>(null);
  const upload = useUploadInvoiceImport();
  const submit = useSubmitInvoiceImport();

  function reset() {
    setResult(null);
    setRefusal(null);
    setCommitted(null);
    setFileProblem(null);
  }

  async function send(file: File) {
    reset();
    const extension = `.${file.name.split('.').pop()?.toLowerCase() ?? ''}`;
    if (!ACCEPT.includes(extension)) {
      setFileProblem(t('import.wrongType', { ext: extension.slice(1) }));
      return;
    }
    if (file.size > MAX_BYTES) {
      setFileProblem(t('import.tooLarge'));
      return;
    }
    try {
      setResult(await upload.mutateAsync({ file, kind }));
    } catch {
      // The client's error dialog said why (not the template, no rows, wrong file type...).
    }
  }

  async function download(what: 'template' | 'errors') {
    setDownloading(what);
    try {
      if (what === 'template') await downloadImportTemplate(kind);
      else if (result) await downloadImportErrors(result.uploadId);
    } catch {
      // Shown by the client's error dialog.
    } finally {
      setDownloading(null);
    }
  }

  async function commit() {
    if (!result) return;
    const sure = await confirmCustom(
      t('import.confirmTitle'),
      t('import.confirmText', { count: result.rowCount, total: amountCell(result.grandTotal) }),
    );
    if (!sure) return;
    try {
      const done = await submit.mutateAsync(result.uploadId);
      setCommitted(done);
      showSuccess(t('import.committed', { count: done.invoiceCount }));
    } catch (error) {
      if (error instanceof InvoiceImportRefused) {
        setResult(error.result);
        setRefusal(error.message);
      }
      // Anything else was shown by the client's error dialog (already committed, closed period...).
    }
  }

  const hasErrors = result !== null && result.errorCount > 0;
  const canCommit = result !== null && result.status === 'VALIDATED' && !hasErrors && committed === null;
  const columns: TableColumnsType<InvoiceImportRow> = [
    { title: t('import.column.rowNo'), dataIndex: 'rowNo', key: 'rowNo', width: 72, align: 'right' },
    { title: t('import.column.unitCode'), dataIndex: 'unitCode', key: 'unitCode', width: 100 },
    { title: t('import.column.expenseType'), dataIndex: 'expenseType', key: 'expenseType', width: 90 },
    ...(result?.kind === 'SAP'
      ? [
          {
            title: t('import.column.invoiceNoSap'),
            dataIndex: 'invoiceNoSap',
            key: 'invoiceNoSap',
            width: 120,
          },
        ]
      : []),
    {
      title: t('import.column.invoiceDate'),
      dataIndex: 'invoiceDate',
      key: 'invoiceDate',
      width: 110,
      render: (v: string) => dateCell(v, lang),
    },
    {
      title: t('import.column.dueDate'),
      dataIndex: 'dueDate',
      key: 'dueDate',
      width: 110,
      render: (v: string) => dateCell(v, lang),
    },
    {
      title: t('import.column.billingMonth'),
      dataIndex: 'billingMonth',
      key: 'billingMonth',
      width: 100,
      render: (v: string | null) => formatBillingMonth(v, lang),
    },
    {
      title: t('import.column.amountExcludeVat'),
      dataIndex: 'amountExcludeVat',
      key: 'amountExcludeVat',
      width: 120,
      align: 'right',
      render: (v: string) => amountCell(v),
    },
    {
      title: t('import.column.vat'),
      dataIndex: 'vat',
      key: 'vat',
      width: 90,
      align: 'right',
      render: (v: string) => amountCell(v),
    },
    {
      title: t('import.column.grandTotal'),
      dataIndex: 'grandTotal',
      key: 'grandTotal',
      width: 120,
      align: 'right',
      render: (v: string | null) => amountCell(v),
    },
    {
      title: t('import.column.errors'),
      dataIndex: 'errors',
      key: 'errors',
      render: (errors: InvoiceImportRow['errors']) =>
        errors.length === 0 ? (
          <Typography.Text type="success">{t('import.rowOk')}</Typography.Text>
        ) : (
          <Flex vertical>
            {errors.map((e, i) => (
              <Typography.Text type="danger" key={`${e.column ?? ''}-${e.code}-${i}`}>
                {e.column ? `${e.column}: ${e.message}` : e.message}
              </Typography.Text>
            ))}
          </Flex>
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Text strong>{t('import.kind')}</Typography.Text>
        <div style={{ marginTop: 8 }}>
          <Radio.Group
            value={kind}
            optionType="button"
            buttonStyle="solid"
            disabled={upload.isPending || submit.isPending}
            onChange={(e) => {
              setKind(e.target.value as InvoiceImportKind);
              reset();
            }}
            options={INVOICE_IMPORT_KINDS.map((k) => ({ value: k, label: t(`import.kinds.${k}`) }))}
          />
        </div>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t(`import.hint.${kind}`)}
        </Typography.Paragraph>
      </div>

      <Flex gap={8} wrap>
        <Button
          icon={<DownloadOutlined />}
          loading={downloading === 'template'}
          onClick={() => void download('template')}
          id="import-template"
        >
          {t('import.template')}
        </Button>
        <Upload
          accept={ACCEPT.join(',')}
          showUploadList={false}
          maxCount={1}
          disabled={upload.isPending || submit.isPending}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending} id="import-upload">
            {t('import.choose')}
          </Button>
        </Upload>
      </Flex>
      <Typography.Text type="secondary">{t('import.fileHint')}</Typography.Text>
      {fileProblem && <Alert type="error" showIcon title={fileProblem} />}

      {result && (
        <>
          <Row gutter={16}>
            <Col span={8}>
              <Statistic title={t('import.summary.rows')} value={result.rowCount} />
            </Col>
            <Col span={8}>
              <Statistic
                title={t('import.summary.errors')}
                value={result.errorCount}
                styles={{ content: hasErrors ? { color: '#cf1322' } : undefined }}
              />
            </Col>
            <Col span={8}>
              <Statistic
                title={t('import.summary.total')}
                value={formatMoney(decimalStringToSatang(result.grandTotal))}
              />
            </Col>
          </Row>
          {committed ? (
            <Alert
              type="success"
              showIcon
              title={t('import.committed', { count: committed.invoiceCount })}
              description={
                committed.invoices.length > 0
                  ? t('import.committedRange', {
                      first: committed.invoices[0]!.invoiceNo,
                      last: committed.invoices.at(-1)!.invoiceNo,
                      total: amountCell(committed.grandTotal),
                    })
                  : undefined
              }
            />
          ) : hasErrors ? (
            <Alert
              type="error"
              showIcon
              title={refusal ?? t('import.hasErrorsTitle')}
              description={t('import.hasErrors', { count: result.errorCount, rows: result.rowCount })}
            />
          ) : (
            <Alert type="info" showIcon title={t('import.ready', { count: result.rowCount })} />
          )}
          <Table<InvoiceImportRow>
            size="small"
            rowKey="rowNo"
            columns={columns}
            dataSource={badRowsFirst(result.rows)}
            pagination={result.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            scroll={{ x: 1100, y: 420 }}
          />
          <Flex gap={8} justify="end" wrap>
            {hasErrors && (
              <Button
                icon={<FileExcelOutlined />}
                loading={downloading === 'errors'}
                onClick={() => void download('errors')}
                id="import-error-rows"
              >
                {t('import.downloadErrors')}
              </Button>
            )}
            {committed === null && (
              <Button
                type="primary"
                icon={<CheckOutlined />}
                disabled={!canCommit}
                loading={submit.isPending}
                onClick={() => void commit()}
                id="import-commit"
              >
                {t('import.commit')}
              </Button>
            )}
          </Flex>
        </>
      )}
    </Flex>
  );
}
