import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Statistic, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BillPaymentImport, BillPaymentImportRow, BillPaymentLine } from '@suanklang/shared';
import { confirmCustom, showError, showSuccess } from '../../../components/dialogs';
import { formatDate, formatDateTime } from '../../../components/format';
import { ImportDownloadButton, ImportFileButton } from '../../../components/import-drawer';
import { MainTable } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { HttpError, isCancelled } from '../../../lib/http/errors';
import { money } from '../../../lib/months';
import {
  downloadBillPaymentExcel,
  getBillPayment,
  useBillPaymentImports,
  useCommitBillPayment,
  useUploadBillPayment,
} from '../api/deposits-api';

const ACCEPT = ['.txt', '.csv', '.dat'];
const RESULT_COLOR = { MATCHED: 'green', MISMATCH: 'orange', UNMATCHED: 'red' } as const;

/**
 * Bill-payment reconciliation: upload the bank's file, see what matched (and why the rest did not), commit the
 * matched lines (receipts + one deposit, after a confirmation), export the result to Excel. It shares the file
 * button and downloads of the import flow but not its review: the bank's lines are matched to invoices, not
 * validated, and the matched ones are committed even when others are not (the rest stay with the bank's file).
 */
export function BillPaymentPanel() {
  const { t } = useTranslation('deposits');
  const lang = useLang();
  const upload = useUploadBillPayment();
  const commit = useCommitBillPayment();
  const [result, setResult] = useState<BillPaymentImport | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; lines: string[] } | null>(null);
  const history = useBillPaymentImports(result === null);

  async function reopen(importId: string) {
    setRefusal(null);
    try {
      setResult(await getBillPayment(importId));
    } catch {
      // The client's error dialog said why.
    }
  }

  async function send(file: File) {
    setResult(null);
    setRefusal(null);
    try {
      setResult(await upload.mutateAsync(file));
    } catch (error) {
      if (isCancelled(error)) return;
      if (error instanceof HttpError && error.status !== 401 && error.status !== 503) {
        setRefusal({ message: error.message, lines: error.fields.map((f) => f.message) });
      }
    }
  }

  async function confirmCommit() {
    if (!result) return;
    const sure = await confirmCustom(
      t('mpay.confirmTitle'),
      t('mpay.confirmText', {
        count: result.summary.matched.count,
        total: money(result.summary.matched.amount),
      }),
    );
    if (!sure) return;
    try {
      const done = await commit.mutateAsync(result.importId);
      setResult(done);
      showSuccess(
        t('mpay.committed', { count: done.summary.matched.count, depositNo: done.depositNo ?? '' }),
      );
    } catch (error) {
      if (error instanceof HttpError && !isCancelled(error))
        showError({ statusCode: error.status, message: error.message });
    }
  }

  const columns: TableColumnsType<BillPaymentLine> = [
    { title: t('mpay.column.lineNo'), dataIndex: 'lineNo', key: 'lineNo', width: 70, align: 'right' },
    {
      title: t('mpay.column.paymentDate'),
      dataIndex: 'paymentDate',
      key: 'paymentDate',
      render: (v: string) => formatDate(v, lang),
    },
    { title: t('mpay.column.paymentTime'), dataIndex: 'paymentTime', key: 'paymentTime' },
    { title: t('mpay.column.customerName'), dataIndex: 'customerName', key: 'customerName' },
    { title: t('mpay.column.ref1'), dataIndex: 'ref1', key: 'ref1' },
    { title: t('mpay.column.ref2'), dataIndex: 'ref2', key: 'ref2' },
    { title: t('mpay.column.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: money },
    {
      title: t('mpay.column.result'),
      dataIndex: 'result',
      key: 'result',
      render: (v: BillPaymentLine['result']) => (
        <Tag color={RESULT_COLOR[v]}>
          {t(`mpay.${v === 'MATCHED' ? 'matched' : v === 'MISMATCH' ? 'mismatch' : 'unmatched'}`)}
        </Tag>
      ),
    },
    {
      title: t('mpay.column.reason'),
      dataIndex: 'reason',
      key: 'reason',
      render: (v: string | null) => v ?? '',
    },
    {
      title: t('mpay.column.receiptNo'),
      dataIndex: 'receiptNo',
      key: 'receiptNo',
      render: (v: string | null) => v ?? '',
    },
  ];

  const historyColumns: TableColumnsType<BillPaymentImportRow> = [
    { title: t('mpay.column.fileName'), dataIndex: 'fileName', key: 'fileName' },
    {
      title: t('mpay.column.createdDate'),
      dataIndex: 'createdDate',
      key: 'createdDate',
      render: (v: string) => formatDateTime(v, lang),
    },
    {
      title: t('mpay.column.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: BillPaymentImportRow['status']) => (
        <Tag color={v === 'COMMITTED' ? 'green' : 'blue'}>{t(`mpay.importStatus.${v}`)}</Tag>
      ),
    },
    { title: t('mpay.column.lineCount'), dataIndex: 'lineCount', key: 'lineCount', align: 'right' },
    { title: t('mpay.column.matchedCount'), dataIndex: 'matchedCount', key: 'matchedCount', align: 'right' },
    {
      title: t('mpay.column.totalAmount'),
      dataIndex: 'totalAmount',
      key: 'totalAmount',
      align: 'right',
      render: money,
    },
    {
      title: t('mpay.column.depositNo'),
      dataIndex: 'depositNo',
      key: 'depositNo',
      render: (v: string | null) => v ?? '',
    },
  ];

  const summary = result?.summary;
  const committed = result?.status === 'COMMITTED';

  return (
    <>
      <Typography.Paragraph>{t('mpay.intro')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <ImportFileButton
          id="mpay-upload"
          accept={ACCEPT}
          loading={upload.isPending}
          texts={{
            choose: result ? t('mpay.another') : t('mpay.upload'),
            wrongType: () => t('mpay.wrongType'),
          }}
          onFile={(file) => void send(file)}
          onProblem={(message) => {
            setResult(null);
            setRefusal({ message, lines: [] });
          }}
        />
        {result && (
          <ImportDownloadButton
            id="mpay-excel"
            label={t('mpay.excel')}
            download={() => downloadBillPaymentExcel(result.importId)}
          />
        )}
        {result && !committed && (
          <Button
            type="primary"
            icon={<CheckOutlined />}
            id="mpay-commit"
            disabled={result.summary.matched.count === 0}
            loading={commit.isPending}
            onClick={() => void confirmCommit()}
          >
            {t('mpay.commit')}
          </Button>
        )}
      </Flex>
      {refusal && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={refusal.message}
          description={
            refusal.lines.length > 0 ? refusal.lines.map((l) => <div key={l}>{l}</div>) : undefined
          }
          data-testid="mpay-refused"
        />
      )}
      {committed && result && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('mpay.committed', {
            count: result.summary.matched.count,
            depositNo: result.depositNo ?? '',
          })}
        />
      )}
      {summary && (
        <Row gutter={16} style={{ marginBottom: 16 }}>
          {(['matched', 'mismatch', 'unmatched'] as const).map((k) => (
            <Col key={k} xs={24} md={8}>
              <Card size="small" data-testid={`mpay-${k}`}>
                <Statistic
                  title={`${t(`mpay.${k}`)} (${t('mpay.count', { count: summary[k].count })})`}
                  value={money(summary[k].amount)}
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {!result && (
        <>
          <Typography.Title level={5}>{t('mpay.history')}</Typography.Title>
          <MainTable<BillPaymentImportRow>
            columns={historyColumns}
            dataSource={history.data ?? []}
            rowKey="importId"
            loading={history.isFetching}
            onRowClick={(row) => void reopen(row.importId)}
            emptyText={t('mpay.noHistory')}
          />
        </>
      )}
      {result && (
        <MainTable<BillPaymentLine>
          columns={columns}
          dataSource={result.lines}
          rowKey="lineNo"
          pagination={false}
        />
      )}
    </>
  );
}
