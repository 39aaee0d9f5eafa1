import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHEQUE_STATUSES, chequeRowActions, type ChequeRow, type ChequeStatus } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { DocumentListScreen } from '../../../components/document-list-screen';
import { useDocumentNoSearch } from '../../../components/document-no-address';
import { dateColumn, moneyColumn, textColumn } from '../../../components/document-columns';
import { useLang } from '../../../components/use-lang';
import { useBanks } from '../../../lib/reference/get-banks';
import { useRights } from '../../../lib/property/rights';
import { EditorDrawer } from '../../../lib/settings/editor-drawer';
import { useSearchCheques, type ChequeSearchParams } from '../api/search-cheques';
import { ChequeActionPanel, type StatusAction } from './action-panel';
import { ChequeDetailDrawer } from './cheque-detail';
import { ChequeForm } from './cheque-form';
import { ChequeImportDrawer } from './cheque-import-drawer';
import { ChequeStatusTag } from './cheque-tags';

const ROW_ACTIONS: readonly StatusAction[] = ['send', 'passed', 'cancel', 'reset'];
type RowAction = StatusAction | 'update';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The search values of the AdvanceSearch as the search body (first page); the number as upper-cased digits. */
export function toChequeSearch(values: Record<string, unknown>, pageSize: number): ChequeSearchParams {
  const status = text(values.status);
  const type =
    values.chequeType === 1 || values.chequeType === '1'
      ? 1
      : values.chequeType === 2 || values.chequeType === '2'
        ? 2
        : undefined;
  return {
    chequeNo: text(values.chequeNo)?.replace(/[\s-]/g, '').toUpperCase(),
    chequeType: type,
    status:
      status && (CHEQUE_STATUSES as readonly string[]).includes(status)
        ? (status as ChequeStatus)
        : undefined,
    bankCode: text(values.bankCode),
    payerName: text(values.payerName),
    chequeDateFrom: text(values.chequeDateFrom),
    chequeDateTo: text(values.chequeDateTo),
    pageSize,
  };
}

/**
 * /views/cheque: the register of received and issued cheques. Search, open one (the receipts that used it and
 * its entries), create, import, correct one no receipt has used, and move a cheque along: send (deposited),
 * passed (cleared), cancel, reset (returned by the bank). A row offers only what the server would accept.
 */
export function ChequesScreen() {
  const { t } = useTranslation(['cheques', 'screens']);
  const initialSearch = useDocumentNoSearch('chequeNo');
  const lang = useLang();
  const canEdit = useRights().can('CHEQUE_EDIT');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ChequeRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [acting, setActing] = useState<{ action: StatusAction; cheque: ChequeRow } | null>(null);
  const banks = useBanks();

  const searchFields: SearchField[] = [
    { name: 'chequeNo', type: 'text', label: t('field.chequeNo'), maxLength: 8 },
    {
      name: 'chequeType',
      type: 'dropdown',
      label: t('field.chequeType'),
      options: [
        { value: 1, label: t('type.RECEIVED') },
        { value: 2, label: t('type.ISSUED') },
      ],
    },
    {
      name: 'status',
      type: 'dropdown',
      label: t('field.status'),
      options: CHEQUE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    },
    {
      name: 'bankCode',
      type: 'dropdown',
      label: t('field.bank'),
      options: (banks.data ?? []).map((b) => ({
        value: b.bankCode,
        label: `${b.shortName} - ${b.bankName}`,
      })),
    },
    { name: 'payerName', type: 'text', label: t('field.payerName'), maxLength: 100 },
    { name: 'chequeDate', type: 'dateRange', label: t('field.chequeDate') },
  ];

  const rowActions = (row: ChequeRow) => {
    const allowed = chequeRowActions(row);
    const actions: RowAction[] = ['update', ...ROW_ACTIONS];
    return actions
      .filter((a) => allowed.includes(a))
      .map((action) => (
        <Button
          key={action}
          size="small"
          danger={action === 'cancel' || action === 'reset'}
          aria-label={t(`action.${action}.label`, { no: row.chequeNo })}
          onClick={() => (action === 'update' ? setEditing(row) : setActing({ action, cheque: row }))}
        >
          {t(`action.${action}.button`)}
        </Button>
      ));
  };

  const columns: TableColumnsType<ChequeRow> = [
    textColumn(t('field.chequeNo'), 'chequeNo'),
    dateColumn(t('field.chequeDate'), 'chequeDate', lang),
    {
      title: t('field.chequeType'),
      dataIndex: 'direction',
      key: 'direction',
      render: (v: ChequeRow['direction']) => t(`type.${v}`),
    },
    textColumn(t('field.bank'), 'bankName'),
    {
      title: t('field.branch'),
      dataIndex: 'bankBranchDesc',
      key: 'bankBranchDesc',
      render: (v: string | null) => v ?? '-',
    },
    textColumn(t('field.payerName'), 'payerName'),
    moneyColumn(t('field.amount'), 'amount'),
    moneyColumn(t('field.balance'), 'balance'),
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: ChequeStatus) => <ChequeStatusTag status={v} />,
    },
  ];

  return (
    <DocumentListScreen<ChequeRow, ChequeSearchParams>
      initialSearch={initialSearch}
      title={t('screens:title.cheque')}
      searchFields={searchFields}
      toParams={toChequeSearch}
      useSearch={useSearchCheques}
      columns={columns}
      rowKey="id"
      rowActions={canEdit ? { title: t('field.actions'), render: rowActions } : undefined}
      idOf={(row) => row.id}
      emptyText={t('empty')}
      toolbar={
        canEdit && (
          <>
            <Button icon={<ImportOutlined />} id="import-cheques" onClick={() => setImporting(true)}>
              {t('import.button')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} id="add-cheque" onClick={() => setCreating(true)}>
              {t('add')}
            </Button>
          </>
        )
      }
      detail={(chequeId, close) => <ChequeDetailDrawer chequeId={chequeId} onClose={close} />}
    >
      {({ open }) => (
        <>
          <EditorDrawer open={creating} title={t('form.newTitle')} onClose={() => setCreating(false)}>
            <ChequeForm onSaved={(saved) => open(saved.id)} />
          </EditorDrawer>
          <EditorDrawer
            open={editing !== null}
            title={t('form.editTitle', { no: editing?.chequeNo ?? '' })}
            onClose={() => setEditing(null)}
          >
            {editing && <ChequeForm key={editing.id} editing={editing} onSaved={(saved) => open(saved.id)} />}
          </EditorDrawer>
          <ChequeActionPanel
            action={acting?.action ?? null}
            cheque={acting?.cheque ?? null}
            onClose={() => setActing(null)}
          />
          {canEdit && <ChequeImportDrawer open={importing} onClose={() => setImporting(false)} />}
        </>
      )}
    </DocumentListScreen>
  );
}
