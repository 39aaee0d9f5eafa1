import { useState } from 'react';
import { Button, Flex, Space, Typography, type TableColumnsType } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHEQUE_STATUSES, chequeRowActions, type ChequeRow, type ChequeStatus } from '@suanklang/shared';
import { AdvanceSearch, type SearchField } from '../../../components/advance-search';
import { formatDate } from '../../../components/format';
import { MainTable } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { useBanks } from '../../../lib/reference/get-banks';
import { useRights } from '../../../lib/property/rights';
import { searchPagination } from '../../../lib/search-pagination';
import { EditorDrawer } from '../../../lib/settings/editor-drawer';
import { useSearchCheques, type ChequeSearchParams } from '../api/search-cheques';
import { ChequeActionPanel, type StatusAction } from './action-panel';
import { ChequeDetailDrawer } from './cheque-detail';
import { ChequeForm } from './cheque-form';
import { ChequeImportDrawer } from './cheque-import-drawer';
import { ChequeStatusTag } from './cheque-tags';

const PAGE_SIZE = 20;
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
    page: 1,
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
  const lang = useLang();
  const canEdit = useRights().can('CHEQUE_EDIT');
  const [params, setParams] = useState<ChequeSearchParams>(() => toChequeSearch({}, PAGE_SIZE));
  const [detailId, setDetailId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ChequeRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [acting, setActing] = useState<{ action: StatusAction; cheque: ChequeRow } | null>(null);
  const search = useSearchCheques(params);
  const banks = useBanks();
  const title = t('screens:title.cheque');

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

  const columns: TableColumnsType<ChequeRow> = [
    { title: t('field.chequeNo'), dataIndex: 'chequeNo', key: 'chequeNo' },
    {
      title: t('field.chequeDate'),
      dataIndex: 'chequeDate',
      key: 'chequeDate',
      render: (v: string) => formatDate(v, lang),
    },
    {
      title: t('field.chequeType'),
      dataIndex: 'direction',
      key: 'direction',
      render: (v: ChequeRow['direction']) => t(`type.${v}`),
    },
    { title: t('field.bank'), dataIndex: 'bankName', key: 'bankName' },
    {
      title: t('field.branch'),
      dataIndex: 'bankBranchDesc',
      key: 'bankBranchDesc',
      render: (v: string | null) => v ?? '-',
    },
    { title: t('field.payerName'), dataIndex: 'payerName', key: 'payerName' },
    { title: t('field.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: money },
    { title: t('field.balance'), dataIndex: 'balance', key: 'balance', align: 'right', render: money },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: ChequeStatus) => <ChequeStatusTag status={v} />,
    },
    ...(canEdit
      ? [
          {
            title: t('field.actions'),
            key: 'actions',
            render: (_v: unknown, row: ChequeRow) => {
              const allowed = chequeRowActions(row);
              const actions: RowAction[] = ['update', ...ROW_ACTIONS];
              return (
                <Space size={4} wrap>
                  {actions
                    .filter((a) => allowed.includes(a))
                    .map((action) => (
                      <Button
                        key={action}
                        size="small"
                        danger={action === 'cancel' || action === 'reset'}
                        aria-label={t(`action.${action}.label`, { no: row.chequeNo })}
                        onClick={() =>
                          action === 'update' ? setEditing(row) : setActing({ action, cheque: row })
                        }
                      >
                        {t(`action.${action}.button`)}
                      </Button>
                    ))}
                </Space>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <section aria-label={title}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {title}
        </Typography.Title>
        {canEdit && (
          <Space wrap>
            <Button icon={<ImportOutlined />} id="import-cheques" onClick={() => setImporting(true)}>
              {t('import.button')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} id="add-cheque" onClick={() => setCreating(true)}>
              {t('add')}
            </Button>
          </Space>
        )}
      </Flex>
      <AdvanceSearch
        fields={searchFields}
        loading={search.isFetching}
        onSearch={(values) => setParams(toChequeSearch(values, params.pageSize))}
      />
      <MainTable<ChequeRow>
        columns={columns}
        dataSource={search.data?.data ?? []}
        rowKey="id"
        loading={search.isFetching}
        onRowClick={(row) => setDetailId(row.id)}
        pagination={searchPagination(search.data, params, setParams)}
        emptyText={t('empty')}
      />
      <ChequeDetailDrawer chequeId={detailId} onClose={() => setDetailId(null)} />
      <EditorDrawer open={creating} title={t('form.newTitle')} onClose={() => setCreating(false)}>
        <ChequeForm onSaved={(saved) => setDetailId(saved.id)} />
      </EditorDrawer>
      <EditorDrawer
        open={editing !== null}
        title={t('form.editTitle', { no: editing?.chequeNo ?? '' })}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <ChequeForm key={editing.id} editing={editing} onSaved={(saved) => setDetailId(saved.id)} />
        )}
      </EditorDrawer>
      <ChequeActionPanel
        action={acting?.action ?? null}
        cheque={acting?.cheque ?? null}
        onClose={() => setActing(null)}
      />
      {canEdit && <ChequeImportDrawer open={importing} onClose={() => setImporting(false)} />}
    </section>
  );
}
