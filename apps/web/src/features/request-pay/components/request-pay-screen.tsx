import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REQUEST_PAY_STATUSES, REQUEST_PAY_TYPES, type RequestPayRow } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { DocumentListScreen } from '../../../components/document-list-screen';
import { useDocumentNoSearch } from '../../../components/document-no-address';
import { dateColumn, moneyColumn, textColumn } from '../../../components/document-columns';
import { useLang } from '../../../components/use-lang';
import { useRights } from '../../../lib/property/rights';
import { EditorDrawer } from '../../../lib/settings/editor-drawer';
import { useRequestPayTypes, useSearchRequestPay, type RequestPaySearchParams } from '../api/request-pay';
import { RequestPayDetailDrawer, RequestPayStatusTag } from './request-pay-detail';
import { RequestPayForm } from './request-pay-form';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const oneOf = (list: readonly number[], value: unknown): number | undefined => {
  const n = Number(value);
  return value !== undefined && value !== '' && list.includes(n) ? n : undefined;
};

/** The advanced search's values as the server's search body (numbers and supplier codes upper-cased). */
export function toRequestPaySearch(
  values: Record<string, unknown>,
  pageSize: number,
): RequestPaySearchParams {
  return {
    requestPayNo: text(values.requestPayNo)?.toUpperCase(),
    supplierCode: text(values.supplierCode)?.toUpperCase(),
    requestType: oneOf(REQUEST_PAY_TYPES, values.requestType),
    status: oneOf(REQUEST_PAY_STATUSES, values.status),
    dateFrom: text(values.requestPayDateFrom),
    dateTo: text(values.requestPayDateTo),
    pageSize,
  };
}

/** /views/request-pay: search requests for payment, open one by its number, raise a new one. */
export function RequestPayScreen() {
  const { t } = useTranslation(['request-pay', 'screens']);
  const initialSearch = useDocumentNoSearch('requestPayNo');
  const lang = useLang();
  const canEdit = useRights().can('REQUEST_PAY_EDIT');
  const types = useRequestPayTypes();
  const [creating, setCreating] = useState(false);

  const fields: SearchField[] = [
    { name: 'requestPayNo', type: 'text', label: t('field.requestPayNo'), maxLength: 20 },
    { name: 'supplierCode', type: 'text', label: t('field.supplierCode'), maxLength: 20 },
    {
      name: 'requestType',
      type: 'dropdown',
      label: t('field.type'),
      // Every type by name, the ones save does not take yet too: older data and later types are searched alike.
      options: (types.data ?? []).map((ty) => ({ value: String(ty.code), label: ty.description })),
    },
    {
      name: 'status',
      type: 'dropdown',
      label: t('field.status'),
      options: REQUEST_PAY_STATUSES.map((s) => ({ value: String(s), label: t(`status.${s}`) })),
    },
    { name: 'requestPayDate', type: 'dateRange', label: t('field.date') },
  ];

  const columns: TableColumnsType<RequestPayRow> = [
    textColumn(t('field.requestPayNo'), 'requestPayNo'),
    dateColumn(t('field.date'), 'requestPayDate', lang),
    textColumn(t('field.type'), 'requestPayTypeDescription', 'type'),
    textColumn(t('field.supplierName'), 'supplierName'),
    textColumn(t('field.description'), 'description'),
    moneyColumn(t('field.grandTotal'), 'grandTotal'),
    {
      title: t('field.status'),
      key: 'status',
      render: (_v, r) => <RequestPayStatusTag status={r.status} />,
    },
  ];

  return (
    <DocumentListScreen<RequestPayRow, RequestPaySearchParams>
      initialSearch={initialSearch}
      title={t('screens:title.requestPay')}
      searchFields={fields}
      upperCaseFields={['requestPayNo', 'supplierCode']}
      toParams={toRequestPaySearch}
      useSearch={useSearchRequestPay}
      columns={columns}
      rowKey="requestPayId"
      idOf={(r) => r.requestPayNo}
      emptyText={t('empty')}
      toolbar={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            id="add-request-pay"
            onClick={() => setCreating(true)}
          >
            {t('add')}
          </Button>
        )
      }
      detail={(no, close) => <RequestPayDetailDrawer requestPayNo={no} onClose={close} />}
    >
      {({ open }) =>
        canEdit && (
          <EditorDrawer open={creating} title={t('form.title')} onClose={() => setCreating(false)}>
            <RequestPayForm onSaved={(no) => open(no)} />
          </EditorDrawer>
        )
      }
    </DocumentListScreen>
  );
}
