import { useState } from 'react';
import { Alert, Button, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { BudgetDetail, BudgetYear } from '@suanklang/shared';
import { formatMoney } from '@suanklang/shared/money';
import { confirmCustom, showSaved, showSuccess } from '../../../components/dialogs';
import { EmptyList } from '../../../components/empty-list';
import { PageLoading } from '../../../components/page-loading';
import { ReasonPanel } from '../../../components/reason-panel';
import { useLang } from '../../../components/use-lang';
import { HttpError, toNamePath, type FieldSetter } from '../../../lib/http/errors';
import { useRights } from '../../../lib/property/rights';
import { DetailHeader } from '../../../lib/settings/detail-header';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { useUnsavedChangesGuard } from '../../../lib/settings/unsaved-changes';
import {
  useBudget,
  useBudgetAction,
  useBudgetItems,
  useBudgetYear,
  useModifyBudget,
  useSaveBudget,
  type BudgetAction,
  type BudgetUsableItem,
} from '../api/budgets';
import {
  BUDGET_PATH,
  annualKey,
  cellKey,
  columnTotals,
  gridBody,
  gridRows,
  patternsOf,
  withPatterns,
  importedRows,
  sum,
  yearText,
  type GridBody,
  type GridRow,
} from '../budget-grid';
import { useBudgetSummary } from '../api/budget-summary';
import { BudgetFileActions } from './budget-file-actions';
import { BudgetGridTable, type GridErrors } from './budget-grid-table';
import { BudgetHistory } from './budget-history';
import { BudgetStatusTag } from './budget-status';
import { TransferPanel } from './transfer-panel';

/** For errors no field of the screen holds: they go to the error dialog. */
const NO_FIELDS: FieldSetter = { setFields: () => undefined };

function yearParam(text: string | null): number | null {
  return text && /^\d{4}$/.test(text) ? Number(text) : null;
}

/** An address without a year, or of a budget that is not this property's: the screen's title and the way back. */
function NoBudget() {
  const { t } = useTranslation(['budgets', 'screens']);
  return (
    <>
      <DetailHeader title={t('screens:title.settingBudgetDetail')} backTo={BUDGET_PATH} />
      <EmptyList message={t('detail.notFound')} />
    </>
  );
}

/**
 * /views/setting/budgetDetail?year=YYYY (or ?id=<budgetHeaderID>): a fiscal year's budget grid, the actions its
 * state and the user's rights allow, and its history. A year without a budget opens an empty grid to save.
 */
export function BudgetDetailScreen() {
  const [searchParams] = useSearchParams();
  const idParam = searchParams.get('id');
  const year = yearParam(searchParams.get('year'));
  const budgetYear = useBudgetYear(idParam ? null : year);
  const headerId = idParam ?? budgetYear.data?.budgetHeaderID ?? null;
  const budget = useBudget(headerId);
  const items = useBudgetItems();

  if ((!idParam && year === null) || budget.isError || budgetYear.isError) return <NoBudget />;
  const detail = budget.data ?? null;
  const monthList = detail?.monthList ?? budgetYear.data?.monthList;
  if (!items.data || !monthList || (headerId && !detail)) return <PageLoading />;
  const editorKey = detail
    ? `${detail.budgetHeaderID}|${detail.status}|${detail.revision}|${detail.history.length}|${detail.updatedDate}`
    : `new|${year}`;
  return (
    <BudgetEditor
      key={editorKey}
      year={detail?.year ?? year ?? 0}
      detail={detail}
      monthList={monthList}
      items={items.data}
    />
  );
}

type BudgetEditorProps = {
  year: number;
  detail: BudgetDetail | null;
  monthList: BudgetYear['monthList'];
  items: BudgetUsableItem[];
};

function BudgetEditor({ year, detail, monthList, items }: BudgetEditorProps) {
  const { t } = useTranslation(['budgets', 'common']);
  const lang = useLang();
  const navigate = useNavigate();
  const rights = useRights();
  const canEdit = rights.can('SETTING_BUDGET_EDIT');
  const isManager = canEdit && rights.can('PROPERTY_ADMIN');
  const [rows, setRows] = useState<GridRow[]>(() => gridRows(items, detail));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<GridErrors>({});
  const [panel, setPanel] = useState<'modify' | 'transfer' | null>(null);
  // Annual amounts spread by last year's actual per month: last year's summary, read only when asked for.
  const [byPattern, setByPattern] = useState(false);
  const lastYear = useBudgetSummary(byPattern ? year - 1 : null);
  const patterns = byPattern && lastYear.data ? patternsOf(lastYear.data) : null;
  const guard = useUnsavedChangesGuard(dirty);
  const save = useSaveBudget();
  const modify = useModifyBudget();
  const action = useBudgetAction();

  const status = detail?.status ?? null;
  const draft = status === null || status === 'DRAFT';
  const confirmed = status === 'CONFIRMED';
  const editable = (draft && canEdit) || (confirmed && isManager);
  const shownYear = yearText(year, lang);
  const busy = save.isPending || modify.isPending || action.isPending;
  const shown = withPatterns(rows, patterns);

  function change(next: GridRow[]) {
    setRows(next);
    setDirty(true);
    setErrors({});
  }

  /**
   * Puts a save's server errors on the grid: `lines.3.amount` under the cell it was sent for, `annual.1` under
   * the row's annual amount. True when the grid shows one.
   */
  function showGridErrors(error: unknown, sent: GridBody): boolean {
    const found: GridErrors = {};
    if (error instanceof HttpError)
      for (const field of error.fields) {
        const [list, index] = toNamePath(field.path);
        if (list === 'lines' && typeof index === 'number') {
          const line = sent.lines[index];
          if (line) found[cellKey(line.budgetItemCode, line.month)] = field.message;
        } else if (list === 'annual' && typeof index === 'number') {
          const annual = sent.annual[index];
          if (annual) found[annualKey(annual.budgetItemCode)] = field.message;
        }
      }
    setErrors(found);
    return Object.keys(found).length > 0;
  }

  async function saveDraft() {
    const sent = gridBody(shown);
    try {
      if (detail) await modify.mutateAsync({ budgetHeaderID: detail.budgetHeaderID, ...sent });
      else await save.mutateAsync({ year, ...sent });
      setDirty(false);
      showSaved(t('done.saved', { year: shownYear }));
    } catch (error) {
      // Anything not about a cell goes to the error dialog.
      if (!showGridErrors(error, sent)) reportSaveError(NO_FIELDS, error);
    }
  }

  async function runAction(kind: BudgetAction) {
    if (!detail) return;
    if (!(await confirmCustom(t(`action.${kind}`), t(`ask.${kind}`, { year: shownYear })))) return;
    try {
      await action.mutateAsync({ action: kind, budgetHeaderID: detail.budgetHeaderID });
      showSuccess(t(`done.${kind}`, { year: shownYear }));
      if (kind === 'delete') {
        guard.allowNextNavigation();
        void navigate(BUDGET_PATH);
      }
    } catch (error) {
      reportSaveError(NO_FIELDS, error);
    }
  }

  const total = sum(columnTotals(shown));
  const actions = (
    <>
      {draft && canEdit && (
        <Button type="primary" id="budget-save" loading={busy} onClick={() => void saveDraft()}>
          {t('action.save')}
        </Button>
      )}
      {confirmed && isManager && (
        <Button type="primary" id="budget-modify" disabled={busy} onClick={() => setPanel('modify')}>
          {t('action.modify')}
        </Button>
      )}
      {status === 'DRAFT' && isManager && (
        <Button id="budget-confirm" disabled={busy || dirty} onClick={() => void runAction('confirm')}>
          {t('action.confirm')}
        </Button>
      )}
      {confirmed && isManager && (
        <Button id="budget-transfer" disabled={busy || dirty} onClick={() => setPanel('transfer')}>
          {t('action.transfer')}
        </Button>
      )}
      {confirmed && isManager && (
        <Button id="budget-close" disabled={busy || dirty} onClick={() => void runAction('close')}>
          {t('action.close')}
        </Button>
      )}
      {status === 'DRAFT' && canEdit && (
        <Button danger id="budget-delete" disabled={busy} onClick={() => void runAction('delete')}>
          {t('action.delete')}
        </Button>
      )}
      <BudgetFileActions
        detail={detail}
        editable={editable}
        disabled={busy}
        onImported={(cells) => change(importedRows(rows, cells))}
      />
    </>
  );

  return (
    <>
      <DetailHeader
        title={detail ? t('detail.title', { year: shownYear }) : t('detail.newTitle', { year: shownYear })}
        backTo={BUDGET_PATH}
        subtitle={
          detail && (
            <Space wrap>
              <Typography.Text type="secondary" data-testid="budget-year-span">
                {t('detail.span', { from: monthList[0]?.display ?? '', to: monthList.at(-1)?.display ?? '' })}
              </Typography.Text>
              <BudgetStatusTag status={detail.status} />
              <Typography.Text>{t('detail.revision', { revision: detail.revision })}</Typography.Text>
              <Typography.Text strong>
                {t('field.total')}: {formatMoney(total)}
              </Typography.Text>
            </Space>
          )
        }
        actions={actions}
      />
      {!editable && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('detail.readOnly')} />}
      {editable && (
        <Space style={{ marginBottom: 8 }} wrap>
          <Typography.Text id="budget-spread-label">{t('spread.label')}</Typography.Text>
          <Radio.Group
            id="budget-spread"
            aria-labelledby="budget-spread-label"
            optionType="button"
            value={byPattern ? 'PATTERN' : 'EQUAL'}
            onChange={(e) => {
              setByPattern(e.target.value === 'PATTERN');
              if (rows.some((r) => r.annual !== null)) setDirty(true);
            }}
            options={[
              { value: 'EQUAL', label: t('spread.EQUAL') },
              { value: 'PATTERN', label: t('spread.PATTERN', { year: yearText(year - 1, lang) }) },
            ]}
          />
          {byPattern && lastYear.isFetching && (
            <Typography.Text type="secondary">{t('spread.loading')}</Typography.Text>
          )}
        </Space>
      )}
      <BudgetGridTable
        caption={t('grid.caption', { year: shownYear })}
        monthList={monthList}
        rows={shown}
        editable={editable}
        errors={errors}
        onChange={change}
      />
      {detail && <BudgetHistory detail={detail} />}
      {detail && confirmed && (
        <>
          <ReasonPanel
            open={panel === 'modify'}
            title={t('modify.title')}
            warning={t('modify.warning', { revision: detail.revision + 1 })}
            reasonLabel={t('modify.reason')}
            actionLabel={t('action.modify')}
            actionId="budget-modify-submit"
            formName="budgetModify"
            busy={modify.isPending}
            reasonCodes={['BG105']}
            onSubmit={async (reason) => {
              const sent = gridBody(shown);
              try {
                const saved = await modify.mutateAsync({
                  budgetHeaderID: detail.budgetHeaderID,
                  ...sent,
                  reason,
                });
                setDirty(false);
                setPanel(null);
                showSuccess(t('done.modified', { year: shownYear, revision: saved.revision }));
              } catch (error) {
                // A cell's error closes the panel to show the cell; the reason's stays on the panel.
                if (showGridErrors(error, sent)) setPanel(null);
                else throw error;
              }
            }}
            onClose={() => setPanel(null)}
          />
          <TransferPanel
            open={panel === 'transfer'}
            detail={detail}
            rows={rows}
            onClose={() => setPanel(null)}
          />
        </>
      )}
    </>
  );
}
