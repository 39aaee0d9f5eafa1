import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APPROVAL_DOCUMENT_TYPES, type ApprovalDocumentType, type PendingRow } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { DocumentListScreen } from '../../../components/document-list-screen';
import { dateTimeColumn, textColumn } from '../../../components/document-columns';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { useRights } from '../../../lib/property/rights';
import { usePendingSearch, type PendingSearchParams } from '../api/approvals';
import { ApproverDrawer } from './approver-drawer';
import { PendingDetailDrawer, type PendingDocument } from './pending-detail';

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
  const canConfigure = useRights().can('PROPERTY_ADMIN');
  const [configuring, setConfiguring] = useState(false);

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
    textColumn(t('field.documentType'), 'documentName'),
    textColumn(t('field.documentNo'), 'documentNo'),
    textColumn(t('field.description'), 'description'),
    {
      title: t('field.amount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      render: (v: string | null) => (v === null ? '-' : money(v)),
    },
    textColumn(t('field.createdBy'), 'createdBy'),
    dateTimeColumn(t('field.createdDate'), 'createdDate', lang),
    { title: t('field.step'), key: 'step', render: (_v, r) => `${r.stepNo}. ${r.stepDescription}` },
  ];

  return (
    <DocumentListScreen<PendingRow, PendingSearchParams, PendingDocument>
      title={t('screens:title.pendingApproval')}
      searchFields={fields}
      toParams={toPendingSearch}
      useSearch={usePendingSearch}
      columns={columns}
      rowKey={(r) => `${r.documentType}-${r.documentNo}`}
      idOf={(r) => ({ documentType: r.documentType, documentNo: r.documentNo })}
      emptyText={t('empty')}
      toolbar={
        canConfigure && (
          <Button icon={<SettingOutlined />} id="configure-approvers" onClick={() => setConfiguring(true)}>
            {t('config.button')}
          </Button>
        )
      }
      detail={(doc, close) => <PendingDetailDrawer doc={doc} onClose={close} />}
    >
      {canConfigure && <ApproverDrawer open={configuring} onClose={() => setConfiguring(false)} />}
    </DocumentListScreen>
  );
}
