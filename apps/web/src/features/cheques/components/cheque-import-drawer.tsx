import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CHEQUE_IMPORT_COLUMNS,
  type ChequeImportCommitted,
  type ChequeImportResult,
  type ChequeImportRow,
  type Lang,
} from '@suanklang/shared';
import { formatDate } from '../../../components/format';
import { ImportDownloadButton, ImportDrawer, importTextsOf } from '../../../components/import-drawer';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import {
  ChequeImportRefused,
  downloadChequeImportResult,
  useCommitChequeImport,
  useUploadChequeImport,
} from '../api/cheque-import';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dateCell = (text: string, lang: Lang) => (ISO_DATE.test(text) ? formatDate(text, lang) : text || '-');
const amountCell = (text: string) =>
  text === '' ? '-' : /^\d+(\.\d{1,2})?$/.test(text) ? money(text) : text;

type ChequeImportDrawerProps = { open: boolean; onClose: () => void };

/**
 * Imports cheques from a file (000 s.4 "import then commit"): upload, review every row with its problems,
 * commit all rows at once (only when none is wrong), download the checked rows as Excel.
 */
export function ChequeImportDrawer({ open, onClose }: ChequeImportDrawerProps) {
  const { t } = useTranslation('cheques');
  const lang = useLang();
  const upload = useUploadChequeImport();
  const commit = useCommitChequeImport();

  const columns: TableColumnsType<ChequeImportRow> = [
    {
      title: t('field.chequeType'),
      dataIndex: 'chequeType',
      key: 'chequeType',
      width: 90,
      render: (v: string) => (v === '1' ? t('type.RECEIVED') : v === '2' ? t('type.ISSUED') : v || '-'),
    },
    { title: t('field.chequeNo'), dataIndex: 'chequeNo', key: 'chequeNo', width: 100 },
    {
      title: t('field.chequeDate'),
      dataIndex: 'chequeDate',
      key: 'chequeDate',
      width: 110,
      render: (v: string) => dateCell(v, lang),
    },
    { title: t('field.bank'), dataIndex: 'bankCode', key: 'bankCode', width: 70 },
    { title: t('field.branch'), dataIndex: 'branchCode', key: 'branchCode', width: 70 },
    { title: t('field.payerName'), dataIndex: 'payerName', key: 'payerName', width: 160 },
    {
      title: t('field.amount'),
      dataIndex: 'amount',
      key: 'amount',
      width: 110,
      align: 'right',
      render: amountCell,
    },
    {
      title: t('field.balance'),
      dataIndex: 'balance',
      key: 'balance',
      width: 110,
      align: 'right',
      render: amountCell,
    },
  ];

  return (
    <ImportDrawer<ChequeImportRow, ChequeImportResult, ChequeImportCommitted>
      open={open}
      onClose={onClose}
      title={t('import.title')}
      ids={{ upload: 'cheque-import-upload', commit: 'cheque-import-commit' }}
      upload={(file) => upload.mutateAsync(file)}
      check={(result) => ({
        rows: result.rows,
        rowCount: result.rowCount,
        errorCount: result.errorCount,
        total: money(result.totalAmount),
        committable: result.status === 'VALIDATED',
      })}
      commit={(result) => commit.mutateAsync(result.importId)}
      refusal={(error) =>
        error instanceof ChequeImportRefused ? { checked: error.result, message: error.message } : null
      }
      columns={columns}
      scrollX={1100}
      intro={() => (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('import.hint', { columns: CHEQUE_IMPORT_COLUMNS.join(', ') })}
        </Typography.Paragraph>
      )}
      actions={(result) => (
        <ImportDownloadButton
          id="cheque-import-excel"
          label={t('import.download')}
          download={() => downloadChequeImportResult(result.importId)}
        />
      )}
      texts={{
        ...importTextsOf(t),
        confirmText: (result) =>
          t('import.confirmText', { count: result.rowCount, total: money(result.totalAmount) }),
        committed: (done) => t('import.committed', { count: done.chequeCount }),
      }}
    />
  );
}
