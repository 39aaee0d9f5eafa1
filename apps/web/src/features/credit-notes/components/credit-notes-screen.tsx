import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CREDIT_NOTE_TYPES, type CreditNoteRow } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { DocumentListScreen } from '../../../components/document-list-screen';
import { useDocumentNoSearch } from '../../../components/document-no-address';
import { dateColumn, moneyColumn, textColumn } from '../../../components/document-columns';
import { useLang } from '../../../components/use-lang';
import { useRights } from '../../../lib/property/rights';
import { useSearchCreditNotes, type CreditNoteSearchParams } from '../api/credit-notes';
import { CreditNoteDetailDrawer, CreditNoteStatusTag } from './credit-note-detail';
import { CreditNoteFormDrawer } from './credit-note-form';

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
    pageSize,
  };
}

/** /views/credit-note: search credit notes, open one, write a new one (sent for approval when saved). */
export function CreditNotesScreen() {
  const { t } = useTranslation(['credit-notes', 'screens']);
  const initialSearch = useDocumentNoSearch('creditNoteNo');
  const lang = useLang();
  const canEdit = useRights().can('CREDIT_NOTE_EDIT');
  const [creating, setCreating] = useState(false);

  const fields: SearchField[] = [
    { name: 'creditNoteNo', type: 'text', label: t('field.creditNoteNo'), maxLength: 20 },
    { name: 'unitCode', type: 'text', label: t('field.unitCode'), maxLength: 20 },
    {
      name: 'creditNoteType',
      type: 'dropdown',
      label: t('field.type'),
      options: CREDIT_NOTE_TYPES.map((c) => ({ value: String(c), label: t(`types.${c}`) })),
    },
    {
      name: 'status',
      type: 'dropdown',
      label: t('field.status'),
      options: ([1, 4, 2, 3] as const).map((c) => ({ value: String(c), label: t(`status.${c}`) })),
    },
    { name: 'creditNoteDate', type: 'dateRange', label: t('field.date') },
  ];

  const columns: TableColumnsType<CreditNoteRow> = [
    textColumn(t('field.creditNoteNo'), 'creditNoteNo'),
    dateColumn(t('field.date'), 'creditNoteDate', lang),
    textColumn(t('field.type'), 'creditNoteTypeDescription', 'type'),
    textColumn(t('field.unitCode'), 'unitCode'),
    textColumn(t('field.customerName'), 'customerName'),
    textColumn(t('field.description'), 'description'),
    moneyColumn(t('field.grandTotal'), 'grandTotal'),
    {
      title: t('field.status'),
      key: 'status',
      render: (_v, r) => <CreditNoteStatusTag status={r.status} text={r.statusDescription} />,
    },
  ];

  return (
    <DocumentListScreen<CreditNoteRow, CreditNoteSearchParams>
      initialSearch={initialSearch}
      title={t('screens:title.creditNote')}
      searchFields={fields}
      upperCaseFields={['unitCode']}
      toParams={toCreditNoteSearch}
      useSearch={useSearchCreditNotes}
      columns={columns}
      rowKey="creditNoteId"
      idOf={(r) => r.creditNoteId}
      emptyText={t('empty')}
      toolbar={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            id="add-credit-note"
            onClick={() => setCreating(true)}
          >
            {t('add')}
          </Button>
        )
      }
      detail={(creditNoteId, close) => <CreditNoteDetailDrawer creditNoteId={creditNoteId} onClose={close} />}
    >
      {({ open }) =>
        canEdit && (
          <CreditNoteFormDrawer
            open={creating}
            onClose={() => setCreating(false)}
            onSaved={(id) => {
              setCreating(false);
              open(id);
            }}
          />
        )
      }
    </DocumentListScreen>
  );
}
