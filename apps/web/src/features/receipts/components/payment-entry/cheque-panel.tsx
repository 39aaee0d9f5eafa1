import { useEffect, useMemo, useState } from 'react';
import { Checkbox, Form, Select, Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { decimalStringToSatang, formatMoney } from '@suanklang/shared/money';
import type { ChequeRow } from '@suanklang/shared';
import { SearchInput } from '../../../../components/inputs';
import { MainTable } from '../../../../components/main-table';
import { TableNumberInput } from '../../../../components/table-number-input';
import { useAccountDescription, accountLabel } from './fields';
import { usePaymentAccounts, useReceivedCheques } from './api';
import { EntryPanel } from './entry-panel';
import {
  chequePriceError,
  chequeTotal,
  entryKey,
  tickCheque,
  toBaht,
  toSatang,
  type ChequeRowState,
} from './remaining';
import { PAYMENT_TYPE, type ChequeEntry, type EntryPanelBaseProps, type PaymentRow } from './types';

/** The cheque number search takes at most 8 characters (001 section 5). */
export const CHEQUE_SEARCH_MAX = 8;

type Pick = ChequeRowState & { cheque: ChequeRow };

export type ChequePanelProps = Omit<EntryPanelBaseProps<ChequeEntry>, 'onSave'> & {
  /** The transaction list as it is: its cheque entries show ticked and are replaced on save. */
  entries: readonly PaymentRow[];
  /** The ticked cheques; the caller replaces every earlier cheque entry with them. */
  onSave: (cheques: ChequeEntry[]) => void;
};

const satangOf = (text: string) => decimalStringToSatang(text);

function picksFrom(entries: readonly PaymentRow[]): Record<string, Pick> {
  const picks: Record<string, Pick> = {};
  for (const entry of entries) {
    if (entry.type !== 'cheque') continue;
    picks[entry.id] = {
      id: entry.id,
      balance: entry.balance,
      checked: true,
      price: entry.price,
      cheque: {
        id: entry.id,
        chequeNo: entry.chequeNo,
        bankName: entry.bankName,
        bankBranchDesc: entry.bankBranchDesc,
        balance: (entry.balance / 100).toFixed(2),
        grandTotal: (entry.grandTotal / 100).toFixed(2),
      } as ChequeRow,
    };
  }
  return picks;
}

/**
 * Add cheque: search the received cheques on hand by number and tick the ones paid with. Ticking offers the
 * remaining amount capped at the cheque's balance, unticking resets to 0; each ticked price is required, at
 * least 0.01 and at most the balance. Saving replaces every earlier cheque entry (001 section 4).
 */
export function ChequePanel({ open, remaining, documentType, entries, onClose, onSave }: ChequePanelProps) {
  const { t } = useTranslation('receipts');
  const [q, setQ] = useState('');
  const [picks, setPicks] = useState<Record<string, Pick>>({});
  const [accountCode, setAccountCode] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const accounts = usePaymentAccounts(documentType, PAYMENT_TYPE.cheque, open);
  const describe = useAccountDescription(documentType, PAYMENT_TYPE.cheque);
  const cheques = useReceivedCheques(q, open);

  useEffect(() => {
    if (open) {
      setPicks(picksFrom(entries));
      setQ('');
      setSubmitted(false);
      const earlier = entries.find(
        (entry): entry is ChequeEntry => entry.type === 'cheque' && Boolean(entry.accountCode),
      );
      setAccountCode(earlier?.accountCode);
    }
    // Each opening starts from the list as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (open && accountCode === undefined && accounts.data?.[0]) setAccountCode(accounts.data[0].accountCode);
  }, [open, accountCode, accounts.data]);

  // Earlier cheque entries are given back: they are replaced when the selection is saved.
  const available = remaining + chequeTotal(entries);

  const rows: Pick[] = useMemo(() => {
    const listed = (cheques.data ?? []).map(
      (cheque): Pick =>
        picks[cheque.id] ?? {
          id: cheque.id,
          balance: satangOf(cheque.balance),
          checked: false,
          price: 0,
          cheque,
        },
    );
    // Ticked cheques stay in view whatever the search shows.
    const extra = Object.values(picks).filter(
      (pick) => pick.checked && !listed.some((row) => row.id === pick.id),
    );
    return [...extra, ...listed];
  }, [cheques.data, picks]);

  function tick(id: string, checked: boolean) {
    const next = tickCheque(rows, id, checked, available);
    const changed = next.find((row) => row.id === id);
    if (changed) setPicks((current) => ({ ...current, [id]: changed }));
  }

  function setPrice(id: string, price: number | null) {
    setPicks((current) => {
      const pick = current[id];
      return pick ? { ...current, [id]: { ...pick, price: toSatang(price) } } : current;
    });
  }

  const ticked = Object.values(picks).filter((pick) => pick.checked);
  const invalid = ticked.some((pick) => chequePriceError(pick) !== null);

  function save() {
    setSubmitted(true);
    if (invalid) return;
    onSave(
      ticked.map((pick) => ({
        key: entryKey('cheque'),
        type: 'cheque',
        id: pick.id,
        chequeNo: pick.cheque.chequeNo,
        bankName: pick.cheque.bankName,
        bankBranchDesc: pick.cheque.bankBranchDesc,
        balance: pick.balance,
        grandTotal: satangOf(pick.cheque.grandTotal),
        price: pick.price ?? 0,
        ...(accountCode ? { accountCode, accountCodeDescription: describe(accountCode) } : {}),
      })),
    );
  }

  const columns: TableColumnsType<Pick> = [
    {
      title: '',
      key: 'checked',
      width: 40,
      render: (_v, row) => (
        <Checkbox
          checked={row.checked}
          aria-label={t('entry.cheque.tick', { chequeNo: row.cheque.chequeNo })}
          onChange={(event) => tick(row.id, event.target.checked)}
        />
      ),
    },
    { title: t('entry.cheque.chequeNo'), key: 'chequeNo', render: (_v, row) => row.cheque.chequeNo },
    {
      title: t('entry.cheque.bank'),
      key: 'bank',
      render: (_v, row) => [row.cheque.bankName, row.cheque.bankBranchDesc].filter(Boolean).join(' / '),
    },
    {
      title: t('entry.cheque.grandTotal'),
      key: 'grandTotal',
      align: 'right',
      render: (_v, row) => formatMoney(satangOf(row.cheque.grandTotal)),
    },
    {
      title: t('entry.cheque.balance'),
      key: 'balance',
      align: 'right',
      render: (_v, row) => formatMoney(row.balance),
    },
    {
      title: t('entry.cheque.price'),
      key: 'price',
      width: 160,
      render: (_v, row) => (
        <TableNumberInput
          id={`cheque-price-${row.cheque.chequeNo}`}
          aria-label={t('entry.cheque.priceOf', { chequeNo: row.cheque.chequeNo })}
          checked={row.checked}
          max={toBaht(row.balance)}
          value={row.price === null ? null : toBaht(row.price)}
          onChange={(value) => setPrice(row.id, value)}
        />
      ),
    },
  ];

  return (
    <EntryPanel
      open={open}
      title={t('entry.cheque.title')}
      onClose={onClose}
      onSave={save}
      saveId="cheque-save"
      size="large"
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <Typography.Text>
          {t('entry.cheque.available')}:{' '}
          <Typography.Text strong>{formatMoney(Math.max(0, available))}</Typography.Text>
        </Typography.Text>
        <SearchInput
          id="cheque-search"
          aria-label={t('entry.cheque.search')}
          placeholder={t('entry.cheque.search')}
          maxLength={CHEQUE_SEARCH_MAX}
          onSearch={(value) => setQ(value.trim())}
        />
        <Form layout="vertical" component="div">
          <Form.Item label={t('entry.account')} style={{ marginBottom: 0 }}>
            <Select
              id="cheque-account"
              value={accountCode}
              allowClear
              placeholder={t('entry.chooseAccount')}
              onChange={(value: string | undefined) => setAccountCode(value)}
              options={(accounts.data ?? []).map((account) => ({
                value: account.accountCode,
                label: accountLabel(account),
              }))}
            />
          </Form.Item>
        </Form>
        <MainTable<Pick>
          columns={columns}
          dataSource={rows}
          rowKey="id"
          loading={cheques.isFetching}
          pagination={false}
          emptyText={t('entry.cheque.none')}
        />
        {submitted && invalid && (
          <Typography.Text type="danger" role="alert">
            {t('entry.cheque.fixPrices')}
          </Typography.Text>
        )}
      </Space>
    </EntryPanel>
  );
}
