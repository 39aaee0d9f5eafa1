import { useState } from 'react';
import { Radio, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
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
import { formatDate } from '../../../../components/format';
import { ImportDownloadButton, ImportDrawer, importTextsOf } from '../../../../components/import-drawer';
import { useLang } from '../../../../components/use-lang';
import { downloadImportErrors, downloadImportTemplate } from '../../api/import-files';
import { InvoiceImportRefused, useSubmitInvoiceImport } from '../../api/import-submit';
import { useUploadInvoiceImport } from '../../api/import-upload';
import { formatBillingMonth } from '../../../../lib/months';

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

type InvoiceImportDrawerProps = { open: boolean; onClose: () => void };

/**
 * Imports invoices from a file (000 s.4 "template upload then submit"): overdue debts brought forward
 * (ยอดหนี้ค้างชำระยกมา) or SAP invoices. Choose the kind, download its template, upload the filled file: the server
 * checks every row and the result lists each row with its errors. A file with errors can't be committed: the
 * error rows download as XLSX to be fixed and uploaded again. Commit (after a confirmation) issues one invoice per
 * row, all or nothing.
 */
export function InvoiceImportDrawer({ open, onClose }: InvoiceImportDrawerProps) {
  const { t } = useTranslation(['invoices', 'common']);
  const lang = useLang();
  const [kind, setKind] = useState<InvoiceImportKind>('OVERDUE');
  const upload = useUploadInvoiceImport();
  const submit = useSubmitInvoiceImport();

  const columns = (sap: boolean): TableColumnsType<InvoiceImportRow> => [
    { title: t('import.column.unitCode'), dataIndex: 'unitCode', key: 'unitCode', width: 100 },
    { title: t('import.column.expenseType'), dataIndex: 'expenseType', key: 'expenseType', width: 90 },
    ...(sap
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
  ];

  return (
    <ImportDrawer<InvoiceImportRow, InvoiceImportResult, InvoiceImportCommitted>
      open={open}
      onClose={onClose}
      title={t('import.title')}
      resetKey={kind}
      ids={{ upload: 'import-upload', commit: 'import-commit' }}
      upload={(file) => upload.mutateAsync({ file, kind })}
      check={(result) => ({
        rows: result.rows,
        rowCount: result.rowCount,
        errorCount: result.errorCount,
        total: formatMoney(decimalStringToSatang(result.grandTotal)),
        committable: result.status === 'VALIDATED',
      })}
      commit={(result) => submit.mutateAsync(result.uploadId)}
      commitProgress={submit.progress}
      refusal={(error) =>
        error instanceof InvoiceImportRefused ? { checked: error.result, message: error.message } : null
      }
      columns={columns(kind === 'SAP')}
      scrollX={1100}
      intro={(busy) => (
        <div>
          <Typography.Text strong>{t('import.kind')}</Typography.Text>
          <div style={{ marginTop: 8 }}>
            <Radio.Group
              value={kind}
              optionType="button"
              buttonStyle="solid"
              disabled={busy}
              onChange={(e) => setKind(e.target.value as InvoiceImportKind)}
              options={INVOICE_IMPORT_KINDS.map((k) => ({ value: k, label: t(`import.kinds.${k}`) }))}
            />
          </div>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t(`import.hint.${kind}`)}
          </Typography.Paragraph>
        </div>
      )}
      tools={
        <ImportDownloadButton
          id="import-template"
          icon={<DownloadOutlined />}
          label={t('import.template')}
          download={() => downloadImportTemplate(kind)}
        />
      }
      fileHint={<Typography.Text type="secondary">{t('import.fileHint')}</Typography.Text>}
      actions={(result, check) =>
        check.errorCount > 0 && (
          <ImportDownloadButton
            id="import-error-rows"
            label={t('import.downloadErrors')}
            download={() => downloadImportErrors(result.uploadId)}
          />
        )
      }
      committedDetail={(done) =>
        done.invoices.length > 0
          ? t('import.committedRange', {
              first: done.invoices[0]!.invoiceNo,
              last: done.invoices.at(-1)!.invoiceNo,
              total: amountCell(done.grandTotal),
            })
          : undefined
      }
      texts={{
        ...importTextsOf(t),
        confirmText: (result) =>
          t('import.confirmText', { count: result.rowCount, total: amountCell(result.grandTotal) }),
        committed: (done) => t('import.committed', { count: done.invoiceCount }),
      }}
    />
  );
}
