import { useMemo } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { v } from '@suanklang/shared';
import { useLang } from '../../../../components/use-lang';
import { zodRule } from '../../../../components/zod-rule';
import { useBankProviders } from './api';
import { AmountField, useAmountRules, useRequiredRules } from './fields';
import { EntryPanel } from './entry-panel';
import { entryKey, toBaht, toSatang } from './remaining';
import type { CardEntry, EntryPanelBaseProps } from './types';

/** Card numbers are at most 16 digits (001 section 9). */
export const CARD_NO_MAX = 16;

type CardValues = { cardNo?: string; cardHolderNameCode?: string; cardName?: string; price?: number | null };

/**
 * Add credit/debit card: card number (required, at most 16), the bank provider the card is settled through (one of
 * the property's account banks), the holder's name and the amount.
 */
export function CardPanel({ open, remaining, onClose, onSave }: EntryPanelBaseProps<CardEntry>) {
  const { t } = useTranslation('receipts');
  const lang = useLang();
  const [form] = Form.useForm<CardValues>();
  const amountRules = useAmountRules();
  const required = useRequiredRules();
  const providers = useBankProviders(open);
  const rules = useMemo(
    () => ({
      cardNo: [zodRule(v.cardNo({ required: true }), lang)],
      cardName: [zodRule(v.text({ required: true, max: 200 }), lang)],
    }),
    [lang],
  );

  function save(values: CardValues) {
    const code = values.cardHolderNameCode ?? '';
    onSave({
      key: entryKey('card'),
      type: 'creditdebit',
      cardNo: (values.cardNo ?? '').replace(/[\s-]/g, ''),
      cardHolderNameCode: code,
      bankName: providers.data?.find((provider) => provider.providerCode === code)?.providerName ?? '',
      cardName: (values.cardName ?? '').trim(),
      price: toSatang(values.price) ?? 0,
    });
  }

  return (
    <EntryPanel
      open={open}
      title={t('entry.card.title')}
      onClose={onClose}
      onSave={() => form.submit()}
      saveId="card-save"
    >
      <Form
        form={form}
        name="cardEntry"
        layout="vertical"
        onFinish={save}
        initialValues={{ price: remaining > 0 ? toBaht(remaining) : null }}
      >
        <Form.Item name="cardNo" label={t('entry.card.cardNo')} rules={rules.cardNo} required>
          <Input inputMode="numeric" autoComplete="off" maxLength={CARD_NO_MAX} />
        </Form.Item>
        <Form.Item name="cardHolderNameCode" label={t('entry.card.bank')} rules={required}>
          <Select
            placeholder={t('entry.chooseBank')}
            loading={providers.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={providers.isLoading ? undefined : t('entry.card.noProviders')}
            options={(providers.data ?? []).map((provider) => ({
              value: provider.providerCode,
              label: provider.providerName,
            }))}
          />
        </Form.Item>
        <Form.Item name="cardName" label={t('entry.card.cardName')} rules={rules.cardName} required>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <AmountField label={t('entry.amount')} rules={amountRules} />
      </Form>
    </EntryPanel>
  );
}
