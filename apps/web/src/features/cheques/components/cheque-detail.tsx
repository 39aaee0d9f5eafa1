import { Descriptions, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChequeDetail, ChequeReceiptRow, JournalRow } from '@suanklang/shared';
import { DocumentDrawer, documentState } from '../../../components/document-drawer';
import { formatDate } from '../../../components/format';
import { MainTable } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { useCheque } from '../api/search-cheques';
import { ChequeStatusTag } from './cheque-tags';

type ChequeDetailDrawerProps = { chequeId: string | null; onClose: () => void };

/** The slide-in panel of one cheque: its data, the receipts that used it and its CH entries. */
export function ChequeDetailDrawer({ chequeId, onClose }: ChequeDetailDrawerProps) {
  const { t } = useTranslation('cheques');
  const cheque = useCheque(chequeId);
  const detail = cheque.data;
  const loaded = detail !== undefined && detail.id === chequeId;
  return (
    <DocumentDrawer
      open={chequeId !== null}
      onClose={onClose}
      title={detail && loaded ? t('detail.titleOf', { no: detail.chequeNo }) : t('detail.title')}
      state={documentState(cheque, loaded)}
      errorText={t('detail.loadFailed')}
    >
      {detail && <DetailBody detail={detail} />}
    </DocumentDrawer>
  );
}

function DetailBody({ detail }: { detail: ChequeDetail }) {
  const { t } = useTranslation('cheques');
  const lang = useLang();
  const receiptColumns: TableColumnsType<ChequeReceiptRow> = [
    { title: t('receipt.receiptNo'), dataIndex: 'receiptNo', key: 'receiptNo' },
    {
      title: t('receipt.receiptDate'),
      dataIndex: 'receiptDate',
      key: 'receiptDate',
      render: (v: string) => formatDate(v, lang),
    },
    {
      title: t('receipt.unitCode'),
      dataIndex: 'unitCode',
      key: 'unitCode',
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('receipt.customerName'),
      dataIndex: 'customerName',
      key: 'customerName',
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('receipt.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: string) => (v === 'CANCELLED' ? t('receipt.cancelled') : t('receipt.issued')),
    },
    {
      title: t('receipt.payAmount'),
      dataIndex: 'payAmount',
      key: 'payAmount',
      align: 'right',
      render: money,
    },
  ];
  const typeLabel = detail.direction === 'RECEIVED' ? t('type.RECEIVED') : t('type.ISSUED');
  return (
    <>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('field.chequeNo')}>{detail.chequeNo}</Descriptions.Item>
        <Descriptions.Item label={t('field.status')}>
          <ChequeStatusTag status={detail.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('field.chequeType')}>{typeLabel}</Descriptions.Item>
        <Descriptions.Item label={t('field.chequeDate')}>
          {formatDate(detail.chequeDate, lang)}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.bank')}>{detail.bankName}</Descriptions.Item>
        <Descriptions.Item label={t('field.branch')}>{detail.bankBranchDesc ?? '-'}</Descriptions.Item>
        <Descriptions.Item
          label={detail.direction === 'RECEIVED' ? t('field.payerName') : t('field.payeeName')}
        >
          {detail.payerName}
        </Descriptions.Item>
        {detail.direction === 'ISSUED' && (
          <Descriptions.Item
            label={t('field.accountBook')}
          >{`${detail.accountCode ?? '-'} / ${detail.bookNo ?? '-'}`}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('field.amount')}>{money(detail.amount)}</Descriptions.Item>
        <Descriptions.Item label={t('field.balance')}>{money(detail.balance)}</Descriptions.Item>
        {detail.depositedAt && (
          <Descriptions.Item label={t('field.depositedAt')}>
            {formatDate(detail.depositedAt, lang)}
          </Descriptions.Item>
        )}
        {detail.passedAt && (
          <Descriptions.Item label={t('field.passedAt')}>
            {formatDate(detail.passedAt, lang)}
          </Descriptions.Item>
        )}
        {detail.returnedAt && (
          <Descriptions.Item label={t('field.returnedAt')}>
            {formatDate(detail.returnedAt, lang)}
          </Descriptions.Item>
        )}
        {detail.statusReason && (
          <Descriptions.Item label={t('field.statusReason')}>{detail.statusReason}</Descriptions.Item>
        )}
        {detail.remark && <Descriptions.Item label={t('field.remark')}>{detail.remark}</Descriptions.Item>}
      </Descriptions>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('detail.receipts')}
      </Typography.Title>
      <MainTable<ChequeReceiptRow>
        columns={receiptColumns}
        dataSource={detail.receipts}
        rowKey="receiptId"
        pagination={false}
        emptyText={t('detail.noReceipts')}
      />
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
        {t('detail.journals')}
      </Typography.Title>
      <Journals journals={detail.journals} />
    </>
  );
}

type JournalLine = JournalRow['lines'][number];

function Journals({ journals }: { journals: readonly JournalRow[] }) {
  const { t } = useTranslation('cheques');
  const lang = useLang();
  if (journals.length === 0)
    return <Typography.Text type="secondary">{t('detail.noJournal')}</Typography.Text>;
  const columns: TableColumnsType<JournalLine> = [
    {
      title: t('journal.account'),
      key: 'account',
      render: (_v, l) => `[${l.accountCode}] - ${l.accountDescription}`,
    },
    { title: t('journal.debit'), dataIndex: 'debit', key: 'debit', align: 'right', render: money },
    { title: t('journal.credit'), dataIndex: 'credit', key: 'credit', align: 'right', render: money },
  ];
  return (
    <>
      {journals.map((j) => (
        <div key={`${j.documentNo}-${j.kind}-${j.entryDate}`} style={{ marginBottom: 12 }}>
          <Typography.Text strong>
            {`${j.documentNo} (${j.kind === 'REVERSAL' ? t('journal.reversal') : t('journal.post')}) ${formatDate(j.entryDate, lang)}`}
          </Typography.Text>
          <MainTable<JournalLine>
            columns={columns}
            dataSource={j.lines}
            rowKey={(l) => `${l.accountCode}-${l.debit}-${l.credit}`}
            pagination={false}
          />
        </div>
      ))}
    </>
  );
}
