import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { API_DATE_FORMAT } from '../../../../components/format';
import { ThaiDatePicker } from '../../../../components/thai-date-picker';
import { AccountField, AmountField, useAccountDescription, useAmountRules, useRequiredRules } from './fields';
import { EntryPanel } from './entry-panel';
import { entryKey, toBaht, toSatang } from './remaining';
import { PAYMENT_TYPE, type EntryPanelBaseProps, type TransferEntry } from './types';

type TransferValues = { accountCode?: string; date?: Dayjs | null; price?: number | null };

/** Add bank transfer: the bank account it arrived in (payment type 2 of the document), the date and the amount. */
export function TransferPanel({
  open,
  remaining,
  documentType,
  onClose,
  onSave,
}: EntryPanelBaseProps<TransferEntry>) {
  const { t } = useTranslation('receipts');
  const [form] = Form.useForm<TransferValues>();
  const amountRules = useAmountRules();
  const required = useRequiredRules();
  const describe = useAccountDescription(documentType, PAYMENT_TYPE.transfer);

  function save(values: TransferValues) {
    const accountCode = values.accountCode ?? '';
    onSave({
      key: entryKey('transfer'),
      type: 'transfer',
      date: (values.date ?? dayjs()).format(API_DATE_FORMAT),
      price: toSatang(values.price) ?? 0,
      accountCode,
      accountCodeDescription: describe(accountCode),
    });
  }

  return (
    <EntryPanel
      open={open}
      title={t('entry.transfer.title')}
      onClose={onClose}
      onSave={() => form.submit()}
      saveId="transfer-save"
    >
      <Form
        form={form}
        name="transferEntry"
        layout="vertical"
        onFinish={save}
        initialValues={{ date: dayjs().startOf('day'), price: remaining > 0 ? toBaht(remaining) : null }}
      >
        <AccountField
          documentType={documentType}
          paymentType={PAYMENT_TYPE.transfer}
          label={t('entry.bankAccount')}
        />
        <Form.Item name="date" label={t('entry.date')} rules={required}>
          <ThaiDatePicker style={{ width: '100%' }} allowClear={false} />
        </Form.Item>
        <AmountField label={t('entry.amount')} rules={amountRules} />
      </Form>
    </EntryPanel>
  );
}
