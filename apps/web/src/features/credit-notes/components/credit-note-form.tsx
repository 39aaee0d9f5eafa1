import { useMemo, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import {
  Alert,
  Button,
  Checkbox,
  Drawer,
  Flex,
  Form,
  Input,
  Radio,
  Select,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { decimalStringToSatang, type CreditNoteOpenLine } from '@suanklang/shared';
import { confirmDiscardChanges, showError, showSuccess } from '../../../components/dialogs';
import { restoreFocusAfterClose } from '../../../components/focus-return';
import { FOCUS_FIRST_ERROR } from '../../../components/form-focus';
import { NumberInput } from '../../../components/number-input';
import { TableNumberInput } from '../../../components/table-number-input';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { HttpError } from '../../../lib/http/errors';
import { money } from '../../../lib/months';
import { UnitSelect } from '../../../components/unit-select';
import { useOpenLines, useSaveCreditNote, useUnitReceipts } from '../api/credit-notes';

type Values = {
  creditNoteType: 1 | 2;
  unitCode?: string;
  creditNoteDate?: Dayjs | null;
  description?: string;
  receiptNo?: string;
  amount?: number | null;
};
type Picked = Record<string, { checked: boolean; amount: number | null }>;

const keyOf = (l: { invoiceNo: string; lineNo: number }) => `${l.invoiceNo}/${l.lineNo}`;
const baht = (text: string) => decimalStringToSatang(text) / 100;
/** Baht from the number input (already rounded to satang) as the decimal text the server reads. */
const amountText = (value: number) => value.toFixed(2);

/**
 * New credit note: type 1 picks open invoice lines of a unit with an amount each (0.01 up to what the line
 * still owes), type 2 picks one of the unit's receipts and an amount up to what it can still credit.
 */
export function CreditNoteFormDrawer({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation(['credit-notes', 'common']);
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('creditNoteType', form) ?? 1;
  const unitCode = Form.useWatch('unitCode', form) ?? null;
  const receiptNo = Form.useWatch('receiptNo', form) ?? null;
  const lines = useOpenLines(open && type === 1 ? unitCode : null);
  const receipts = useUnitReceipts(open && type === 2 ? unitCode : null);
  const [picked, setPicked] = useState<Picked>({});
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});
  const [linesError, setLinesError] = useState<string | null>(null);
  // Any field changed (the unit, the date, the description alone) or any line picked is work closing would lose.
  const [edited, setEdited] = useState(false);
  const dirty = edited || Object.keys(picked).length > 0;
  const save = useSaveCreditNote();
  const receipt = useMemo(
    () => receipts.data?.find((r) => r.receiptNo === receiptNo) ?? null,
    [receipts.data, receiptNo],
  );

  const columns: TableColumnsType<CreditNoteOpenLine> = [
    {
      key: 'pick',
      width: 48,
      render: (_v, l) => (
        <Checkbox
          aria-label={t('form.pick', { no: l.invoiceNo, line: l.lineNo })}
          checked={picked[keyOf(l)]?.checked ?? false}
          onChange={(e) =>
            setPicked((p) => ({
              ...p,
              [keyOf(l)]: { checked: e.target.checked, amount: e.target.checked ? baht(l.remaining) : null },
            }))
          }
        />
      ),
    },
    { title: t('field.invoiceNo'), dataIndex: 'invoiceNo', key: 'invoiceNo' },
    { title: t('field.expenseType'), dataIndex: 'expenseTypeDescription', key: 'expenseType' },
    { title: t('field.lineDescription'), dataIndex: 'displayDescription', key: 'description' },
    { title: t('field.remaining'), dataIndex: 'remaining', key: 'remaining', align: 'right', render: money },
    {
      title: t('field.creditAmount'),
      key: 'amount',
      width: 160,
      render: (_v, l) => (
        <TableNumberInput
          aria-label={t('form.amountOf', { no: l.invoiceNo, line: l.lineNo })}
          checked={picked[keyOf(l)]?.checked ?? false}
          max={baht(l.remaining)}
          value={picked[keyOf(l)]?.amount ?? null}
          onChange={(amount) => setPicked((p) => ({ ...p, [keyOf(l)]: { checked: true, amount } }))}
          onValidChange={(valid) => setInvalid((v) => ({ ...v, [keyOf(l)]: !valid }))}
        />
      ),
    },
  ];

  async function submit(values: Values) {
    setLinesError(null);
    const chosen = (lines.data ?? []).filter((l) => picked[keyOf(l)]?.checked);
    if (values.creditNoteType === 1) {
      if (chosen.length === 0) return setLinesError(t('form.pickLine'));
      if (chosen.some((l) => invalid[keyOf(l)])) return setLinesError(t('form.fixAmounts'));
    }
    try {
      const saved = await save.mutateAsync({
        creditNoteType: values.creditNoteType,
        unitCode: (values.unitCode ?? '').toUpperCase(),
        creditNoteDate: (values.creditNoteDate ?? dayjs()).format('YYYY-MM-DD'),
        description: (values.description ?? '').trim(),
        ...(values.creditNoteType === 1
          ? {
              lines: chosen.map((l) => ({
                invoiceNo: l.invoiceNo,
                lineNo: l.lineNo,
                amount: amountText(picked[keyOf(l)]?.amount ?? 0),
              })),
            }
          : { receiptNo: values.receiptNo ?? '', amount: amountText(values.amount ?? 0) }),
      });
      form.resetFields();
      setPicked({});
      setEdited(false);
      // The saved note opens once the dialog is closed, so its drawer (its heading) takes the focus the dialog had.
      showSuccess(t('form.saved', { no: saved.creditNoteNo }), () => onSaved(saved.creditNoteId));
    } catch (error) {
      showError(
        error instanceof HttpError
          ? { statusCode: error.status, message: error.message }
          : { message: String(error) },
      );
    }
  }

  async function close() {
    if (dirty && !(await confirmDiscardChanges())) return;
    setEdited(false);
    setPicked({});
    setLinesError(null);
    onClose();
  }

  return (
    <Drawer
      open={open}
      title={t('form.title')}
      onClose={() => void close()}
      size="large"
      // Saved, the note's own drawer opens and keeps the focus: closing gives it back only when it is lost.
      focusable={{ focusTriggerAfterClose: false }}
      afterOpenChange={restoreFocusAfterClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="creditNote"
        layout="vertical"
        initialValues={{ creditNoteType: 1, creditNoteDate: dayjs().startOf('day') }}
        scrollToFirstError={FOCUS_FIRST_ERROR}
        onValuesChange={(changed: Partial<Values>) => {
          setEdited(true);
          if ('unitCode' in changed || 'creditNoteType' in changed) {
            setPicked({});
            form.setFieldsValue({ receiptNo: undefined, amount: null });
          }
        }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="creditNoteType" label={t('field.type')}>
          <Radio.Group
            options={[
              { value: 1, label: t('types.1') },
              { value: 2, label: t('types.2') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="unitCode"
          label={t('field.unitCode')}
          rules={[{ required: true, message: t('form.unitRequired') }]}
        >
          <UnitSelect autoFocus />
        </Form.Item>
        <Form.Item
          name="creditNoteDate"
          label={t('field.date')}
          rules={[{ required: true, message: t('form.dateRequired') }]}
        >
          <ThaiDatePicker allowClear={false} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('field.description')}
          rules={[{ required: true, whitespace: true, message: t('form.descriptionRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        {type === 1 ? (
          <>
            <Typography.Title level={5}>{t('form.lines')}</Typography.Title>
            <Table<CreditNoteOpenLine>
              size="small"
              rowKey={keyOf}
              columns={columns}
              dataSource={lines.data ?? []}
              loading={lines.isFetching}
              pagination={false}
              locale={{ emptyText: unitCode ? t('form.noOpenLines') : t('form.chooseUnit') }}
            />
          </>
        ) : (
          <>
            <Form.Item
              name="receiptNo"
              label={t('field.receiptNo')}
              rules={[{ required: true, message: t('form.receiptRequired') }]}
            >
              <Select
                loading={receipts.isFetching}
                options={(receipts.data ?? []).map((r) => ({
                  value: r.receiptNo,
                  label: `${r.receiptNo} (${t('field.remaining')} ${money(r.remaining)})`,
                  disabled: baht(r.remaining) <= 0,
                }))}
              />
            </Form.Item>
            <Form.Item
              name="amount"
              label={t('field.creditAmount')}
              rules={[
                {
                  validator: (_r, value: number | null | undefined) => {
                    if (value === null || value === undefined)
                      return Promise.reject(new Error(t('form.amountRequired')));
                    if (value < 0.01) return Promise.reject(new Error(t('form.amountMin')));
                    // Read at validation time: the picked receipt may have changed since the last render.
                    const picked =
                      receipts.data?.find((r) => r.receiptNo === form.getFieldValue('receiptNo')) ?? receipt;
                    if (picked && value > baht(picked.remaining))
                      return Promise.reject(new Error(t('form.amountMax', { max: money(picked.remaining) })));
                    return Promise.resolve();
                  },
                },
              ]}
            >
              <NumberInput />
            </Form.Item>
          </>
        )}
        {linesError && (
          <Alert type="error" showIcon role="alert" title={linesError} style={{ marginTop: 12 }} />
        )}
        <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
          <Button onClick={() => void close()}>{t('common:close')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            id="save-credit-note"
            data-shortcut="save"
          >
            {t('form.save')}
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
