import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountField, AmountField, useAccountDescription, useAmountRules } from './fields';
import { EntryPanel } from './entry-panel';
import { entryKey, toBaht, toSatang } from './remaining';
import { PAYMENT_TYPE, type CashEntry, type EntryPanelBaseProps } from './types';

type CashValues = { accountCode?: string; price?: number | null };

/** Add cash: the cash account and an amount of at least 0.01, offered as the remaining amount. */
export function CashPanel({
  open,
  remaining,
  documentType,
  onClose,
  onSave,
}: EntryPanelBaseProps<CashEntry>) {
  const { t } = useTranslation('receipts');
  const [form] = Form.useForm<CashValues>();
  const amountRules = useAmountRules();
  const describe = useAccountDescription(documentType, PAYMENT_TYPE.cash);

  function save(values: CashValues) {
    const accountCode = values.accountCode ?? '';
    onSave({
      key: entryKey('cash'),
      type: 'cash',
      price: toSatang(values.price) ?? 0,
      accountCode,
      accountCodeDescription: describe(accountCode),
    });
  }

  return (
    <EntryPanel
      open={open}
      title={t('entry.cash.title')}
      onClose={onClose}
      onSave={() => form.submit()}
      saveId="cash-save"
    >
      <Form
        form={form}
        name="cashEntry"
        layout="vertical"
        onFinish={save}
        initialValues={{ price: remaining > 0 ? toBaht(remaining) : null }}
      >
        <AccountField
          documentType={documentType}
          paymentType={PAYMENT_TYPE.cash}
          label={t('entry.account')}
        />
        <AmountField label={t('entry.amount')} rules={amountRules} />
      </Form>
    </EntryPanel>
  );
}
