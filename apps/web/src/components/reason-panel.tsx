import { useMemo, type ReactNode } from 'react';
import { Alert, Form } from 'antd';
import { v } from '@suanklang/shared';
import { reportSaveError } from '../lib/settings/save-errors';
import { ActionDrawer } from './action-drawer';
import { FOCUS_FIRST_ERROR } from './form-focus';
import { TextAreaInput } from './inputs';
import { useLang } from './use-lang';
import { zodRule } from './zod-rule';

type Values = Record<string, unknown> & { reason?: unknown };

export type ReasonPanelProps = {
  open: boolean;
  title: string;
  /** What the action does, shown as a warning above the reason. */
  warning?: string;
  /** Shown above the warning: what the action is about (the document's number, date, amount). */
  summary?: ReactNode;
  reasonLabel: string;
  actionLabel: string;
  actionId: string;
  /** The form's name: its field ids are `<formName>_reason`. */
  formName: string;
  danger?: boolean;
  busy: boolean;
  /** Asked once the reason is valid; false stops the action. */
  confirm?: () => Promise<boolean>;
  /** Runs the action with the trimmed reason (and the other fields); what it throws is shown on the form (or as a message). */
  onSubmit: (reason: string, values: Record<string, unknown>) => Promise<void>;
  /** Server error codes that are about the reason (shown under the field). */
  reasonCodes?: string[];
  /** Said under an empty reason instead of the catalogue's "required". */
  requiredMessage?: string;
  /** Fields the action asks besides the reason (a date), shown above it; their values come to `onSubmit`. */
  fields?: ReactNode;
  initialValues?: Record<string, unknown>;
  /** Server error codes about those other fields: code -> field name. */
  fieldCodes?: Record<string, string>;
  onClose: () => void;
};

/**
 * The panel of every action that needs a reason (cancel, reprint, reject): a required reason of up to 500
 * characters, checked by the shared catalogue's rule, an optional confirmation, then the action.
 */
export function ReasonPanel(props: ReasonPanelProps) {
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const { requiredMessage } = props;
  const rules = useMemo(
    () =>
      requiredMessage
        ? [
            { required: true, whitespace: true, message: requiredMessage },
            zodRule(v.text({ max: 500 }), lang),
          ]
        : [zodRule(v.text({ required: true, max: 500 }), lang)],
    [lang, requiredMessage],
  );

  async function submit({ reason, ...values }: Values) {
    if (props.confirm && !(await props.confirm())) return;
    try {
      await props.onSubmit(typeof reason === 'string' ? reason.trim() : '', values);
      form.resetFields();
    } catch (error) {
      const fieldCodes = props.fieldCodes ?? {};
      reportSaveError(form, error, {
        knownFields: ['reason', ...new Set(Object.values(fieldCodes))],
        fieldCodes: {
          ...fieldCodes,
          ...Object.fromEntries((props.reasonCodes ?? []).map((code) => [code, 'reason'])),
        },
      });
    }
  }

  return (
    <ActionDrawer
      open={props.open}
      title={props.title}
      onClose={props.onClose}
      onAction={() => form.submit()}
      actionLabel={props.actionLabel}
      actionId={props.actionId}
      busy={props.busy}
      danger={props.danger}
    >
      {props.summary}
      {props.warning && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={props.warning} />}
      <Form
        form={form}
        name={props.formName}
        layout="vertical"
        initialValues={props.initialValues}
        scrollToFirstError={FOCUS_FIRST_ERROR}
        onFinish={(values) => void submit(values)}
      >
        {props.fields}
        <Form.Item name="reason" label={props.reasonLabel} rules={rules} required>
          <TextAreaInput name="reason" rows={4} maxLength={500} showCount autoFocus data-autofocus />
        </Form.Item>
      </Form>
    </ActionDrawer>
  );
}
