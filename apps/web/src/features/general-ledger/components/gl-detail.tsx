import { useState } from 'react';
import { Button, Descriptions, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  decimalStringToSatang,
  formatMoney,
  type GlDetail,
  type GlDocumentType,
  type GlLine,
} from '@suanklang/shared';
import { DocumentDrawer, documentState } from '../../../components/document-drawer';
import { formatDate, formatDateTime } from '../../../components/format';
import { MainTable } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { useGlEntry } from '../api/gl-api';
import { GlStatusTags, useGlTypeLabel } from './gl-tags';
import { JvPanel } from './jv-panel';

/** The types whose screen opens on the document itself (`?no=`): a wallet refund and the year's close have none. */
const OPENS_ON_NUMBER: readonly GlDocumentType[] = ['IN', 'RC', 'CN', 'JV', 'CH'];

/** The screen that shows each document type's documents (a wallet refund is on the invoice screen's wallet). */
export const GL_SOURCE_SCREENS = {
  IN: { path: '/views/invoice', menu: 'menu.invoice' },
  RC: { path: '/views/receipt', menu: 'menu.receipt' },
  CN: { path: '/views/credit-note', menu: 'menu.creditNote' },
  JV: { path: '/views/deposit', menu: 'menu.deposit' },
  CH: { path: '/views/cheque', menu: 'menu.cheque' },
  RQ: { path: '/views/request-pay', menu: 'menu.requestPay' },
  PV: { path: '/views/payment-voucher', menu: 'menu.paymentVoucher' },
  // The month's PND filing is kept with the vouchers whose tax it pays.
  WT: { path: '/views/payment-voucher', menu: 'menu.paymentVoucher' },
  WC: { path: '/views/invoice', menu: 'menu.invoice' },
  // The year's closing entry and the opening balances belong to the G/L itself.
  YC: { path: '/views/document', menu: 'menu.document' },
  OB: { path: '/views/document', menu: 'menu.document' },
} as const satisfies Record<GlDocumentType, { path: string; menu: string }>;

/** Sums decimal texts exactly, in satang. */
function total(values: readonly string[]): number {
  return values.reduce((sum, value) => sum + decimalStringToSatang(value), 0);
}

type Props = { entryId: string | null; onClose: () => void };

/**
 * One journal entry: its header, its debit and credit lines with their totals, who wrote and who posted it, the
 * source document's screen, and the entry it reverses or that reversed it (opened in the same drawer).
 */
export function GlDetailDrawer({ entryId, onClose }: Props) {
  const { t } = useTranslation('general-ledger');
  // The entry shown: the row opened, or a related entry followed from it.
  const [opened, setOpened] = useState(entryId);
  const [shown, setShown] = useState(entryId);
  if (opened !== entryId) {
    setOpened(entryId);
    setShown(entryId);
  }
  const query = useGlEntry(shown);
  const detail = query.data;
  const loaded = detail !== undefined && detail.entryId === shown;
  return (
    <DocumentDrawer
      open={entryId !== null}
      onClose={onClose}
      title={(loaded && detail?.documentNo) || t('detail.title')}
      status={loaded && detail ? <GlStatusTags row={detail} /> : undefined}
      state={documentState(query, loaded)}
      errorText={t('detail.loadFailed')}
    >
      {() => detail && <DetailBody detail={detail} onOpenEntry={setShown} />}
    </DocumentDrawer>
  );
}

function DetailBody({ detail, onOpenEntry }: { detail: GlDetail; onOpenEntry: (id: string) => void }) {
  const { t } = useTranslation(['general-ledger', 'screens']);
  const lang = useLang();
  const typeLabel = useGlTypeLabel();
  // A journal voucher typed here is its own source; other JV entries are deposits.
  const source = detail.manualVoucherNo ? GL_SOURCE_SCREENS.YC : GL_SOURCE_SCREENS[detail.documentType];
  const screenName = t(`screens:${source.menu}`);
  // A voucher typed here is found on the G/L list itself, by its number; the other sources open on theirs.
  const sourceLink = detail.manualVoucherNo
    ? `${source.path}?period=${detail.entryDate.slice(0, 7)}&documentNo=${encodeURIComponent(detail.documentNo)}`
    : OPENS_ON_NUMBER.includes(detail.documentType)
      ? `${source.path}?no=${encodeURIComponent(detail.documentNo)}`
      : source.path;
  const debit = total(detail.lines.map((line) => line.debit));
  const credit = total(detail.lines.map((line) => line.credit));

  const columns: TableColumnsType<GlLine> = [
    {
      title: t('field.account'),
      key: 'account',
      render: (_v, line) => `[${line.accountCode}] - ${line.accountName}`,
    },
    {
      title: t('field.description'),
      dataIndex: 'description',
      key: 'description',
      render: (v: string | null) => v ?? '',
    },
    {
      title: t('field.debit'),
      dataIndex: 'debit',
      key: 'debit',
      align: 'right',
      render: (v: string) => (decimalStringToSatang(v) === 0 ? '' : money(v)),
    },
    {
      title: t('field.credit'),
      dataIndex: 'credit',
      key: 'credit',
      align: 'right',
      render: (v: string) => (decimalStringToSatang(v) === 0 ? '' : money(v)),
    },
  ];

  const related = (id: string | null, key: 'reverses' | 'reversedBy') =>
    id === null
      ? []
      : [
          {
            key,
            label: t(`field.${key}`),
            children: (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpenEntry(id)}>
                {t('detail.openEntry')}
              </Button>
            ),
          },
        ];

  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={2}
        items={[
          { key: 'no', label: t('field.documentNo'), children: detail.documentNo },
          { key: 'date', label: t('field.entryDate'), children: formatDate(detail.entryDate, lang) },
          { key: 'type', label: t('field.documentType'), children: typeLabel(detail.documentType) },
          {
            key: 'kind',
            label: t('field.kind'),
            children: detail.kind === 'REVERSAL' ? <Tag color="purple">{t('tag.reversal')}</Tag> : '-',
          },
          { key: 'amount', label: t('field.amount'), children: money(detail.amount) },
          { key: 'status', label: t('field.status'), children: <GlStatusTags row={detail} /> },
          { key: 'description', label: t('field.description'), children: detail.description ?? '-', span: 2 },
          {
            key: 'createdBy',
            label: t('field.createdBy'),
            children: `${detail.createdBy ?? '-'} ${formatDateTime(detail.createdAt, lang)}`,
          },
          {
            key: 'postedBy',
            label: t('field.postedBy'),
            children: detail.glPostedAt
              ? `${detail.glPostedBy ?? '-'} ${formatDateTime(detail.glPostedAt, lang)}`
              : t('detail.notPosted'),
          },
          {
            key: 'source',
            label: t('field.source'),
            span: 2,
            children: (
              <Flex gap={8} wrap align="center">
                <Link
                  to={sourceLink}
                  aria-label={t('detail.openSourceLabel', { screen: screenName, no: detail.documentNo })}
                >
                  {t('detail.openSource', { screen: screenName })}
                </Link>
                <Typography.Text type="secondary">
                  {t('detail.sourceHint', { no: detail.documentNo })}
                </Typography.Text>
              </Flex>
            ),
          },
          ...related(detail.reversesEntryId, 'reverses'),
          ...related(detail.reversedByEntryId, 'reversedBy'),
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('detail.lines')}
      </Typography.Title>
      <MainTable<GlLine>
        label={t('detail.lines')}
        columns={columns}
        dataSource={detail.lines}
        rowKey="lineNo"
        pagination={false}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>{t('field.total')}</Typography.Text>{' '}
              <Typography.Text type={debit === credit ? 'success' : 'danger'}>
                ({debit === credit ? t('detail.balanced') : t('detail.unbalanced')})
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <Typography.Text strong data-testid="gl-debit-total">
                {formatMoney(debit)}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <Typography.Text strong data-testid="gl-credit-total">
                {formatMoney(credit)}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {detail.manualVoucherNo && <JvPanel voucherNo={detail.manualVoucherNo} />}
    </>
  );
}
