import { useState } from 'react';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APPROVAL_DOCUMENT_TYPES, type ApprovalDocumentType, type PendingRow } from '@suanklang/shared';
import { AdvanceSearch, type SearchField } from '../../../components/advance-search';
import { formatDateTime } from '../../../components/format';
import { MainTable } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { useRights } from '../../../lib/property/rights';
import { searchPagination } from '../../../lib/search-pagination';
import { usePendingSearch, type PendingSearchParams } from '../api/approvals';
import { ApproverDrawer } from './approver-drawer';
import { PendingDetailDrawer, type PendingDocument } from './pending-detail';

const PAGE_SIZE = 20;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function toPendingSearch(values: Record<string, unknown>, pageSize: number): PendingSearchParams {
  const type = text(values.documentType);
  return {
    documentType: (APPROVAL_DOCUMENT_TYPES as readonly string[]).includes(type ?? '')
      ? (type as ApprovalDocumentType)
      : undefined,
    documentNo: text(values.documentNo)?.toUpperCase(),
    dateFrom: text(values.createdDateFrom),
    dateTo: text(values.createdDateTo),
    page: 1,
    pageSize,
  };
}

/** /views/pending-approval: the documents whose current step waits for the signed-in user. */
export function PendingApprovalScreen() {
  const { t } = useTranslation(['approvals', 'screens']);
  const lang = useLang();
  const canConfigure = useRights().can('SETTING_PROJECT_EDIT');
  const [params, setParams] = useState<PendingSearchParams>(() => toPendingSearch({}, PAGE_SIZE));
  const [open, setOpen] = useState<PendingDocument | null>(null);
  const [configuring, setConfiguring] = useState(false);
  const search = usePendingSearch(params);
  const title = t('screens:title.pendingApproval');

  const fields: SearchField[] = [
    {
      name: 'documentType',
      type: 'dropdown',
      label: t('field.documentType'),
      options: APPROVAL_DOCUMENT_TYPES.map((c) => ({ value: c, label: t(`documentType.${c}`) })),
    },
    { name: 'documentNo', type: 'text', label: t('field.documentNo'), maxLength: 30 },
    { name: 'createdDate', type: 'dateRange', label: t('field.createdDate') },
  ];

  const columns: TableColumnsType<PendingRow> = [
    { title: t('field.documentType'), dataIndex: 'documentName', key: 'documentName' },
    { title: t('field.documentNo'), dataIndex: 'documentNo', key: 'documentNo' },
    { title: t('field.description'), dataIndex: 'description', key: 'description' },
    {
      title: t('field.amount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      render: (v: string | null) => (v === null ? '-' : money(v)),
    },
    { title: t('field.createdBy'), dataIndex: 'createdBy', key: 'createdBy' },
    {
      title: t('field.createdDate'),
      dataIndex: 'createdDate',
      key: 'createdDate',
      render: (v: string) => formatDateTime(v, lang),
    },
    { title: t('field.step'), key: 'step', render: (_v, r) => `${r.stepNo}. ${r.stepDescription}` },
  ];

  return (
    <section aria-label={title}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {title}
        </Typography.Title>
        {canConfigure && (
          <Button icon={<SettingOutlined />} id="configure-approvers" onClick={() => setConfiguring(true)}>
            {t('config.button')}
          </Button>
        )}
      </Flex>
      <AdvanceSearch
        fields={fields}
        loading={search.isFetching}
        onSearch={(values) => setParams(toPendingSearch(values, params.pageSize))}
      />
      <MainTable<PendingRow>
        columns={columns}
        dataSource={search.data?.data ?? []}
        rowKey={(r) => `${r.documentType}-${r.documentNo}`}
        loading={search.isFetching}
        onRowClick={(r) => setOpen({ documentType: r.documentType, documentNo: r.documentNo })}
        pagination={searchPagination(search.data, params, setParams)}
        emptyText={t('empty')}
      />
      <PendingDetailDrawer doc={open} onClose={() => setOpen(null)} />
      {canConfigure && <ApproverDrawer open={configuring} onClose={() => setConfiguring(false)} />}
    </section>
  );
}
