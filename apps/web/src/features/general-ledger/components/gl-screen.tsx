import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { AuditOutlined, FileExcelOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GL_DOCUMENT_TYPES, GL_POST_STATUSES, glPeriod, type GlRow } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { DocumentListScreen } from '../../../components/document-list-screen';
import { dateColumn, moneyColumn, textColumn } from '../../../components/document-columns';
import { useLang } from '../../../components/use-lang';
import { formatBillingMonth } from '../../../lib/months';
import { useCodeLabel } from '../../../lib/code-label';
import { canCloseGl, useRights } from '../../../lib/property/rights';
import { EditorDrawer } from '../../../lib/settings/editor-drawer';
import { rememberGlMonth, rememberedGlMonth } from '../../../lib/preferences/gl-month';
import { useAccountOptions } from '../../../lib/reference/get-account-options';
import { useGlStatuses, useGlTypes, useSearchGl, type GlSearchParams } from '../api/gl-api';
import { downloadManualVouchersExcel } from '../api/manual-voucher-api';
import { GlDetailDrawer } from './gl-detail';
import { GlMonthDrawer } from './gl-month-panel';
import { GlStatusTags, useGlTypeLabel } from './gl-tags';
import { JvForm } from './jv-form';
import { OpeningBalancesDrawer } from './opening-balances-drawer';

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
/** The amount as the decimal text typed (money goes to the server as text, never as a float). */
const amountOf = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);

/**
 * The search form's values as the search body. The month is required (the form refuses an empty one); a month
 * searched is remembered (glMonthYear), so the screen opens on it next time.
 */
export function toGlSearch(values: Record<string, unknown>, pageSize: number): GlSearchParams {
  const period = glPeriod.safeParse(values.period).success ? (values.period as string) : rememberedGlMonth();
  rememberGlMonth(period);
  return {
    period,
    documentType: oneOf(GL_DOCUMENT_TYPES, values.documentType),
    status: oneOf(GL_POST_STATUSES, values.status),
    documentNo: text(values.documentNo)?.toUpperCase(),
    accountCode: text(values.accountCode),
    amount: amountOf(values.amount),
    pageSize,
  };
}

/**
 * The first search: `period`, `documentType`, `status` and `documentNo` (a ledger report's link to a document) of
 * the address's query when valid.
 */
export function searchFromQuery(query: string): Record<string, string> {
  const q = new URLSearchParams(query);
  const period = q.get('period');
  const search: Record<string, string> = {
    period: period && glPeriod.safeParse(period).success ? period : rememberedGlMonth(),
  };
  const documentType = oneOf(GL_DOCUMENT_TYPES, q.get('documentType'));
  const status = oneOf(GL_POST_STATUSES, q.get('status'));
  if (documentType) search.documentType = documentType;
  if (status) search.status = status;
  const documentNo = q.get('documentNo')?.trim().toUpperCase();
  if (documentNo && /^[A-Z0-9]{1,30}$/.test(documentNo)) search.documentNo = documentNo;
  return search;
}

/**
 * /views/document, the G/L List: one month's journal entries of every document (search, detail with its lines
 * and the source document), and the month's check: posting per document type, its cancel, the month close.
 */
export function GlScreen({ query = '' }: { query?: string }) {
  const { t } = useTranslation(['general-ledger', 'screens']);
  const lang = useLang();
  const typeLabel = useGlTypeLabel();
  const codeLabel = useCodeLabel();
  const types = useGlTypes();
  const statuses = useGlStatuses();
  const accounts = useAccountOptions({});
  const [checking, setChecking] = useState(false);
  const [writing, setWriting] = useState(false);
  const rights = useRights();
  const canEdit = rights.can('DOCUMENT_EDIT');
  // Opening balances set up the book: the period-closing right, as the server asks.
  const canSetUp = canEdit && canCloseGl(rights.config);
  const [opening, setOpening] = useState(false);
  const [exporting, setExporting] = useState(false);
  // Read once: the form's first search, from the address's query (a blocker's link) or the month remembered.
  const [initialSearch] = useState(() => searchFromQuery(query));

  /** The month shown's journal vouchers, every status, with their lines, in the screen's language. */
  async function exportVouchers(period: string) {
    setExporting(true);
    try {
      await downloadManualVouchersExcel(period, lang);
    } catch {
      // The client's error dialog said why.
    } finally {
      setExporting(false);
    }
  }

  const fields: SearchField[] = [
    { name: 'period', type: 'month', label: t('field.period'), required: true },
    {
      name: 'documentType',
      type: 'dropdown',
      label: t('field.documentType'),
      options: types.data?.length
        ? types.data.map((item) => ({ value: item.code, label: item.description }))
        : GL_DOCUMENT_TYPES.map((code) => ({ value: code, label: typeLabel(code) })),
    },
    {
      name: 'status',
      type: 'dropdown',
      label: t('field.status'),
      options: statuses.data?.length
        ? statuses.data.map((item) => ({ value: item.code, label: item.description }))
        : GL_POST_STATUSES.map((code) => ({ value: code, label: codeLabel('glPostStatus', code) })),
    },
    { name: 'documentNo', type: 'text', label: t('field.documentNo'), maxLength: 30 },
    { name: 'accountCode', type: 'dropdown', label: t('field.accountCode'), options: accounts.data ?? [] },
    { name: 'amount', type: 'number', label: t('field.amount') },
  ];

  const columns: TableColumnsType<GlRow> = [
    dateColumn(t('field.entryDate'), 'entryDate', lang),
    {
      title: t('field.documentType'),
      dataIndex: 'documentType',
      key: 'documentType',
      render: (v: GlRow['documentType']) => typeLabel(v),
    },
    textColumn(t('field.documentNo'), 'documentNo'),
    {
      title: t('field.description'),
      dataIndex: 'description',
      key: 'description',
      render: (v: string | null) => v ?? '',
    },
    moneyColumn(t('field.amount'), 'amount'),
    {
      title: t('field.status'),
      key: 'status',
      render: (_v, row) => <GlStatusTags row={row} />,
    },
    {
      title: t('field.createdBy'),
      dataIndex: 'createdBy',
      key: 'createdBy',
      render: (v: string | null) => v ?? '-',
    },
  ];

  return (
    <DocumentListScreen<GlRow, GlSearchParams>
      title={t('screens:title.document')}
      searchFields={fields}
      initialSearch={initialSearch}
      upperCaseFields={['documentNo']}
      toParams={toGlSearch}
      useSearch={useSearchGl}
      columns={columns}
      rowKey="entryId"
      idOf={(row) => row.entryId}
      emptyText={t('empty')}
      toolbar={({ params }) => (
        <>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} id="new-voucher" onClick={() => setWriting(true)}>
              {t('voucher.new')}
            </Button>
          )}
          {canSetUp && (
            <Button icon={<ImportOutlined />} id="opening-balances" onClick={() => setOpening(true)}>
              {t('opening.open')}
            </Button>
          )}
          <Button
            icon={<FileExcelOutlined />}
            id="voucher-excel"
            loading={exporting}
            title={t('voucher.excelHint', { month: formatBillingMonth(params.period, lang) })}
            onClick={() => void exportVouchers(params.period)}
          >
            {t('voucher.excel')}
          </Button>
          <Button icon={<AuditOutlined />} id="gl-month" onClick={() => setChecking(true)}>
            {t('month.open')}
          </Button>
        </>
      )}
      detail={(entryId, close) => <GlDetailDrawer entryId={entryId} onClose={close} />}
    >
      {({ params }) => (
        <>
          <GlMonthDrawer open={checking} period={params.period} onClose={() => setChecking(false)} />
          <OpeningBalancesDrawer open={opening} onClose={() => setOpening(false)} />
          <EditorDrawer open={writing} title={t('voucher.newTitle')} onClose={() => setWriting(false)}>
            <JvForm onSaved={() => setWriting(false)} />
          </EditorDrawer>
        </>
      )}
    </DocumentListScreen>
  );
}
