import { useEffect, useState } from 'react';
import { Button, Card, Flex } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { StoredFileRow } from '@suanklang/shared';
import { downloadStoredFile } from '../lib/reference/download-file';
import { showError, showSaved } from './dialogs';
import { FilesTable, type AttachedFile } from './files-table';
import { HttpError } from '../lib/http/errors';

type Props = {
  title: string;
  /** The document's stored files, as its detail answers them. */
  stored: readonly StoredFileRow[] | undefined;
  /** No adding or removing (a closed document, or no edit right). */
  disabled: boolean;
  canDownload: boolean;
  /** Sends the files added since; the detail's query refreshes `stored` after. */
  upload: (files: { blob: File; description: string }[]) => Promise<unknown>;
  uploading: boolean;
  uploadLabel: string;
  uploadedMessage: string;
  uploadId: string;
};

const errorOf = (error: unknown) =>
  error instanceof HttpError
    ? { statusCode: error.status, message: error.message }
    : { message: String((error as Error)?.message ?? error) };

/**
 * A document's attachments in its drawer: the stored files (downloadable with the right), files added here
 * waiting, and the button that sends them (the attach-file rules are the files table's and the server's).
 */
export function AttachmentsCard(props: Props) {
  const { stored, disabled } = props;
  const [files, setFiles] = useState<AttachedFile[]>([]);
  useEffect(() => {
    setFiles(
      (stored ?? []).map((f) => ({
        id: f.id,
        fileNameOriginal: f.originalFileName,
        description: f.description ?? '',
        createdDate: f.createdDate,
        createdBy: f.createdBy,
        url: f.url,
        size: f.size,
      })),
    );
  }, [stored]);
  const waiting = files.filter((f) => f.id === null && f.blob);

  async function send() {
    try {
      await props.upload(waiting.map((f) => ({ blob: f.blob!, description: f.description })));
      showSaved(props.uploadedMessage);
    } catch (error) {
      showError(errorOf(error));
    }
  }

  return (
    <Card size="small" title={props.title}>
      <FilesTable
        files={files}
        onChange={setFiles}
        disabled={disabled}
        canDownload={props.canDownload}
        onDownload={(f) =>
          void downloadStoredFile({ url: f.url ?? '', originalFileName: f.fileNameOriginal })
        }
      />
      {!disabled && waiting.length > 0 && (
        <Flex justify="flex-end" style={{ marginTop: 8 }}>
          <Button
            type="primary"
            icon={<UploadOutlined />}
            loading={props.uploading}
            id={props.uploadId}
            onClick={() => void send()}
          >
            {props.uploadLabel}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
