import { useEffect, useMemo, useState } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReceiptDeductionInput } from '@suanklang/shared';
import { decimalStringToSatang, formatMoney, satangToDecimalString } from '@suanklang/shared/money';
import { useAccountOptions } from '../../../../lib/reference/get-account-options';
import { useInvoiceLines, useWallets } from '../../api/receipts';
import { AmountField, useAmountRules, useRequiredRules } from '../payment-entry/fields';
import { EntryPanel } from '../payment-entry/entry-panel';
import { entryKey, toSatang, type Satang } from '../payment-entry/remaining';
import type { InvoicePickRow } from './invoice-panel';

export type DeductionKind = 'invoiceItem' | 'account' | 'wallet';

/** A deduction of the receipt: what the list shows and what the save sends. */
export type DeductionRow = {
  key: string;
  kind: DeductionKind;
  label: string;
  amount: Satang;
  input: ReceiptDeductionInput;
};

type PanelProps = { open: boolean; onClose: () => void; onSave: (row: DeductionRow) => void };

type InvoiceItemValues = {
  invoiceNo?: string;
  lineNo?: number;
  amount?: number | null;
  description?: string;
};

/** Add invoice item deduction: tax withheld on one line of a picked invoice, at most what this receipt pays of it. */
export function InvoiceItemDeductionPanel({
  open,
  onClose,
  onSave,
  picked,
}: PanelProps & { picked: readonly InvoicePickRow[] }) {
  const { t } = useTranslation('receipts');
  const [form] = Form.useForm<InvoiceItemValues>();
  const required = useRequiredRules();
  // Kept in state (not watched): the line list and the bound follow the choice as soon as it is made.
  const [invoiceNo, setInvoiceNo] = useState<string | undefined>();
  useEffect(() => {
    if (!open) setInvoiceNo(undefined);
  }, [open]);
  const pick = picked.find((row) => row.invoiceNo === invoiceNo);
  const lines = useInvoiceLines(pick?.invoice.invoiceId);
  const amountRules = useAmountRules(1, pick?.payAmount ?? undefined);

  function save(values: InvoiceItemValues) {
    const line = lines.data?.find((l) => l.lineNo === values.lineNo);
    const amount = toSatang(values.amount) ?? 0;
    const description = values.description?.trim() || null;
    onSave({
      key: entryKey('deduction'),
      kind: 'invoiceItem',
      label: `${values.invoiceNo ?? ''} · ${line?.displayDescription ?? ''}${description ? ` · ${description}` : ''}`,
      amount,
      input: {
        kind: 'invoiceItem',
        invoiceNo: values.invoiceNo ?? '',
        lineNo: values.lineNo ?? 1,
        amount: satangToDecimalString(amount),
        description,
      },
    });
    form.resetFields();
  }

  return (
    <EntryPanel
      open={open}
      title={t('deduction.invoiceItem.title')}
      onClose={onClose}
      onSave={() => form.submit()}
      saveId="deduction-invoice-save"
    >
      <Form form={form} name="invoiceItemDeduction" layout="vertical" onFinish={save}>
        <Form.Item name="invoiceNo" label={t('field.invoiceNo')} rules={required}>
          <Select
            placeholder={t('deduction.chooseInvoice')}
            options={picked.map((row) => ({
              value: row.invoiceNo,
              label: `${row.invoiceNo} (${formatMoney(row.payAmount ?? 0)})`,
            }))}
            onChange={(value: string) => {
              setInvoiceNo(value);
              form.setFieldValue('lineNo', undefined);
            }}
          />
        </Form.Item>
        <Form.Item name="lineNo" label={t('deduction.invoiceItem.line')} rules={required}>
          <Select
            placeholder={t('deduction.invoiceItem.chooseLine')}
            disabled={!pick}
            loading={lines.isLoading}
            options={(lines.data ?? []).map((line) => ({
              value: line.lineNo,
              label: `${line.lineNo}. ${line.expenseTypeDescription} · ${line.displayDescription} (${formatMoney(decimalStringToSatang(line.grandTotal))})`,
            }))}
          />
        </Form.Item>
        <AmountField name="amount" label={t('entry.amount')} rules={amountRules} />
        <Form.Item name="description" label={t('deduction.description')}>
          <Input maxLength={300} autoComplete="off" />
        </Form.Item>
      </Form>
    </EntryPanel>
  );
}

type AccountValues = { accountCode?: string; amount?: number | null; description?: string };

/** Add account item deduction: an amount booked to a chosen account (a bank fee, a discount). */
export function AccountDeductionPanel({ open, onClose, onSave }: PanelProps) {
  const { t } = useTranslation('receipts');
  const [form] = Form.useForm<AccountValues>();
  const required = useRequiredRules();
  const amountRules = useAmountRules();
  const accounts = useAccountOptions({ postable: 'Y' });

  function save(values: AccountValues) {
    const amount = toSatang(values.amount) ?? 0;
    const description = values.description?.trim() || null;
    const label =
      accounts.data?.find((a) => a.value === values.accountCode)?.label ?? values.accountCode ?? '';
    onSave({
      key: entryKey('deduction'),
      kind: 'account',
      label: description ? `${label} · ${description}` : label,
      amount,
      input: {
        kind: 'account',
        accountCode: values.accountCode ?? '',
        amount: satangToDecimalString(amount),
        description,
      },
    });
    form.resetFields();
  }

  return (
    <EntryPanel
      open={open}
      title={t('deduction.account.title')}
      onClose={onClose}
      onSave={() => form.submit()}
      saveId="deduction-account-save"
    >
      <Form form={form} name="accountDeduction" layout="vertical" onFinish={save}>
        <Form.Item name="accountCode" label={t('entry.account')} rules={required}>
          <Select
            placeholder={t('entry.chooseAccount')}
            loading={accounts.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={accounts.data ?? []}
          />
        </Form.Item>
        <AmountField name="amount" label={t('entry.amount')} rules={amountRules} />
        <Form.Item name="description" label={t('deduction.description')}>
          <Input maxLength={300} autoComplete="off" />
        </Form.Item>
      </Form>
    </EntryPanel>
  );
}

type WalletValues = { walletType?: 0 | 1; amount?: number | null };

/** Add wallet item deduction: the customer's advance spent on this receipt, at most what is left of that wallet. */
export function WalletDeductionPanel({
  open,
  onClose,
  onSave,
  unitCode,
  used,
}: PanelProps & { unitCode: string | undefined; used: (walletType: number) => Satang }) {
  const { t } = useTranslation('receipts');
  const [form] = Form.useForm<WalletValues>();
  const required = useRequiredRules();
  const wallets = useWallets(open ? unitCode : undefined);
  const [walletType, setWalletType] = useState<number | undefined>();
  useEffect(() => {
    if (!open) setWalletType(undefined);
  }, [open]);
  const left = useMemo(() => {
    const row = wallets.data?.find((w) => w.walletType === walletType);
    return row ? Math.max(0, decimalStringToSatang(row.balance) - used(row.walletType)) : undefined;
  }, [wallets.data, walletType, used]);
  const amountRules = useAmountRules(1, left);

  function save(values: WalletValues) {
    const amount = toSatang(values.amount) ?? 0;
    const type = values.walletType ?? 0;
    const description =
      wallets.data?.find((w) => w.walletType === type)?.walletTypeDescription ?? t(`wallet.${type}`);
    onSave({
      key: entryKey('deduction'),
      kind: 'wallet',
      label: description,
      amount,
      input: { kind: 'wallet', walletType: type, amount: satangToDecimalString(amount) },
    });
    form.resetFields();
  }

  return (
    <EntryPanel
      open={open}
      title={t('deduction.wallet.title')}
      onClose={onClose}
      onSave={() => form.submit()}
      saveId="deduction-wallet-save"
    >
      <Form form={form} name="walletDeduction" layout="vertical" onFinish={save}>
        <Form.Item name="walletType" label={t('deduction.wallet.type')} rules={required}>
          <Select
            placeholder={t('deduction.wallet.choose')}
            onChange={(value: number) => setWalletType(value)}
            loading={wallets.isLoading}
            options={(wallets.data ?? []).map((w) => {
              const balance = Math.max(0, decimalStringToSatang(w.balance) - used(w.walletType));
              return {
                value: w.walletType,
                label: t('deduction.wallet.option', {
                  description: w.walletTypeDescription,
                  balance: formatMoney(balance),
                }),
                disabled: balance <= 0,
              };
            })}
          />
        </Form.Item>
        <AmountField name="amount" label={t('entry.amount')} rules={amountRules} />
      </Form>
    </EntryPanel>
  );
}
