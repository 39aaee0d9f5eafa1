import { useState } from 'react';
import { Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@suanklang/shared';
import { formatMoney } from '@suanklang/shared/money';
import { showSaved } from '../../../../components/dialogs';
import { formatDate } from '../../../../components/format';
import { MainTable } from '../../../../components/main-table';
import { useLang } from '../../../../components/use-lang';
import { CardPanel } from './card-panel';
import { CashPanel } from './cash-panel';
import { ChequePanel } from './cheque-panel';
import { CreateChequePanel } from './create-cheque-panel';
import { OnlinePanel, type OnlineReadiness } from './online-panel';
import {
  addEntry,
  remainingOf,
  removeEntry,
  replaceCheques,
  sumPrices,
  type PaymentState,
} from './remaining';
import { TransferPanel } from './transfer-panel';
import type { PaymentRow } from './types';

type PanelKind = 'cash' | 'cheque' | 'createCheque' | 'card' | 'transfer' | 'online';
const PANELS: PanelKind[] = ['cash', 'cheque', 'createCheque', 'card', 'transfer', 'online'];

export type TransactionListProps = {
  /** What the entries must cover (satang): for a receipt the invoices less the deductions. */
  due: number;
  entries: readonly PaymentRow[];
  onChange: (entries: PaymentRow[]) => void;
  documentType: DocumentType;
  checkOnlineReadiness?: () => Promise<OnlineReadiness>;
  disabled?: boolean;
};

/** What a line of the list says about the payment besides its type and amount. */
function detailOf(row: PaymentRow, lang: 'th' | 'en'): string {
  switch (row.type) {
    case 'cash':
      return `[${row.accountCode}] - ${row.accountCodeDescription}`;
    case 'cheque':
      return [row.chequeNo, row.bankName, row.bankBranchDesc].filter(Boolean).join(' / ');
    case 'creditdebit':
      return `${row.bankName} · ****${row.cardNo.slice(-4)} · ${row.cardName}`;
    case 'transfer':
      return `${formatDate(row.date, lang)} · [${row.accountCode}] - ${row.accountCodeDescription}`;
    case 'online':
      return `${formatDate(row.date, lang)} · [${row.accountCode}] - ${row.accountCodeDescription} · ${row.accountNo}`;
  }
}

/**
 * The transaction list with its add buttons (cash, cheque, create cheque, card, transfer, online). Saving a
 * panel adds its entry and lowers the remaining amount; the cheque panel replaces every earlier cheque entry;
 * removing a line gives its amount back (001 section 4).
 */
export function TransactionList({
  due,
  entries,
  onChange,
  documentType,
  checkOnlineReadiness,
  disabled,
}: TransactionListProps) {
  const { t } = useTranslation('receipts');
  const lang = useLang();
  const [panel, setPanel] = useState<PanelKind | null>(null);
  const state: PaymentState<PaymentRow> = { due, entries };
  const remaining = remainingOf(state);
  const close = () => setPanel(null);
  const apply = (next: PaymentState<PaymentRow>) => {
    onChange([...next.entries]);
    close();
  };

  const columns: TableColumnsType<PaymentRow> = [
    { title: t('entry.type'), key: 'type', render: (_v, row) => t(`entry.kind.${row.type}`) },
    { title: t('entry.detail'), key: 'detail', render: (_v, row) => detailOf(row, lang) },
    { title: t('entry.amount'), key: 'price', align: 'right', render: (_v, row) => formatMoney(row.price) },
    {
      title: '',
      key: 'remove',
      width: 48,
      render: (_v, row) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={disabled}
          aria-label={t('entry.remove', { type: t(`entry.kind.${row.type}`) })}
          onClick={() => onChange([...removeEntry(state, row.key).entries])}
        />
      ),
    },
  ];

  return (
    <div>
      <Flex wrap gap={8} style={{ marginBottom: 8 }}>
        {PANELS.map((kind) => (
          <Button
            key={kind}
            id={`add-${kind}`}
            icon={<PlusOutlined />}
            disabled={disabled}
            onClick={() => setPanel(kind)}
          >
            {t(`entry.add.${kind}`)}
          </Button>
        ))}
      </Flex>
      <MainTable<PaymentRow>
        columns={columns}
        dataSource={[...entries]}
        rowKey="key"
        pagination={false}
        emptyText={t('entry.empty')}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>{t('entry.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <Typography.Text strong>{formatMoney(sumPrices(entries))}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
          </Table.Summary.Row>
        )}
      />
      <CashPanel
        open={panel === 'cash'}
        remaining={remaining}
        documentType={documentType}
        onClose={close}
        onSave={(entry) => apply(addEntry(state, entry))}
      />
      <ChequePanel
        open={panel === 'cheque'}
        remaining={remaining}
        documentType={documentType}
        entries={entries}
        onClose={close}
        onSave={(cheques) => apply(replaceCheques(state, cheques))}
      />
      <CreateChequePanel
        open={panel === 'createCheque'}
        remaining={remaining}
        documentType={documentType}
        onClose={close}
        onSave={(entry, cheque) => {
          if (entry) apply(addEntry(state, entry));
          else close();
          showSaved(t('entry.createCheque.done', { chequeNo: cheque.chequeNo }));
        }}
      />
      <CardPanel
        open={panel === 'card'}
        remaining={remaining}
        documentType={documentType}
        onClose={close}
        onSave={(entry) => apply(addEntry(state, entry))}
      />
      <TransferPanel
        open={panel === 'transfer'}
        remaining={remaining}
        documentType={documentType}
        onClose={close}
        onSave={(entry) => apply(addEntry(state, entry))}
      />
      <OnlinePanel
        open={panel === 'online'}
        remaining={remaining}
        documentType={documentType}
        checkReadiness={checkOnlineReadiness}
        onClose={close}
        onSave={(entry) => apply(addEntry(state, entry))}
      />
    </div>
  );
}
