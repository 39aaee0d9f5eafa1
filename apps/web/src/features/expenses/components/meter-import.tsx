import { useState } from 'react';
import { Alert, App, Button, Modal, Table, Typography, Upload, type TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { importMeters, MeterImportRejected, type MeterImportRow } from '../api/import-meters';

/** Import files: CSV or Excel (000 and 001 section 5 allowlists), at most 5 MB. */
const ACCEPT = '.csv,.xlsx,.xls';
const MAX_BYTES = 5_242_880;

/** The rows to fix come first, in file order; the good rows follow. */
function badRowsFirst(rows: readonly MeterImportRow[]): MeterImportRow[] {
  return [...rows.filter((row) => row.errors.length > 0), ...rows.filter((row) => row.errors.length === 0)];
}

type MeterImportProps = { month: string; meterTypeCode: string; onImported: () => void };

/**
 * Uploads the month's readings from a CSV or XLSX (columns unitCode, currentMeter). A file with any bad row is
 * refused as a whole: the rows and their errors are listed and the user is told nothing was saved.
 */
export function MeterImport({ month, meterTypeCode, onImported }: MeterImportProps) {
  const { t } = useTranslation('expenses');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [rejected, setRejected] = useState<MeterImportRejected | null>(null);

  async function upload(file: File) {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!ACCEPT.split(',').includes(`.${extension}`)) {
      void message.error(t('import.wrongType', { ext: extension }));
      return;
    }
    if (file.size > MAX_BYTES) {
      void message.error(t('import.tooLarge'));
      return;
    }
    setBusy(true);
    try {
      const result = await importMeters({ file, month, meterTypeCode });
      void message.success(t('import.saved', { count: result.saved }));
      onImported();
    } catch (error) {
      // Any other failure was shown by the error dialog (or was cancelled).
      if (error instanceof MeterImportRejected) setRejected(error);
    } finally {
      setBusy(false);
    }
  }

  const columns: TableColumnsType<MeterImportRow> = [
    { title: t('import.rowNo'), dataIndex: 'rowNo', key: 'rowNo', width: 80, align: 'right' },
    { title: t('meter.unit'), dataIndex: 'unitCode', key: 'unitCode' },
    { title: t('meter.current'), dataIndex: 'currentMeter', key: 'currentMeter', align: 'right' },
    {
      title: t('import.errors'),
      dataIndex: 'errors',
      key: 'errors',
      render: (errors: string[]) =>
        errors.length === 0 ? (
          <Typography.Text type="success">{t('import.rowOk')}</Typography.Text>
        ) : (
          <Typography.Text type="danger">{errors.join(', ')}</Typography.Text>
        ),
    },
  ];

  return (
    <>
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} id="meter-import">
          {t('import.button')}
        </Button>
      </Upload>
      <Modal
        open={rejected !== null}
        title={t('import.rejectedTitle')}
        width={760}
        onCancel={() => setRejected(null)}
        onOk={() => setRejected(null)}
        okText={t('common:close')}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={rejected?.message}
          description={t('import.nothingSaved', { count: rejected?.errorCount ?? 0 })}
        />
        <Table<MeterImportRow>
          size="small"
          rowKey="rowNo"
          columns={columns}
          dataSource={badRowsFirst(rejected?.rows ?? [])}
          pagination={false}
          scroll={{ y: 360 }}
        />
      </Modal>
    </>
  );
}
