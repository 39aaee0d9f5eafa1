import { useState } from 'react';
import { Alert, App, Modal, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportFileButton, ImportRowsTable, IMPORT_MAX_BYTES } from '../../../components/import-drawer';
import { importMeters, MeterImportRejected, type MeterImportRow } from '../api/import-meters';

/** Import files: CSV or Excel (000 and 001 section 5 allowlists), at most 5 MB. */
const ACCEPT = ['.csv', '.xlsx', '.xls'];

type MeterImportProps = { month: string; meterTypeCode: string; onImported: () => void };

/**
 * Uploads the month's readings from a CSV or XLSX (columns unitCode, currentMeter). The upload saves at once, so
 * there is no commit step: a file with any bad row is refused as a whole, and the rows and their errors are
 * listed with word that nothing was saved. A file whose only problems are readings to confirm (a rollover, a use
 * far above the usual) lists them and offers to import it confirmed.
 */
export function MeterImport({ month, meterTypeCode, onImported }: MeterImportProps) {
  const { t } = useTranslation(['expenses', 'common']);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [rejected, setRejected] = useState<MeterImportRejected | null>(null);
  const [file, setFile] = useState<File | null>(null);

  async function upload(chosen: File, confirmed = false) {
    setBusy(true);
    setFile(chosen);
    try {
      const result = await importMeters({ file: chosen, month, meterTypeCode, confirmed });
      setRejected(null);
      void message.success(t('import.saved', { count: result.saved }));
      onImported();
    } catch (error) {
      // Any other failure was shown by the error dialog (or was cancelled).
      if (error instanceof MeterImportRejected) setRejected(error);
    } finally {
      setBusy(false);
    }
  }

  const confirming = rejected?.needsConfirmation === true;

  const columns: TableColumnsType<MeterImportRow> = [
    { title: t('meter.unit'), dataIndex: 'unitCode', key: 'unitCode' },
    { title: t('meter.current'), dataIndex: 'currentMeter', key: 'currentMeter', align: 'right' },
  ];

  return (
    <>
      <ImportFileButton
        id="meter-import"
        accept={ACCEPT}
        maxBytes={IMPORT_MAX_BYTES}
        loading={busy}
        texts={{
          choose: t('import.button'),
          wrongType: (ext) => t('import.wrongType', { ext }),
          tooLarge: t('import.tooLarge'),
        }}
        onFile={(file) => void upload(file)}
        onProblem={(problem) => void message.error(problem)}
      />
      <Modal
        open={rejected !== null}
        title={confirming ? t('import.confirmTitle') : t('import.rejectedTitle')}
        width={760}
        onCancel={() => setRejected(null)}
        onOk={() => (confirming && file ? void upload(file, true) : setRejected(null))}
        okText={confirming ? t('import.confirmImport') : t('common:close')}
        okButtonProps={{ id: 'meter-import-confirm', loading: busy }}
        cancelText={t('common:cancel')}
        cancelButtonProps={{ style: confirming ? {} : { display: 'none' } }}
      >
        <Alert
          type={confirming ? 'warning' : 'error'}
          showIcon
          style={{ marginBottom: 12 }}
          title={rejected?.message}
          description={
            confirming
              ? t('import.confirmNeeded', { count: rejected?.errorCount ?? 0 })
              : t('import.nothingSaved', { count: rejected?.errorCount ?? 0 })
          }
        />
        <ImportRowsTable<MeterImportRow>
          columns={columns}
          rows={rejected?.rows ?? []}
          scrollY={360}
          texts={{ rowNo: t('import.rowNo'), result: t('import.errors'), rowOk: t('import.rowOk') }}
        />
      </Modal>
    </>
  );
}
