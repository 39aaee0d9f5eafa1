import { useMemo } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { chequeCancel, chequePassed, type ChequeRow } from '@suanklang/shared';
import { confirmCustom, showSuccess } from '../../../components/dialogs';
import { API_DATE_FORMAT, formatDate } from '../../../components/format';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom } from '../../../components/zod-rule';
import { money } from '../../../lib/months';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { useChangeChequeStatus } from '../api/cheque-actions';

export type StatusAction = 'send' | 'passed' | 'cancel' | 'reset';
type Values = { date?: Dayjs | null; reason?: string };

type ActionPanelProps = { action: StatusAction | null; cheque: ChequeRow | null; onClose: () => void };

/**
 * The panel of a status change: send and passed ask the date (today by default), cancel and reset a reason
 * (reset also the date the bank returned it). Every change is confirmed before it is sent.
 */
export function ChequeActionPanel({ action, cheque, onClose }: ActionPanelProps) {
  const { t } = useTranslation(['cheques', 'common']);
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const change = useChangeChequeStatus();
  const dateRules = useMemo(() => formRulesFrom(chequePassed, lang).date, [lang]);
  const reasonRules = useMemo(() => formRulesFrom(chequeCancel, lang).reason, [lang]);
  const open = action !== null && cheque !== null;
  const asksReason = action === 'cancel' || action === 'reset';

  async function submit(values: Values) {
    if (!action || !cheque) return;
    const sure = await confirmCustom(
      t(`action.${action}.confirmTitle`),
      t(`action.${action}.confirmText`, { no: cheque.chequeNo }),
    );
    if (!sure) return;
    const date = values.date ? values.date.format(API_DATE_FORMAT) : undefined;
    const reason = values.reason?.trim() ?? '';
    try {
      if (action === 'send' || action === 'passed')
        await change.mutateAsync({ action, chequeId: cheque.id, date: date ?? '' });
      else if (action === 'cancel') await change.mutateAsync({ action, chequeId: cheque.id, reason });
      else await change.mutateAsync({ action, chequeId: cheque.id, reason, ...(date ? { date } : {}) });
      showSuccess(t(`action.${action}.done`, { no: cheque.chequeNo }));
      form.resetFields();
      onClose();
    } catch (error) {
      reportSaveError(form, error, {
        knownFields: ['date', 'reason'],
        fieldCodes: { CH012: 'date', GL001: 'date' },
      });
    }
  }

  return (
    <Drawer open={open} title={action ? t(`action.${action}.title`) : ''} onClose={onClose} destroyOnHidden>
      {open && (
        <>
          <Descriptions size="small" bordered column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('field.chequeNo')}>{cheque.chequeNo}</Descriptions.Item>
            <Descriptions.Item label={t('field.chequeDate')}>
              {formatDate(cheque.chequeDate, lang)}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.bank')}>{cheque.bankName}</Descriptions.Item>
            <Descriptions.Item label={t('field.amount')}>{money(cheque.amount)}</Descriptions.Item>
          </Descriptions>
          {action === 'reset' && (
            <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('action.reset.warning')} />
          )}
          {action === 'passed' && cheque.direction === 'RECEIVED' && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('action.passed.posting')} />
          )}
          <Form<Values>
            form={form}
            name="chequeAction"
            layout="vertical"
            initialValues={{ date: dayjs().startOf('day') }}
            onFinish={(values) => void submit(values)}
          >
            <Form.Item
              name="date"
              label={t(`action.${action}.date`)}
              rules={action === 'cancel' ? [] : dateRules}
              hidden={action === 'cancel'}
            >
              <ThaiDatePicker name="date" style={{ width: '100%' }} />
            </Form.Item>
            {asksReason && (
              <Form.Item name="reason" label={t('action.reason')} rules={reasonRules} required>
                <Input.TextArea name="reason" rows={4} maxLength={500} showCount autoFocus />
              </Form.Item>
            )}
          </Form>
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose}>{t('common:close')}</Button>
            <Button
              type="primary"
              danger={asksReason}
              loading={change.isPending}
              id="cheque-action-confirm"
              onClick={() => form.submit()}
            >
              {t(`action.${action}.button`)}
            </Button>
          </Flex>
        </>
      )}
    </Drawer>
  );
}
