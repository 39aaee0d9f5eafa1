import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Form, Spin, type TableColumnsType } from 'antd';
import {
  ArrowLeftOutlined,
  FilePdfOutlined,
  FileExcelOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ExportRow } from '@suanklang/shared';
import { useExport } from '../lib/exports/use-export';
import { ExportModal } from './export-progress';
import { EmptyList } from './empty-list';
import { MainTable } from './main-table';

/** What the screen needs of the report's query (a TanStack Query result fits). */
export type ReportQuery<Data> = {
  data: Data | undefined;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** The preview of a report's result: the table, and what goes above it and in its totals row. */
export type ReportPreview<Data, Row extends object> = {
  columns: (data: Data) => TableColumnsType<Row>;
  rows: (data: Data) => readonly Row[];
  rowKey: string | ((row: Row) => string);
  /** Above the table: the conditions as understood, control totals. */
  header?: (data: Data) => ReactNode;
  /** The totals row (a `Table.Summary.Row`). */
  summary?: (data: Data) => ReactNode;
  emptyText?: string;
  /** `false`: every row of the result on one table page (a report that pages on the server shows its own pager). */
  pagination?: false;
};

/**
 * The report's exports, each with the conditions as they stand in the form (not only as last shown). One that
 * answers with an export (a file a server job makes) is followed in a modal until the file can be opened.
 */
export type ReportExports<Params> = {
  excel?: (params: Params) => Promise<void | ExportRow>;
  pdf?: (params: Params) => Promise<void | ExportRow>;
};

export type ReportScreenProps<Values, Params, Data, Row extends object> = {
  /** Names the form and prefixes the element ids: `<id>-show`, `<id>-excel`, `<id>-pdf`. */
  id: string;
  initialValues: Partial<Values>;
  /** The parameters panel's fields (`Form.Item`s named after `Values`). */
  fields: ReactNode;
  toParams: (values: Values) => Params;
  /** Told the parameters when the user asks to see the report; the owner runs the query with them. */
  onShow: (params: Params) => void;
  query: ReportQuery<Data>;
  preview: ReportPreview<Data, Row>;
  exports?: ReportExports<Params>;
  /** Back to the report list. */
  onBack?: () => void;
  /** The report's own wording; left out, the shared wording of `components:report`. */
  texts?: { condition?: string; show?: string; excel?: string; pdf?: string; back?: string };
};

type Exporting = keyof ReportExports<unknown> | null;

const EXPORT_KINDS = ['excel', 'pdf'] as const;

/**
 * The screen of every report (001 "condition report" panel): its parameters in a form, a preview table of the
 * result with the states before showing, while loading, empty and failed, and the Excel and PDF exports the report
 * offers, built from the same parameters.
 */
export function ReportScreen<Values, Params, Data, Row extends object>(
  props: ReportScreenProps<Values, Params, Data, Row>,
) {
  const { t } = useTranslation('components');
  const { id, query, preview, exports = {}, texts = {} } = props;
  const [form] = Form.useForm<Values>();
  const [exporting, setExporting] = useState<Exporting>(null);
  const file = useExport();
  // The modal following a file a job makes is titled by the button that asked for it.
  const [fileTitle, setFileTitle] = useState('');

  async function exportAs(kind: keyof ReportExports<Params>) {
    const run = exports[kind];
    if (!run) return;
    try {
      const values = await form.validateFields();
      setExporting(kind);
      const started = await run(props.toParams(values));
      if (started) {
        setFileTitle(texts[kind] ?? t(`report.${kind}`));
        await file.start(() => Promise.resolve(started));
      }
    } catch {
      // A field error is shown on the form; a failed call by the client's error dialog.
    } finally {
      setExporting(null);
    }
  }

  const data = query.data;
  const failed = query.error !== null && query.error !== undefined && !query.isFetching;

  return (
    <>
      {props.onBack && (
        <Button
          icon={<ArrowLeftOutlined />}
          type="link"
          onClick={props.onBack}
          style={{ paddingLeft: 0, marginBottom: 8 }}
        >
          {texts.back ?? t('report.back')}
        </Button>
      )}
      <Card size="small" title={texts.condition ?? t('report.condition')} style={{ marginBottom: 16 }}>
        <Form<Values>
          form={form}
          name={id}
          layout="inline"
          initialValues={props.initialValues}
          onFinish={(values) => props.onShow(props.toParams(values))}
        >
          {props.fields}
          <Form.Item>
            <Flex gap={8} wrap>
              <Button
                type="primary"
                htmlType="submit"
                icon={<SearchOutlined />}
                id={`${id}-show`}
                loading={query.isFetching}
              >
                {texts.show ?? t('report.show')}
              </Button>
              {EXPORT_KINDS.filter((kind) => exports[kind]).map((kind) => (
                <Button
                  key={kind}
                  icon={kind === 'excel' ? <FileExcelOutlined /> : <FilePdfOutlined />}
                  id={`${id}-${kind}`}
                  loading={exporting === kind}
                  disabled={exporting !== null && exporting !== kind}
                  onClick={() => void exportAs(kind)}
                >
                  {texts[kind] ?? t(`report.${kind}`)}
                </Button>
              ))}
            </Flex>
          </Form.Item>
        </Form>
      </Card>
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('report.failed')}
          description={query.error instanceof Error ? query.error.message : undefined}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
              {t('report.retry')}
            </Button>
          }
          data-testid={`${id}-failed`}
        />
      ) : data !== undefined ? (
        <>
          {preview.header?.(data)}
          <MainTable<Row>
            columns={preview.columns(data)}
            dataSource={preview.rows(data)}
            rowKey={preview.rowKey}
            loading={query.isFetching}
            emptyText={preview.emptyText}
            summary={preview.summary ? () => preview.summary?.(data) : undefined}
            {...(preview.pagination === false ? { pagination: false as const } : {})}
          />
        </>
      ) : query.isFetching ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin description={t('loading')}>
            <div style={{ width: 64, height: 32 }} />
          </Spin>
        </Flex>
      ) : (
        <EmptyList message={t('report.notShown')} />
      )}
      <ExportModal file={file} title={fileTitle} />
    </>
  );
}
