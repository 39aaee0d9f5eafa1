import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Col,
  Drawer,
  Flex,
  Progress,
  Row,
  Statistic,
  Steps,
  Table,
  Typography,
  Upload,
  type TableColumnsType,
} from 'antd';
import { CheckOutlined, FileExcelOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { confirmCustom, showSuccess } from './dialogs';
import { formatCount } from './format';

/** Import files of every import: CSV/TXT or Excel (000 and 001 s.5 allowlists), at most 5 MB (5,242,880 bytes). */
export const IMPORT_ACCEPT = ['.csv', '.txt', '.xlsx'] as const;
export const IMPORT_MAX_BYTES = 5_242_880;

/** One problem the server found in a row: with the column it is about, or a plain message. */
export type ImportRowProblem = string | { column?: string | null; code?: string; message: string };

/** A row of a checked file: its row number in the file and what is wrong with it (nothing when it is good). */
export type ImportRow = { rowNo: number; errors: readonly ImportRowProblem[] };

/** What the review shows of a checked file, whatever the feature's batch looks like. */
export type ImportCheck<Row extends ImportRow> = {
  rows: readonly Row[];
  rowCount: number;
  errorCount: number;
  /** The file's total, already formatted; left out when the rows carry no amount. */
  total?: string;
  /** The server kept the batch as committable (every row good). */
  committable: boolean;
};

/** Why a file was not sent: its extension is not allowed, or it is too large. */
export type ImportFileProblem = { kind: 'wrongType'; ext: string } | { kind: 'tooLarge' };

/** The extension and size check made before a file is sent, so a wrong file costs no upload. */
export function checkImportFile(
  file: Pick<File, 'name' | 'size'>,
  accept: readonly string[],
  maxBytes: number | undefined,
): ImportFileProblem | null {
  const ext = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (!accept.includes(`.${ext}`)) return { kind: 'wrongType', ext };
  if (maxBytes !== undefined && file.size > maxBytes) return { kind: 'tooLarge' };
  return null;
}

/** The rows to fix first, in file order; the good rows after them. */
export function badRowsFirst<Row extends ImportRow>(rows: readonly Row[]): Row[] {
  return [...rows.filter((row) => row.errors.length > 0), ...rows.filter((row) => row.errors.length === 0)];
}

const problemText = (problem: ImportRowProblem) =>
  typeof problem === 'string'
    ? problem
    : problem.column
      ? `${problem.column}: ${problem.message}`
      : problem.message;

type FileTexts = { choose?: string; wrongType?: (ext: string) => string; tooLarge?: string };

export type ImportFileButtonProps = {
  id: string;
  accept: readonly string[];
  maxBytes?: number;
  texts?: FileTexts;
  loading?: boolean;
  disabled?: boolean;
  primary?: boolean;
  /** A file that passed the extension and size check. */
  onFile: (file: File) => void;
  /** The message of a file that did not, in the user's language. */
  onProblem: (message: string) => void;
};

/** The button that picks an import file and checks its extension and size before anything is sent. */
export function ImportFileButton(props: ImportFileButtonProps) {
  const { t } = useTranslation('components');
  const { texts = {} } = props;
  return (
    <Upload
      accept={props.accept.join(',')}
      showUploadList={false}
      maxCount={1}
      disabled={props.disabled}
      beforeUpload={(file) => {
        const problem = checkImportFile(file, props.accept, props.maxBytes);
        if (problem?.kind === 'wrongType')
          props.onProblem(texts.wrongType?.(problem.ext) ?? t('import.wrongType', { ext: problem.ext }));
        else if (problem?.kind === 'tooLarge') props.onProblem(texts.tooLarge ?? t('import.tooLarge'));
        else props.onFile(file);
        return false;
      }}
    >
      <Button
        type={props.primary ? 'primary' : 'default'}
        icon={<UploadOutlined />}
        loading={props.loading}
        id={props.id}
      >
        {texts.choose ?? t('import.choose')}
      </Button>
    </Upload>
  );
}

export type ImportRowsTableProps<Row extends ImportRow> = {
  /** The feature's columns of a row; the row number comes before them and the check result after them. */
  columns: TableColumnsType<Row>;
  rows: readonly Row[];
  texts?: { rowNo?: string; result?: string; rowOk?: string };
  scrollX?: number;
  scrollY?: number;
};

/** The checked rows, the bad ones first, each with its problems in red or marked correct. */
export function ImportRowsTable<Row extends ImportRow>(props: ImportRowsTableProps<Row>) {
  const { t } = useTranslation('components');
  const { texts = {} } = props;
  const columns: TableColumnsType<Row> = [
    { title: texts.rowNo ?? t('import.rowNo'), dataIndex: 'rowNo', key: 'rowNo', width: 72, align: 'right' },
    ...props.columns,
    {
      title: texts.result ?? t('import.result'),
      dataIndex: 'errors',
      key: 'errors',
      render: (errors: Row['errors']) =>
        errors.length === 0 ? (
          <Typography.Text type="success">{texts.rowOk ?? t('import.rowOk')}</Typography.Text>
        ) : (
          <Flex vertical>
            {errors.map((problem, i) => (
              <Typography.Text type="danger" key={`${i}-${problemText(problem)}`}>
                {problemText(problem)}
              </Typography.Text>
            ))}
          </Flex>
        ),
    },
  ];
  return (
    <Table<Row>
      size="small"
      rowKey="rowNo"
      columns={columns}
      dataSource={badRowsFirst(props.rows)}
      pagination={props.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: props.scrollX, y: props.scrollY ?? 420 }}
    />
  );
}

/** Every text of the flow; those left out are the shared wording of `components:import`. */
export type ImportTexts<Checked, Committed> = FileTexts & {
  rowNo?: string;
  result?: string;
  rowOk?: string;
  summaryRows?: string;
  summaryGood?: string;
  summaryErrors?: string;
  summaryTotal?: string;
  hasErrorsTitle?: string;
  hasErrors?: (count: number, rows: number) => string;
  ready?: (count: number) => string;
  commit?: string;
  confirmTitle?: string;
  confirmText: (checked: Checked) => string;
  committed: (done: Committed) => string;
};

/** The `import.*` keys a feature's namespace lays out for the flow (cheques and invoices do). */
type ImportKey =
  | 'import.choose'
  | 'import.wrongType'
  | 'import.tooLarge'
  | 'import.column.rowNo'
  | 'import.column.errors'
  | 'import.rowOk'
  | 'import.summary.rows'
  | 'import.summary.good'
  | 'import.summary.errors'
  | 'import.summary.total'
  | 'import.hasErrorsTitle'
  | 'import.hasErrors'
  | 'import.ready'
  | 'import.commit'
  | 'import.confirmTitle';
/** A translate function bound to the feature's namespace, which must have every ImportKey. */
type Translate = (key: ImportKey, options?: Record<string, unknown>) => string;

/**
 * The feature's own wording of the flow, from translations laid out as the cheque and invoice imports lay them
 * out: `import.choose`, `import.wrongType` ({{ext}}), `import.tooLarge`, `import.column.rowNo`,
 * `import.column.errors`, `import.rowOk`, `import.summary.rows|good|errors|total`, `import.hasErrorsTitle`,
 * `import.hasErrors` ({{count}}, {{rows}}), `import.ready` ({{count}}), `import.commit`, `import.confirmTitle`.
 */
export function importTextsOf(
  t: Translate,
): Omit<ImportTexts<unknown, unknown>, 'confirmText' | 'committed'> {
  return {
    choose: t('import.choose'),
    wrongType: (ext) => t('import.wrongType', { ext }),
    tooLarge: t('import.tooLarge'),
    rowNo: t('import.column.rowNo'),
    result: t('import.column.errors'),
    rowOk: t('import.rowOk'),
    summaryRows: t('import.summary.rows'),
    summaryGood: t('import.summary.good'),
    summaryErrors: t('import.summary.errors'),
    summaryTotal: t('import.summary.total'),
    hasErrorsTitle: t('import.hasErrorsTitle'),
    hasErrors: (count, rows) => t('import.hasErrors', { count, rows }),
    ready: (count) => t('import.ready', { count }),
    commit: t('import.commit'),
    confirmTitle: t('import.confirmTitle'),
  };
}

export type ImportFlowProps<Row extends ImportRow, Checked, Committed> = {
  /** Element ids the screens and browser tests find the buttons by. */
  ids: { upload: string; commit: string };
  accept?: readonly string[];
  maxBytes?: number;
  texts: ImportTexts<Checked, Committed>;
  /** Sends the file; the server checks every row and keeps the batch. A refusal is shown by the client. */
  upload: (file: File) => Promise<Checked>;
  /** The rows and counts of a checked batch. */
  check: (checked: Checked) => ImportCheck<Row>;
  /** Commits the whole batch (all rows or none). */
  commit: (checked: Checked) => Promise<Committed>;
  /** A commit the server refused with the rows again (the data changed since the upload): what to show. */
  refusal?: (error: unknown) => { checked: Checked; message: string } | null;
  columns: TableColumnsType<Row>;
  scrollX?: number;
  /** Above the file button: what to import, hints. Told when a call is under way. */
  intro?: (busy: boolean) => ReactNode;
  /** Beside the file button (a template download). */
  tools?: ReactNode;
  /** Under the file button (what the file must look like). */
  fileHint?: ReactNode;
  /** Beside the commit button, once a file is checked (download the checked rows). */
  actions?: (checked: Checked, check: ImportCheck<Row>) => ReactNode;
  /** Under the committed message (the numbers given). */
  committedDetail?: (done: Committed) => ReactNode;
  /** Rows done of total of a commit the server works as a job, while it is under way (null: not known). */
  commitProgress?: { done: number; total: number } | null;
};

type Busy = 'upload' | 'commit' | null;

/**
 * The import flow of every feature (000 s.4 "upload then commit"): choose a file (its type and size checked
 * here first), the server checks every row, the review lists the bad rows first with their problems and counts
 * the good and bad ones; only a batch with no bad row can be committed, after a confirmation, all at once.
 */
export function ImportFlow<Row extends ImportRow, Checked, Committed>(
  props: ImportFlowProps<Row, Checked, Committed>,
) {
  const { t } = useTranslation('components');
  const { texts } = props;
  const [checked, setChecked] = useState<Checked | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [done, setDone] = useState<Committed | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  function reset() {
    setChecked(null);
    setRefused(null);
    setDone(null);
    setFileProblem(null);
  }

  async function send(file: File) {
    setBusy('upload');
    try {
      setChecked(await props.upload(file));
    } catch {
      // The client's error dialog said why (not the template, no rows, wrong file...).
    } finally {
      setBusy(null);
    }
  }

  async function commit(current: Checked) {
    if (!(await confirmCustom(texts.confirmTitle ?? t('import.confirmTitle'), texts.confirmText(current))))
      return;
    setBusy('commit');
    try {
      const committed = await props.commit(current);
      setDone(committed);
      showSuccess(texts.committed(committed));
    } catch (error) {
      const again = props.refusal?.(error);
      if (again) {
        setChecked(again.checked);
        setRefused(again.message);
      }
      // Anything else was shown by the client's error dialog (already committed, closed period...).
    } finally {
      setBusy(null);
    }
  }

  const check = checked === null ? null : props.check(checked);
  const hasErrors = check !== null && check.errorCount > 0;
  const canCommit = check !== null && check.committable && !hasErrors && done === null;
  const span = check?.total === undefined ? 8 : 6;

  return (
    <Flex vertical gap={16}>
      <ImportProgress busy={busy} check={check} committed={done !== null} />
      {props.intro?.(busy !== null)}
      <Flex gap={8} wrap>
        {props.tools}
        <ImportFileButton
          id={props.ids.upload}
          accept={props.accept ?? IMPORT_ACCEPT}
          maxBytes={props.maxBytes ?? IMPORT_MAX_BYTES}
          texts={texts}
          primary
          loading={busy === 'upload'}
          disabled={busy !== null}
          onFile={(file) => {
            reset();
            void send(file);
          }}
          onProblem={(message) => {
            reset();
            setFileProblem(message);
          }}
        />
      </Flex>
      {props.fileHint}
      {fileProblem && <Alert type="error" showIcon title={fileProblem} />}
      {checked !== null && check !== null && (
        <>
          <Row gutter={16}>
            <Col span={span}>
              <Statistic title={texts.summaryRows ?? t('import.summaryRows')} value={check.rowCount} />
            </Col>
            <Col span={span}>
              <Statistic
                title={texts.summaryGood ?? t('import.summaryGood')}
                value={check.rowCount - check.errorCount}
              />
            </Col>
            <Col span={span}>
              <Statistic
                title={texts.summaryErrors ?? t('import.summaryErrors')}
                value={check.errorCount}
                styles={{ content: hasErrors ? { color: '#cf1322' } : undefined }}
              />
            </Col>
            {check.total !== undefined && (
              <Col span={span}>
                <Statistic title={texts.summaryTotal ?? t('import.summaryTotal')} value={check.total} />
              </Col>
            )}
          </Row>
          {done !== null ? (
            <Alert
              type="success"
              showIcon
              title={texts.committed(done)}
              description={props.committedDetail?.(done)}
            />
          ) : hasErrors ? (
            <Alert
              type="error"
              showIcon
              title={refused ?? texts.hasErrorsTitle ?? t('import.hasErrorsTitle')}
              description={
                texts.hasErrors?.(check.errorCount, check.rowCount) ??
                t('import.hasErrors', { count: check.errorCount, rows: check.rowCount })
              }
            />
          ) : (
            <Alert
              type="info"
              showIcon
              title={texts.ready?.(check.rowCount) ?? t('import.ready', { count: check.rowCount })}
            />
          )}
          <ImportRowsTable<Row>
            columns={props.columns}
            rows={check.rows}
            texts={texts}
            scrollX={props.scrollX}
          />
          {busy === 'commit' && props.commitProgress && <CommitProgress {...props.commitProgress} />}
          <Flex gap={8} justify="end" wrap>
            {props.actions?.(checked, check)}
            {done === null && (
              <Button
                type="primary"
                icon={<CheckOutlined />}
                disabled={!canCommit}
                loading={busy === 'commit'}
                onClick={() => void commit(checked)}
                id={props.ids.commit}
              >
                {texts.commit ?? t('import.commit')}
              </Button>
            )}
          </Flex>
        </>
      )}
    </Flex>
  );
}

/** Where the user stands: file, check, commit; the step under way spins, a file with bad rows stops at the check. */
function ImportProgress({
  busy,
  check,
  committed,
}: {
  busy: Busy;
  check: ImportCheck<ImportRow> | null;
  committed: boolean;
}) {
  const { t } = useTranslation('components');
  const current = committed
    ? 3
    : busy === 'commit' || (check !== null && check.errorCount === 0)
      ? 2
      : busy === 'upload' || check !== null
        ? 1
        : 0;
  const bad = !committed && busy === null && check !== null && check.errorCount > 0;
  const spin = busy === null ? undefined : <LoadingOutlined />;
  return (
    <Steps
      size="small"
      current={current}
      status={bad ? 'error' : committed ? 'finish' : 'process'}
      items={[
        { title: t('import.stepFile') },
        { title: t('import.stepCheck'), icon: busy === 'upload' ? spin : undefined },
        { title: t('import.stepCommit'), icon: busy === 'commit' ? spin : undefined },
      ]}
    />
  );
}

/** A long commit's bar: rows done of total, said in the live region as it moves. */
function CommitProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('components');
  const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
  return (
    <div>
      <Progress percent={percent} status="active" aria-label={t('import.committingLabel')} />
      <Typography.Text role="status">
        {t('import.committing', { done: formatCount(done), total: formatCount(total) })}
      </Typography.Text>
    </div>
  );
}

export type ImportDownloadButtonProps = {
  id: string;
  label: string;
  icon?: ReactNode;
  /** Fetches the file and hands it to the browser; a refusal is shown by the client's error dialog. */
  download: () => Promise<void>;
};

/** A file the import offers (template, checked rows, error rows): spins while it downloads. */
export function ImportDownloadButton({ id, label, icon, download }: ImportDownloadButtonProps) {
  const [downloading, setDownloading] = useState(false);
  async function run() {
    setDownloading(true);
    try {
      await download();
    } catch {
      // Shown by the client's error dialog.
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Button icon={icon ?? <FileExcelOutlined />} loading={downloading} onClick={() => void run()} id={id}>
      {label}
    </Button>
  );
}

export type ImportDrawerProps<Row extends ImportRow, Checked, Committed> = ImportFlowProps<
  Row,
  Checked,
  Committed
> & {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A change starts the flow again (another kind of import chosen). */
  resetKey?: string;
};

/** The import flow in a slide-in panel; closing it forgets the file, so it opens fresh each time. */
export function ImportDrawer<Row extends ImportRow, Checked, Committed>({
  open,
  onClose,
  title,
  resetKey,
  ...flow
}: ImportDrawerProps<Row, Checked, Committed>) {
  return (
    <Drawer open={open} onClose={onClose} title={title} size="large" destroyOnHidden>
      {open && <ImportFlow<Row, Checked, Committed> key={resetKey} {...flow} />}
    </Drawer>
  );
}
