import { useMemo } from 'react';
import { Alert, Descriptions, Form, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { chequePassed, type ChequeRow } from '@suanklang/shared';
import { ActionDrawer } from '../../../components/action-drawer';
import { confirmCustom, showSuccess } from '../../../components/dialogs';
import { API_DATE_FORMAT, formatDate } from '../../../components/format';
import { ReasonPanel } from '../../../components/reason-panel';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom } from '../../../components/zod-rule';
import { money } from '../../../lib/months';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { useChangeChequeStatus } from '../api/cheque-actions';

export type StatusAction = 'send' | 'passed' | 'cancel' | 'reset';
type DateAction = 'send' | 'passed';
type ReasonAction = 'cancel' | 'reset';

type ActionPanelProps = { action: StatusAction | null; cheque: ChequeRow | null; onClose: () => void };

/** The form's name: its fields are `chequeAction_date` and `chequeAction_reason`. */
const FORM_NAME = 'chequeAction';
const ACTION_ID = 'cheque-action-confirm';
/** Codes the server gives about the date (before the cheque date, a closed period). */
const DATE_CODES = { CH012: 'date', GL001: 'date' };

const isDateAction = (action: StatusAction | null): action is DateAction =>
  action === 'send' || action === 'passed';

const toApiDate = (value: unknown): string | undefined =>
  dayjs.isDayjs(value) ? value.format(API_DATE_FORMAT) : undefined;

/**
 * The panel of a status change: send and passed ask the date (today by default), cancel and reset a reason
 * (reset also the date the bank returned it). Every change is confirmed before it is sent.
 */
export function ChequeActionPanel({ action, cheque, onClose }: ActionPanelProps) {
  if (isDateAction(action)) return <DatePanel action={action} cheque={cheque} onClose={onClose} />;
  return <ChequeReasonPanel action={action} cheque={cheque} onClose={onClose} />;
}

function useDateRules(): FormRule[] {
  const lang = useLang();
  return useMemo(() => formRulesFrom(chequePassed, lang).date ?? [], [lang]);
}

/** The confirmation of a change; with no change chosen (the panel closed) there is nothing to confirm. */
function useConfirm(action: StatusAction | null, cheque: ChequeRow | null) {
  const { t } = useTranslation('cheques');
  return () =>
    action
      ? confirmCustom(
          t(`action.${action}.confirmTitle`),
          t(`action.${action}.confirmText`, { no: cheque?.chequeNo }),
        )
      : Promise.resolve(false);
}

/** The cheque the action is about: number, date, bank, amount. */
function ChequeSummary({ cheque }: { cheque: ChequeRow | null }) {
  const { t } = useTranslation('cheques');
  const lang = useLang();
  if (!cheque) return null;
  return (
    <Descriptions size="small" bordered column={1} style={{ marginBottom: 16 }}>
      <Descriptions.Item label={t('field.chequeNo')}>{cheque.chequeNo}</Descriptions.Item>
      <Descriptions.Item label={t('field.chequeDate')}>
        {formatDate(cheque.chequeDate, lang)}
      </Descriptions.Item>
      <Descriptions.Item label={t('field.bank')}>{cheque.bankName}</Descriptions.Item>
      <Descriptions.Item label={t('field.amount')}>{money(cheque.amount)}</Descriptions.Item>
    </Descriptions>
  );
}

function DateField({ action }: { action: DateAction | 'reset' }) {
  const { t } = useTranslation('cheques');
  const rules = useDateRules();
  return (
    <Form.Item name="date" label={t(`action.${action}.date`)} rules={rules}>
      <ThaiDatePicker name="date" style={{ width: '100%' }} />
    </Form.Item>
  );
}

const today = () => ({ date: dayjs().startOf('day') });

/** Send and passed: the date only. */
function DatePanel({
  action,
  cheque,
  onClose,
}: {
  action: DateAction;
  cheque: ChequeRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('cheques');
  const [form] = Form.useForm<{ date?: Dayjs | null }>();
  const change = useChangeChequeStatus();
  const confirm = useConfirm(action, cheque);

  async function submit(values: { date?: Dayjs | null }) {
    if (!cheque || !(await confirm())) return;
    try {
      await change.mutateAsync({ action, chequeId: cheque.id, date: toApiDate(values.date) ?? '' });
      showSuccess(t(`action.${action}.done`, { no: cheque.chequeNo }));
      form.resetFields();
      onClose();
    } catch (error) {
      reportSaveError(form, error, { knownFields: ['date'], fieldCodes: DATE_CODES });
    }
  }

  return (
    <ActionDrawer
      open={cheque !== null}
      title={t(`action.${action}.title`)}
      onClose={onClose}
      onAction={() => form.submit()}
      actionLabel={t(`action.${action}.button`)}
      actionId={ACTION_ID}
      busy={change.isPending}
    >
      <ChequeSummary cheque={cheque} />
      {action === 'passed' && cheque?.direction === 'RECEIVED' && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('action.passed.posting')} />
      )}
      <Form
        form={form}
        name={FORM_NAME}
        layout="vertical"
        initialValues={today()}
        onFinish={(v) => void submit(v)}
      >
        <DateField action={action} />
      </Form>
    </ActionDrawer>
  );
}

/** Cancel and reset: the shared reason panel; reset also asks the date the bank returned the cheque. */
function ChequeReasonPanel({
  action,
  cheque,
  onClose,
}: {
  action: ReasonAction | null;
  cheque: ChequeRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('cheques');
  const change = useChangeChequeStatus();
  const confirm = useConfirm(action, cheque);

  async function submit(reason: string, values: Record<string, unknown>) {
    if (!action || !cheque) return;
    const date = toApiDate(values.date);
    if (action === 'cancel') await change.mutateAsync({ action, chequeId: cheque.id, reason });
    else await change.mutateAsync({ action, chequeId: cheque.id, reason, ...(date ? { date } : {}) });
    showSuccess(t(`action.${action}.done`, { no: cheque.chequeNo }));
    onClose();
  }

  return (
    <ReasonPanel
      open={action !== null && cheque !== null}
      title={action ? t(`action.${action}.title`) : ''}
      summary={<ChequeSummary cheque={cheque} />}
      warning={action === 'reset' ? t('action.reset.warning') : undefined}
      reasonLabel={t('action.reason')}
      actionLabel={action ? t(`action.${action}.button`) : ''}
      actionId={ACTION_ID}
      formName={FORM_NAME}
      danger
      busy={change.isPending}
      fields={action === 'reset' ? <DateField action="reset" /> : undefined}
      initialValues={action === 'reset' ? today() : undefined}
      fieldCodes={DATE_CODES}
      confirm={confirm}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
