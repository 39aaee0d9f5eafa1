import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExportRow } from '@suanklang/shared';
import type { ExportHandle } from '../lib/exports/use-export';

type ExportProgressProps = { row: ExportRow; onOpen: () => void };

/**
 * A file being made by a server job: its progress bar while queued or running, then a button that opens it, or
 * why it failed. Said in the live region as it changes.
 */
export function ExportProgress({ row, onOpen }: ExportProgressProps) {
  const { t } = useTranslation('components');
  const percent = row.status === 'DONE' ? 100 : row.total > 0 ? Math.floor((row.done / row.total) * 100) : 0;
  return (
    <div>
      <Progress
        percent={percent}
        status={row.status === 'FAILED' ? 'exception' : row.status === 'DONE' ? 'success' : 'active'}
        aria-label={t('export.progressLabel')}
      />
      <div role="status">
        {row.status === 'QUEUED' && <Typography.Text>{t('export.queued')}</Typography.Text>}
        {row.status === 'RUNNING' && <Typography.Text>{t('export.preparing', { percent })}</Typography.Text>}
        {row.status === 'DONE' && (
          <Alert
            type="success"
            showIcon
            title={t('export.ready')}
            action={
              <Button type="primary" id="export-open" onClick={onOpen} autoFocus>
                {t('export.open')}
              </Button>
            }
          />
        )}
        {row.status === 'FAILED' && (
          <Alert type="error" showIcon title={t('export.failed')} description={row.error ?? undefined} />
        )}
      </div>
    </div>
  );
}

/**
 * An export followed in a modal of its own (the report screens' files): open while the export is known, closed
 * (and forgotten) by its Close button or once the file is opened.
 */
export function ExportModal({ file, title }: { file: ExportHandle; title: string }) {
  const { t } = useTranslation('common');
  const close = () => file.reset();
  return (
    <Modal
      open={file.row !== null}
      title={title}
      onCancel={close}
      destroyOnHidden
      footer={<Button onClick={close}>{t('close')}</Button>}
    >
      {file.row && (
        <ExportProgress
          row={file.row}
          onOpen={() =>
            void file.open().then(close, () => {
              // The client's error dialog said why; the modal stays for another try.
            })
          }
        />
      )}
    </Modal>
  );
}
