import { useState } from 'react';
import {
  Button,
  Form,
  Input,
  Modal,
  Space,
  Table,
  Tooltip,
  Typography,
  Upload,
  type TableColumnsType,
  type UploadFile,
} from 'antd';
import { DeleteOutlined, DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ATTACH_FILE_POLICY,
  checkAttachments,
  formatFileSize,
  ruleMessage,
  type AttachmentPolicy,
  type MessageKey,
} from '@suanklang/shared';
import { formatDateTime } from './format';
import { MIN_ROW_HEIGHT } from './main-table';
import { EmptyList } from './empty-list';
import { DEFAULT_MAX_LENGTH } from './number-input';
import { useLang } from './use-lang';

export type AttachedFile = {
  /** null until the file is uploaded. */
  id: string | null;
  fileNameOriginal: string;
  description: string;
  createdDate?: string;
  createdBy?: string;
  url?: string;
  /** The picked file, for one not uploaded yet. */
  blob?: File;
  /** Bytes, when known for an uploaded file; counts toward the total limit. */
  size?: number;
};

function attachedBytes(file: AttachedFile): number {
  return file.blob?.size ?? file.size ?? 0;
}

export type AttachmentProblem = { rule: MessageKey; params: Record<string, string | number> };

/**
 * The first attach-file rule (shared policy, 000 and 001 section 5) a picked file breaks, counting the files
 * already on the document toward the count and the total size; null when it may be attached.
 */
export function attachmentProblem(
  file: Pick<File, 'name' | 'size'>,
  attached: readonly AttachedFile[],
  policy: AttachmentPolicy = ATTACH_FILE_POLICY,
): AttachmentProblem | null {
  // The description has its own field and message, so only the file is checked here.
  const problems = checkAttachments(
    [{ name: file.name, size: file.size }],
    { ...policy, descriptionRequired: false },
    attached.map((f) => ({ size: attachedBytes(f) })),
  );
  const first = problems[0];
  return first ? { rule: first.rule, params: first.params } : null;
}

export type FilesTableProps = {
  files: AttachedFile[];
  onChange: (files: AttachedFile[]) => void;
  /** The user's download permission: without it file names are plain text. */
  canDownload?: boolean;
  /** Hides adding and removing (a cancelled document). */
  disabled?: boolean;
  /** Fetches an uploaded file; without it the file's `url` is a plain link. */
  onDownload?: (file: AttachedFile) => void;
  loading?: boolean;
  /** The attach-file rules; defaults to the shared ATTACH_FILE_POLICY (other flows allow other types or sizes). */
  policy?: AttachmentPolicy;
};

type Row = AttachedFile & { rowKey: string; index: number };

type AddFileValues = { description?: string; file?: UploadFile[] };

/**
 * Attached files of a document with an add-file dialog applying the attach-file rules. Files picked here have
 * `id: null` until the page uploads them, and only those can be removed.
 */
export function FilesTable(props: FilesTableProps) {
  const { files, onChange, canDownload = false, disabled = false, onDownload } = props;
  const { t } = useTranslation('components');
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<AddFileValues>();
  const policy = props.policy ?? ATTACH_FILE_POLICY;

  const rows: Row[] = files.map((file, index) => ({ ...file, index, rowKey: file.id ?? `new-${index}` }));

  const remove = (index: number) => onChange(files.filter((_, i) => i !== index));

  const close = () => {
    setOpen(false);
    form.resetFields();
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    const picked = values?.file?.[0]?.originFileObj;
    if (!values || !picked) return;
    onChange([
      ...files,
      {
        id: null,
        fileNameOriginal: picked.name,
        description: (values.description ?? '').trim(),
        blob: picked,
        size: picked.size,
      },
    ]);
    close();
  };

  const fileName = (row: Row) => {
    const downloadable = canDownload && row.id !== null && (onDownload || row.url);
    if (!downloadable) return row.fileNameOriginal;
    const label = t('files.download', { name: row.fileNameOriginal });
    if (onDownload) {
      return (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          aria-label={label}
          onClick={() => onDownload(files[row.index] ?? row)}
          style={{ padding: 0 }}
        >
          {row.fileNameOriginal}
        </Button>
      );
    }
    return (
      <a href={row.url} target="_blank" rel="noreferrer" download={row.fileNameOriginal} aria-label={label}>
        <DownloadOutlined /> {row.fileNameOriginal}
      </a>
    );
  };

  const columns: TableColumnsType<Row> = [
    { key: 'index', title: t('files.index'), width: 64, align: 'center', render: (_v, row) => row.index + 1 },
    { key: 'fileName', title: t('files.fileName'), render: (_v, row) => fileName(row) },
    { key: 'description', title: t('files.description'), dataIndex: 'description' },
    {
      key: 'createdDate',
      title: t('files.createdDate'),
      width: 150,
      render: (_v, row) => (row.id === null ? t('files.notUploaded') : formatDateTime(row.createdDate, lang)),
    },
    {
      key: 'createdBy',
      title: t('files.createdBy'),
      dataIndex: 'createdBy',
      render: (v?: string) => v ?? '-',
    },
  ];
  if (!disabled) {
    columns.push({
      key: 'actions',
      title: t('files.actions'),
      width: 80,
      align: 'center',
      render: (_v, row) =>
        row.id === null ? (
          <Tooltip title={t('files.remove', { name: row.fileNameOriginal })}>
            <Button
              type="text"
              danger
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('files.remove', { name: row.fileNameOriginal })}
              onClick={() => remove(row.index)}
            />
          </Tooltip>
        ) : null,
    });
  }

  const fileRule = {
    validator: (_rule: unknown, value?: UploadFile[]) => {
      const picked = value?.[0]?.originFileObj;
      if (!picked) return Promise.reject(new Error(ruleMessage(lang, 'fileRequired')));
      const problem = attachmentProblem(picked, files, policy);
      return problem
        ? Promise.reject(new Error(ruleMessage(lang, problem.rule, problem.params)))
        : Promise.resolve();
    },
  };

  return (
    <div>
      {!disabled && (
        <Space style={{ marginBottom: 8 }}>
          <Button icon={<PaperClipOutlined />} onClick={() => setOpen(true)}>
            {t('files.add')}
          </Button>
        </Space>
      )}
      <Table<Row>
        size="small"
        rowKey="rowKey"
        columns={columns}
        dataSource={rows}
        loading={props.loading}
        pagination={false}
        onRow={() => ({ style: { height: MIN_ROW_HEIGHT } })}
        locale={{ emptyText: <EmptyList message={t('files.empty')} /> }}
      />
      <Modal
        open={open}
        title={t('files.addTitle')}
        okText={t('files.save')}
        cancelText={t('files.cancel')}
        onOk={() => void save()}
        onCancel={close}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={() => void save()}>
          <Form.Item
            name="description"
            label={t('files.description')}
            rules={[
              { required: true, whitespace: true, message: ruleMessage(lang, 'fileDescriptionRequired') },
            ]}
          >
            <Input maxLength={DEFAULT_MAX_LENGTH} />
          </Form.Item>
          <Form.Item
            name="file"
            label={t('files.file')}
            required
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
            rules={[fileRule]}
            extra={
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('files.hint', {
                  count: policy.maxFiles,
                  single: formatFileSize(policy.maxFileBytes),
                  total: formatFileSize(policy.maxTotalBytes),
                  types: policy.extensions.join(', '),
                })}
              </Typography.Text>
            }
          >
            <Upload
              beforeUpload={() => false}
              maxCount={1}
              accept={policy.extensions.map((e) => `.${e}`).join(',')}
            >
              <Button icon={<UploadOutlined />}>{t('files.chooseFile')}</Button>
            </Upload>
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
