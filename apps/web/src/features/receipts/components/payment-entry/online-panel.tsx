import { useEffect, useState } from 'react';
import { Descriptions, Form, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { showConfigChecklist, showError } from '../../../../components/dialogs';
import { API_DATE_FORMAT } from '../../../../components/format';
import { ThaiDatePicker } from '../../../../components/thai-date-picker';
import { isCancelled } from '../../../../lib/http/errors';
import { getOnlineAccount, type OnlineAccount } from './api';
import { AmountField, useAmountRules, useRequiredRules } from './fields';
import { EntryPanel } from './entry-panel';
import { entryKey, toBaht, toSatang } from './remaining';
import type { EntryPanelBaseProps, OnlineEntry } from './types';

/** The payment voucher's readiness answer (001 section 7, "Online account check"). */
export type OnlineReadiness = {
  isReadyForPayment: boolean;
  property: { hasAccountNo: boolean; hasEmail: boolean };
  supplier: { hasAccountNo: boolean; hasEmail: boolean };
};

export type OnlinePanelProps = EntryPanelBaseProps<OnlineEntry> & {
  /** A payment voucher checks the property and the supplier are set up; a receipt has no supplier to check. */
  checkReadiness?: () => Promise<OnlineReadiness>;
};

type OnlineValues = { date?: Dayjs | null; price?: number | null };

/**
 * Add online payment: the money goes to the property's online-payment bank account (configuration 7), read
 * when the panel opens. The panel closes with an error when that check fails, when no account is set, or
 * (payment voucher) when the readiness check lists what is missing (001 section 8).
 */
export function OnlinePanel({ open, remaining, onClose, onSave, checkReadiness }: OnlinePanelProps) {
  const { t } = useTranslation('receipts');
  const [form] = Form.useForm<OnlineValues>();
  const amountRules = useAmountRules();
  const required = useRequiredRules();
  const [account, setAccount] = useState<OnlineAccount | null>(null);

  useEffect(() => {
    if (!open) {
      setAccount(null);
      return;
    }
    let live = true;
    void (async () => {
      try {
        if (checkReadiness) {
          const ready = await checkReadiness();
          if (!live) return;
          if (!ready.isReadyForPayment) {
            onClose();
            showConfigChecklist(t('entry.online.settingTitle'), [
              {
                name: t('entry.online.propertyAccountNo'),
                description: '',
                configured: ready.property.hasAccountNo,
              },
              { name: t('entry.online.propertyEmail'), description: '', configured: ready.property.hasEmail },
              {
                name: t('entry.online.supplierAccountNo'),
                description: '',
                configured: ready.supplier.hasAccountNo,
              },
              { name: t('entry.online.supplierEmail'), description: '', configured: ready.supplier.hasEmail },
            ]);
            return;
          }
        }
        const found = await getOnlineAccount();
        if (!live) return;
        if (!found) {
          onClose();
          showError({ message: t('entry.online.noAccount') });
          return;
        }
        setAccount(found);
      } catch (error) {
        if (!live || isCancelled(error)) return;
        onClose();
        showError({ message: t('entry.online.checkFailed') });
      }
    })();
    return () => {
      live = false;
    };
    // Checked once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  function save(values: OnlineValues) {
    if (!account) return;
    onSave({
      key: entryKey('online'),
      type: 'online',
      date: (values.date ?? dayjs()).format(API_DATE_FORMAT),
      accountCode: account.accountCode,
      accountCodeDescription: account.accountCodeName,
      accountNo: account.realAccountNo,
      price: toSatang(values.price) ?? 0,
    });
  }

  return (
    <EntryPanel
      open={open}
      title={t('entry.online.title')}
      onClose={onClose}
      onSave={() => form.submit()}
      saveDisabled={!account}
      saveId="online-save"
    >
      {!account ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item
              label={t('entry.bankAccount')}
            >{`[${account.accountCode}] - ${account.accountCodeName}`}</Descriptions.Item>
            <Descriptions.Item label={t('entry.online.accountNo')}>{account.realAccountNo}</Descriptions.Item>
          </Descriptions>
          <Form
            form={form}
            name="onlineEntry"
            layout="vertical"
            onFinish={save}
            initialValues={{ date: dayjs().startOf('day'), price: remaining > 0 ? toBaht(remaining) : null }}
          >
            <Form.Item name="date" label={t('entry.date')} rules={required}>
              <ThaiDatePicker style={{ width: '100%' }} allowClear={false} />
            </Form.Item>
            <AmountField label={t('entry.amount')} rules={amountRules} />
          </Form>
        </>
      )}
    </EntryPanel>
  );
}
