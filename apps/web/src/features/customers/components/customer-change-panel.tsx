import {
  Button,
  Descriptions,
  Drawer,
  Flex,
  Spin,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Lang, StoredFileRow } from '@suanklang/shared';
import { formatDate, formatDateTime } from '../../../components/format';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useRights } from '../../../lib/property/rights';
import { downloadStoredFile } from '../../../lib/reference/download-file';
import { useCustomerChange } from '../api/customers';
import { changeRows, type ChangeRow, type ChangeValue } from './change-rows';

type CustomerChangePanelProps = {
  /** The change record to show; the panel is open while it is set (the spec's show flag). */
  documentNo: string | null;
  onClose: () => void;
};

function shown(row: ChangeRow, value: ChangeValue, lang: Lang): string {
  if (value === null || value === '') return '-';
  if (row.field === 'dateOfBirth' && typeof value === 'string') return formatDate(value, lang);
  return String(value);
}

/**
 * The customer change detail panel (001 section 2, shared panels): before and after of one modify, who made it
 * and when (DD/MM/YYYY HH:mm), and the files attached to it, downloadable with the DOWNLOAD right.
 */
export function CustomerChangePanel({ documentNo, onClose }: CustomerChangePanelProps) {
  const { t } = useTranslation(['customers', 'common']);
  const { lang } = usePreferences();
  const canDownload = useRights().can('DOWNLOAD');
  const change = useCustomerChange(documentNo);
  const detail = change.data;

  const columns: TableColumnsType<ChangeRow> = [
    {
      key: 'field',
      title: t('change.field'),
      render: (_value, row) => t(`change.fields.${row.field}`),
    },
    {
      key: 'before',
      title: t('change.before'),
      render: (_value, row) => shown(row, row.before, lang),
    },
    {
      key: 'after',
      title: t('change.after'),
      render: (_value, row) =>
        row.changed ? (
          <Typography.Text strong>
            {shown(row, row.after, lang)} <Tag color="orange">{t('change.changed')}</Tag>
          </Typography.Text>
        ) : (
          shown(row, row.after, lang)
        ),
    },
  ];

  const fileColumns: TableColumnsType<StoredFileRow> = [
    {
      key: 'name',
      title: t('change.fileName'),
      render: (_value, file) =>
        canDownload ? (
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            style={{ padding: 0 }}
            aria-label={t('change.download', { name: file.originalFileName })}
            onClick={() => void downloadStoredFile(file)}
          >
            {file.originalFileName}
          </Button>
        ) : (
          file.originalFileName
        ),
    },
    {
      key: 'description',
      title: t('change.fileDescription'),
      render: (_value, file) => file.description ?? '-',
    },
  ];

  return (
    <Drawer
      open={documentNo !== null}
      onClose={onClose}
      title={t('change.title', { documentNo: documentNo ?? '' })}
      size="large"
      destroyOnHidden
      footer={
        <Flex justify="flex-end">
          <Button onClick={onClose} id="change-panel-close">
            {t('common:close')}
          </Button>
        </Flex>
      }
    >
      {!detail ? (
        <Flex justify="center" style={{ padding: 48 }}>
          {change.isError ? (
            <Typography.Text type="danger">{t('change.loadFailed')}</Typography.Text>
          ) : (
            <Spin />
          )}
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'editor', label: t('change.editor'), children: detail.createdBy },
              { key: 'time', label: t('change.time'), children: formatDateTime(detail.createdDate, lang) },
            ]}
          />
          <Table<ChangeRow>
            size="small"
            rowKey="field"
            pagination={false}
            columns={columns}
            dataSource={changeRows(detail.before, detail.after)}
            aria-label={t('change.comparison')}
          />
          <div>
            <Typography.Title level={5}>{t('change.files')}</Typography.Title>
            <Table<StoredFileRow>
              size="small"
              rowKey="id"
              pagination={false}
              columns={fileColumns}
              dataSource={detail.customerFiles}
              locale={{ emptyText: t('change.noFiles') }}
            />
          </div>
        </Flex>
      )}
    </Drawer>
  );
}
