import { useState } from 'react';
import { Alert, App, Button, Modal, type TableColumnsType } from 'antd';
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BudgetDetail, BudgetImportCell, BudgetImportRow } from '@suanklang/shared';
import { ImportFileButton, ImportRowsTable, IMPORT_MAX_BYTES } from '../../../components/import-drawer';
import { useLang } from '../../../components/use-lang';
import {
  BudgetImportRejected,
  downloadBudgetExcel,
  importBudgetGrid,
  openBudgetPdf,
} from '../api/budget-files';

/** The grid comes back only as the workbook it was exported as. */
const ACCEPT = ['.xlsx'];

type BudgetFileActionsProps = {
  /** The saved budget, whose files may be exported; null for a year not saved yet. */
  detail: BudgetDetail | null;
  /** The grid may change: a draft, or a confirmed budget being revised by the manager. */
  editable: boolean;
  disabled?: boolean;
  /** The file's cells, for the grid to show (nothing is saved until the user saves). */
  onImported: (cells: BudgetImportCell[]) => void;
};

/**
 * The grid's files: Excel and PDF of a saved budget in the screen's language, and the import of an edited Excel
 * export into the grid for review. A file with bad rows changes nothing; its rows and errors are listed.
 */
export function BudgetFileActions({ detail, editable, disabled, onImported }: BudgetFileActionsProps) {
  const { t } = useTranslation(['budgets', 'common']);
  const lang = useLang();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'excel' | 'pdf' | 'import' | null>(null);
  const [rejected, setRejected] = useState<BudgetImportRejected | null>(null);

  async function run(kind: 'excel' | 'pdf' | 'import', work: () => Promise<void>) {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      // A refused file is listed; any other failure was shown by the error dialog.
      if (error instanceof BudgetImportRejected) setRejected(error);
    } finally {
      setBusy(null);
    }
  }

  async function importFile(file: File) {
    const cells = await importBudgetGrid(file);
    onImported(cells);
    const items = new Set(cells.map((c) => c.budgetItemCode)).size;
    void message.success(t('files.imported', { count: items }));
  }

  const columns: TableColumnsType<BudgetImportRow> = [
    { title: t('files.itemCode'), dataIndex: 'budgetItemCode', key: 'budgetItemCode' },
  ];
  const file = detail && { budgetHeaderID: detail.budgetHeaderID, year: detail.year };

  return (
    <>
      {file && (
        <Button
          id="budget-excel"
          icon={<FileExcelOutlined />}
          loading={busy === 'excel'}
          disabled={disabled || (busy !== null && busy !== 'excel')}
          onClick={() => void run('excel', () => downloadBudgetExcel(file, lang))}
        >
          {t('files.excel')}
        </Button>
      )}
      {file && (
        <Button
          id="budget-pdf"
          icon={<FilePdfOutlined />}
          loading={busy === 'pdf'}
          disabled={disabled || (busy !== null && busy !== 'pdf')}
          onClick={() => void run('pdf', () => openBudgetPdf(file, lang))}
        >
          {t('files.pdf')}
        </Button>
      )}
      {editable && (
        <ImportFileButton
          id="budget-import"
          accept={ACCEPT}
          maxBytes={IMPORT_MAX_BYTES}
          loading={busy === 'import'}
          disabled={disabled || (busy !== null && busy !== 'import')}
          texts={{
            choose: t('files.import'),
            wrongType: (ext) => t('files.wrongType', { ext }),
            tooLarge: t('files.tooLarge'),
          }}
          onFile={(f) => void run('import', () => importFile(f))}
          onProblem={(problem) => void message.error(problem)}
        />
      )}
      <Modal
        open={rejected !== null}
        title={t('files.rejectedTitle')}
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
          description={t('files.nothingImported', { count: rejected?.errorCount ?? 0 })}
        />
        <ImportRowsTable<BudgetImportRow>
          columns={columns}
          rows={rejected?.rows ?? []}
          scrollY={360}
          texts={{ rowNo: t('files.rowNo'), result: t('files.errors'), rowOk: t('files.rowOk') }}
        />
      </Modal>
    </>
  );
}
