import { useState } from 'react';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CreditNoteRow } from '@suanklang/shared';
import { AdvanceSearch, type SearchField } from '../../../components/advance-search';
import { formatDate } from '../../../components/format';
import { MainTable } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { useRights } from '../../../lib/property/rights';
import { searchPagination } from '../../../lib/search-pagination';
import { useSearchCreditNotes, type CreditNoteSearchParams } from '../api/credit-notes';
import { CreditNoteDetailDrawer, CreditNoteStatusTag } from './credit-note-detail';
import { CreditNoteFormDrawer } from './credit-note-form';

const PAGE_SIZE = 20;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const oneOf = <T extends number>(list: readonly T[], value: unknown): T | undefined => {
  const n = Number(value);
  return value !== undefined && value !== '' && (list as readonly number[]).includes(n)
    ? (n as T)
    : undefined;
};

export function toCreditNoteSearch(
  values: Record<string, unknown>,
  pageSize: number,
): CreditNoteSearchParams {
  return {
    creditNoteNo: text(values.creditNoteNo)?.toUpperCase(),
    unitCode: text(values.unitCode)?.toUpperCase(),
    creditNoteType: oneOf([1, 2] as const, values.creditNoteType),
    status: oneOf([1, 2, 3, 4] as const, values.status),
    dateFrom: text(values.creditNoteDateFrom),
    dateTo: text(values.creditNoteDateTo),
    page: 1,
    pageSize,
  };
}

/** /views/credit-note: search credit notes, open one, write a new one (sent for approval when saved). */
export function CreditNotesScreen() {
  const { t } = useTranslation(['credit-notes', 'screens']);
  const lang = useLang();
  const canEdit = useRights().can('CREDIT_NOTE_EDIT');
  const [params, setParams] = useState<CreditNoteSearchParams>(() => toCreditNoteSearch({}, PAGE_SIZE));
  const [detailId, setDetailId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const search = useSearchCreditNotes(params);
  const title = t('screens:title.creditNote');

  const fields: SearchField[] = [
    { name: 'creditNoteNo', type: 'text', label: t('field.creditNoteNo'), maxLength: 20 },
    { name: 'unitCode', type: 'text', label: t('field.unitCode'), maxLength: 20 },
    {
      name: 'creditNoteType',
      type: 'dropdown',
      label: t('field.type'),
      options: [1, 2].map((c) => ({ value: String(c), label: t(`types.${c}`) })),
    },
    {
      name: 'status',
      type: 'dropdown',
      label: t('field.status'),
      options: [1, 4, 2, 3].map((c) => ({ value: String(c), label: t(`status.${c}`) })),
    },
    { name: 'creditNoteDate', type: 'dateRange', label: t('field.date') },
  ];

  const columns: TableColumnsType<CreditNoteRow> = [
    { title: t('field.creditNoteNo'), dataIndex: 'creditNoteNo', key: 'creditNoteNo' },
    {
      title: t('field.date'),
      dataIndex: 'creditNoteDate',
      key: 'creditNoteDate',
      render: (v: string) => formatDate(v, lang),
    },
    { title: t('field.type'), dataIndex: 'creditNoteTypeDescription', key: 'type' },
    { title: t('field.unitCode'), dataIndex: 'unitCode', key: 'unitCode' },
    { title: t('field.customerName'), dataIndex: 'customerName', key: 'customerName' },
    { title: t('field.description'), dataIndex: 'description', key: 'description' },
    {
      title: t('field.grandTotal'),
      dataIndex: 'grandTotal',
      key: 'grandTotal',
      align: 'right',
      render: money,
    },
    {
      title: t('field.status'),
      key: 'status',
      render: (_v, r) => <CreditNoteStatusTag status={r.status} text={r.statusDescription} />,
    },
  ];

  return (
    <section aria-label={title}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {title}
        </Typography.Title>
        {canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            id="add-credit-note"
            onClick={() => setCreating(true)}
          >
            {t('add')}
          </Button>
        )}
      </Flex>
      <AdvanceSearch
        fields={fields}
        upperCaseFields={['unitCode']}
        loading={search.isFetching}
        onSearch={(values) => setParams(toCreditNoteSearch(values, params.pageSize))}
      />
      <MainTable<CreditNoteRow>
        columns={columns}
        dataSource={search.data?.data ?? []}
        rowKey="creditNoteId"
        loading={search.isFetching}
        onRowClick={(r) => setDetailId(r.creditNoteId)}
        pagination={searchPagination(search.data, params, setParams)}
        emptyText={t('empty')}
      />
      <CreditNoteDetailDrawer creditNoteId={detailId} onClose={() => setDetailId(null)} />
      {canEdit && (
        <CreditNoteFormDrawer
          open={creating}
          onClose={() => setCreating(false)}
          onSaved={(id) => {
            setCreating(false);
            setDetailId(id);
          }}
        />
      )}
    </section>
  );
}
