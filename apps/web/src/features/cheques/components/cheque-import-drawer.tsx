import { useState } from 'react';
import {
  Alert,
  Button,
  Col,
  Drawer,
  Flex,
  Row,
  Statistic,
  Table,
  Typography,
  Upload,
  type TableColumnsType,
} from 'antd';
import { CheckOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CHEQUE_IMPORT_COLUMNS,
  type ChequeImportCommitted,
  type ChequeImportResult,
  type ChequeImportRow,
  type Lang,
} from '@suanklang/shared';
import { confirmCustom, showSuccess } from '../../../components/dialogs';
import { formatDate } from '../../../components/format';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import {
  ChequeImportRefused,
  downloadChequeImportResult,
  useCommitChequeImport,
  useUploadChequeImport,
} from '../api/cheque-import';

/** Import files: CSV/TXT or Excel, at most 5 MB (000 s.5). */
const ACCEPT = ['.csv', '.txt', '.xlsx'];
const MAX_BYTES = 5_242_880;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dateCell = (text: string, lang: Lang) => (ISO_DATE.test(text) ? formatDate(text, lang) : text || '-');
const amountCell = (text: string) =>
  text === '' ? '-' : /^\d+(\.\d{1,2})?$/.test(text) ? money(text) : text;

/** The rows to fix first, in file order; the good rows after them. */
function badRowsFirst(rows: readonly ChequeImportRow[]): ChequeImportRow[] {
  return [...rows.filter((r) => r.errors.length > 0), ...rows.filter((r) => r.errors.length === 0)];
}

type ChequeImportDrawerProps = { open: boolean; onClose: () => void };

/**
 * Imports cheques from a file (000 s.4 "import then commit"): upload, review every row with its problems,
 * commit all rows at once (only when none is wrong), download the checked rows as Excel.
 */
export function ChequeImportDrawer({ open, onClose }: ChequeImportDrawerProps) {
  const { t } = useTranslation('cheques');
  return (
    <Drawer open={open} onClose={onClose} title={t('import.title')} size="large" destroyOnHidden>
      {open && <ImportBody />}
    </Drawer>
  );
}

function ImportBody() {
  const { t } = useTranslation('cheques');
  const lang = useLang();
  const [result, setResult] = useState<ChequeImportResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [committed, setCommitted] = useState<ChequeImportCommitted | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const upload = useUploadChequeImport();
  const commit = useCommitChequeImport();

  async function send(file: File) {
    setResult(null);
    setRefusal(null);
    setCommitted(null);
    setFileProblem(null);
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
      setResult(await upload.mutateAsync(file));
    } catch {
      // The client's error dialog said why (no rows, wrong file...).
    }
  }

  async function confirmCommit() {
    if (!result) return;
    if (
      !(await confirmCustom(
        t('import.confirmTitle'),
        t('import.confirmText', { count: result.rowCount, total: money(result.totalAmount) }),
      ))
    )
      return;
    try {
      const done = await commit.mutateAsync(result.importId);
      setCommitted(done);
      showSuccess(t('import.committed', { count: done.chequeCount }));
    } catch (error) {
      if (error instanceof ChequeImportRefused) {
        setResult(error.result);
        setRefusal(error.message);
      }
    }
  }

  async function download() {
    if (!result) return;
    setDownloading(true);
    try {
      await downloadChequeImportResult(result.importId);
    } catch {
      // Shown by the client's error dialog.
    } finally {
      setDownloading(false);
    }
  }

  const hasErrors = result !== null && result.errorCount > 0;
  const canCommit = result !== null && result.status === 'VALIDATED' && !hasErrors && committed === null;
  const columns: TableColumnsType<ChequeImportRow> = [
    { title: t('import.column.rowNo'), dataIndex: 'rowNo', key: 'rowNo', width: 64, align: 'right' },
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
    {
      title: t('import.column.errors'),
      dataIndex: 'errors',
      key: 'errors',
      render: (errors: ChequeImportRow['errors']) =>
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
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('import.hint', { columns: CHEQUE_IMPORT_COLUMNS.join(', ') })}
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Upload
          accept={ACCEPT.join(',')}
          showUploadList={false}
          maxCount={1}
          disabled={upload.isPending || commit.isPending}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button
            type="primary"
            icon={<UploadOutlined />}
            loading={upload.isPending}
            id="cheque-import-upload"
          >
            {t('import.choose')}
          </Button>
        </Upload>
      </Flex>
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
              <Statistic title={t('import.summary.total')} value={money(result.totalAmount)} />
            </Col>
          </Row>
          {committed ? (
            <Alert type="success" showIcon title={t('import.committed', { count: committed.chequeCount })} />
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
          <Table<ChequeImportRow>
            size="small"
            rowKey="rowNo"
            columns={columns}
            dataSource={badRowsFirst(result.rows)}
            pagination={result.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            scroll={{ x: 1100, y: 420 }}
          />
          <Flex gap={8} justify="end" wrap>
            <Button
              icon={<FileExcelOutlined />}
              loading={downloading}
              onClick={() => void download()}
              id="cheque-import-excel"
            >
              {t('import.download')}
            </Button>
            {committed === null && (
              <Button
                type="primary"
                icon={<CheckOutlined />}
                disabled={!canCommit}
                loading={commit.isPending}
                onClick={() => void confirmCommit()}
                id="cheque-import-commit"
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
