import { useState } from 'react';
import { Form, Modal, Radio, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BANK_FILE_PAYEES, ruleMessage, type BankFilePayees } from '@suanklang/shared';
import { API_DATE_FORMAT } from '../../../components/format';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { downloadBankExport, useVoucherBankAccounts } from '../api/payment-voucher';

/** The banks whose bulk credit layouts the server writes: KTB Corporate Online and SCB Business Net. */
const FILE_BANKS: Record<string, string> = { '006': 'KTB', '014': 'SCB' };

type Values = { date?: Dayjs | null; accountNoId?: string; payees: BankFilePayees };

/**
 * The day's transfers from one of the property's KTB or SCB accounts as the bank's bulk credit file, for the
 * payees at that bank or at other banks (one file each, as the banks take them).
 */
export function BankExportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['payment-voucher', 'common']);
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const accounts = useVoucherBankAccounts(open);
  const options = (accounts.data ?? [])
    .filter((a) => FILE_BANKS[a.bankCode])
    .map((a) => ({
      value: a.accountNoId,
      label: `${FILE_BANKS[a.bankCode]} ${a.accountNo} - ${a.accountName}`,
    }));

  async function submit(values: Values) {
    if (!values.date || !values.accountNoId) return;
    setBusy(true);
    try {
      await downloadBankExport({
        accountNoId: values.accountNoId,
        date: values.date.format(API_DATE_FORMAT),
        payees: values.payees,
      });
      onClose();
    } catch {
      // The client's error dialog said why (no transfers that day, no company ID, a payee without an account).
    } finally {
      setBusy(false);
    }
  }

  const required = [{ required: true, message: ruleMessage(lang, 'required') }];
  return (
    <Modal
      open={open}
      title={t('bankExport.title')}
      okText={t('export.download')}
      okButtonProps={{ loading: busy, id: 'export-bank-ok' }}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('bankExport.hint')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        name="bankExport"
        layout="vertical"
        initialValues={{ date: dayjs(), payees: 'OTHER_BANKS' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="date" label={t('bankExport.date')} rules={required}>
          <ThaiDatePicker name="date" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="accountNoId"
          label={t('bankExport.account')}
          rules={required}
          extra={!accounts.isLoading && options.length === 0 ? t('bankExport.noAccount') : undefined}
        >
          <Select id="bankExport_accountNoId" loading={accounts.isLoading} options={options} />
        </Form.Item>
        <Form.Item name="payees" label={t('bankExport.payees')}>
          <Radio.Group
            options={BANK_FILE_PAYEES.map((p) => ({ value: p, label: t(`bankExport.payeeKinds.${p}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
