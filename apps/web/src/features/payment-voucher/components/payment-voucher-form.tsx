import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Col,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Table,
  Typography,
  type FormInstance,
  type TableColumnsType,
} from 'antd';
import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  PAYMENT_METHODS,
  PAYMENT_VOUCHER_MAX_PAYMENTS,
  paymentVoucherSave,
  ruleMessage,
  satangToDecimalString,
  type PaymentMethod,
} from '@suanklang/shared';
import { showConfigChecklist, showError, showSuccess } from '../../../components/dialogs';
import { SupplierSelect } from '../../../components/supplier-select';
import { FOCUS_FIRST_ERROR } from '../../../components/form-focus';
import { API_DATE_FORMAT, formatDate } from '../../../components/format';
import { NumberInput } from '../../../components/number-input';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom } from '../../../components/zod-rule';
import { money } from '../../../lib/months';
import { HttpError, toFormFieldErrors } from '../../../lib/http/errors';
import { paymentVoucherKeys } from '../../../lib/query-keys';
import { useEditorControls } from '../../../lib/settings/editor-drawer';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import {
  checkOnlinePayment,
  useChequeBooks,
  useVoucherBankAccounts,
  usePayableRequests,
  useSavePaymentVoucher,
  type PaymentVoucherSaveBody,
} from '../api/payment-voucher';
import { satangOf, voucherTotals } from './payment-voucher-totals';
import { RemoveLineButton } from '../../../components/remove-line-button';

type PaymentValues = {
  method?: PaymentMethod;
  accountCode?: string;
  accountNoId?: string;
  chequeBookId?: string;
  chequeDate?: Dayjs | null;
  amount?: number | null;
};
export type PaymentVoucherValues = {
  paymentVoucherDate?: Dayjs | null;
  supplierCode?: string;
  description?: string;
  requestPayNos?: string[];
  payments?: PaymentValues[];
};

const FIELDS = ['paymentVoucherDate', 'supplierCode', 'description', 'requestPayNos', 'payments'] as const;

/** The save body as the shared schema reads it: amounts as decimal text, only the keys a method uses. */
export function paymentVoucherBody(values: PaymentVoucherValues): PaymentVoucherSaveBody {
  return {
    paymentVoucherDate: values.paymentVoucherDate ? values.paymentVoucherDate.format(API_DATE_FORMAT) : '',
    supplierCode: values.supplierCode ?? '',
    description: values.description?.trim() ?? '',
    requestPayNos: values.requestPayNos ?? [],
    payments: (values.payments ?? []).map((p) => ({
      method: p.method ?? 'CASH',
      accountNoId: p.method === 'TRANSFER' ? p.accountNoId || undefined : undefined,
      chequeBookId: p.method === 'CHEQUE' ? p.chequeBookId || undefined : undefined,
      chequeDate: p.method === 'CHEQUE' && p.chequeDate ? p.chequeDate.format(API_DATE_FORMAT) : undefined,
      amount: p.amount === null || p.amount === undefined ? '' : satangToDecimalString(satangOf(p.amount)),
    })),
  };
}

type PayableRow = {
  requestPayNo: string;
  requestPayDate: string;
  description: string;
  grandTotal: string;
  wht: string;
  remain: string;
};

/** The supplier's approved requests, ticked to be paid (the form item's value: their numbers). */
function RequestsPicker({
  rows,
  loading,
  emptyText,
  value,
  onChange,
}: {
  rows: PayableRow[];
  loading: boolean;
  emptyText: string;
  value?: string[];
  onChange?: (next: string[]) => void;
}) {
  const { t } = useTranslation('payment-voucher');
  const lang = useLang();
  const columns: TableColumnsType<PayableRow> = [
    { title: t('field.requestPayNo'), dataIndex: 'requestPayNo', key: 'requestPayNo' },
    { title: t('field.requestPayDate'), key: 'date', render: (_v, r) => formatDate(r.requestPayDate, lang) },
    { title: t('field.description'), dataIndex: 'description', key: 'description' },
    {
      title: t('field.grandTotal'),
      dataIndex: 'grandTotal',
      key: 'grandTotal',
      align: 'right',
      render: money,
    },
    { title: t('field.wht'), dataIndex: 'wht', key: 'wht', align: 'right', render: money },
    { title: t('field.remain'), dataIndex: 'remain', key: 'remain', align: 'right', render: money },
  ];
  return (
    <Table<PayableRow>
      size="small"
      rowKey="requestPayNo"
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      rowSelection={{
        selectedRowKeys: value ?? [],
        onChange: (keys) => onChange?.(keys.map(String)),
        getCheckboxProps: (r) => ({ 'aria-label': r.requestPayNo }),
      }}
    />
  );
}

/**
 * One payment. CHEQUE and TRANSFER name a bank ledger account first; choosing it clears the book, the amount and
 * the cheque (spec: "cheque for payment voucher"). A cheque's book shows its next number and sets the amount to
 * what is still unpaid; a transfer names the bank account of that ledger account it leaves.
 */
function PaymentRow({
  form,
  index,
  name,
  leftWithout,
  onRemove,
}: {
  form: FormInstance<PaymentVoucherValues>;
  index: number;
  name: number;
  /** What is unpaid counting every other payment (the amount a chosen book proposes), read when asked. */
  leftWithout: () => number;
  onRemove: () => void;
}) {
  const { t } = useTranslation('payment-voucher');
  const lang = useLang();
  const method = Form.useWatch(['payments', name, 'method'], form) as PaymentMethod | undefined;
  const accountCode = Form.useWatch(['payments', name, 'accountCode'], form) as string | undefined;
  const bookId = Form.useWatch(['payments', name, 'chequeBookId'], form) as string | undefined;
  const banked = method === 'CHEQUE' || method === 'TRANSFER';
  const accounts = useVoucherBankAccounts(banked);
  const books = useChequeBooks(accountCode, banked && Boolean(accountCode));
  const needed = { required: true, message: ruleMessage(lang, 'required') };
  const book = (books.data ?? []).find((b) => b.chequeBookId === bookId);
  // The ledger accounts the property's bank accounts post to, and the bank accounts of the one chosen.
  const accountCodes = [
    ...new Map((accounts.data ?? []).map((a) => [a.accountCode, a.accountCodeName] as const)).entries(),
  ];
  const bankAccounts = (accounts.data ?? []).filter((a) => a.accountCode === accountCode);
  const set = (patch: Partial<PaymentValues>) =>
    form.setFieldsValue({
      payments: (form.getFieldValue('payments') as PaymentValues[]).map((p, i) =>
        i === name ? { ...p, ...patch } : p,
      ),
    });

  /**
   * A transfer needs the property's online payment account and the payee's account (001 s.7-8): when either is
   * missing the method is taken back and the 'add payment online setting' list says what to set.
   */
  async function checkTransfer() {
    const supplierCode = form.getFieldValue('supplierCode') as string | undefined;
    if (!supplierCode) return;
    try {
      const ready = await checkOnlinePayment(supplierCode);
      if (ready.isReadyForPayment) return;
      set({ method: undefined });
      showConfigChecklist(t('online.settingTitle'), [
        { name: t('online.propertyAccountNo'), description: '', configured: ready.property.hasAccountNo },
        { name: t('online.propertyEmail'), description: '', configured: ready.property.hasEmail },
        { name: t('online.supplierAccountNo'), description: '', configured: ready.supplier.hasAccountNo },
        { name: t('online.supplierEmail'), description: '', configured: ready.supplier.hasEmail },
      ]);
    } catch {
      set({ method: undefined });
      showError({ message: t('online.checkFailed') });
    }
  }

  return (
    <Row gutter={8} align="top" role="group" aria-label={t('form.payment', { index: index + 1 })}>
      <Col xs={24} md={4}>
        <Form.Item name={[name, 'method']} label={t('field.method')} rules={[needed]} required>
          <Select
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
            onChange={(next: PaymentMethod) => {
              // A cheque's amount comes with its book; the other methods keep what was proposed or typed.
              set({
                accountCode: undefined,
                accountNoId: undefined,
                chequeBookId: undefined,
                ...(next === 'CHEQUE' ? { amount: null } : {}),
              });
              if (next === 'TRANSFER') void checkTransfer();
            }}
          />
        </Form.Item>
      </Col>
      {banked && (
        <Col xs={24} md={5}>
          <Form.Item name={[name, 'accountCode']} label={t('field.accountCode')} rules={[needed]} required>
            <Select
              loading={accounts.isLoading}
              showSearch={{ optionFilterProp: 'label' }}
              options={accountCodes.map(([code, name]) => ({ value: code, label: `${code} - ${name}` }))}
              onChange={() =>
                set({
                  accountNoId: undefined,
                  chequeBookId: undefined,
                  ...(method === 'CHEQUE' ? { amount: null } : {}),
                })
              }
            />
          </Form.Item>
        </Col>
      )}
      {method === 'CHEQUE' && (
        <Col xs={24} md={5}>
          <Form.Item
            name={[name, 'chequeBookId']}
            label={t('field.chequeBook')}
            rules={[needed]}
            required
            extra={
              book ? `${t('field.nextChequeNo')}: ${book.nextChequeNo ?? t('form.bookUsedUp')}` : undefined
            }
          >
            <Select
              loading={books.isFetching}
              notFoundContent={t('form.noBook')}
              options={(books.data ?? []).map((b) => ({
                value: b.chequeBookId,
                label: `${b.bookNumber} (${b.accountNo})`,
                disabled: !b.active || b.nextChequeNo === null,
              }))}
              onChange={() => {
                const left = leftWithout();
                set({ amount: left > 0 ? left / 100 : null });
              }}
            />
          </Form.Item>
        </Col>
      )}
      {method === 'CHEQUE' && (
        <Col xs={12} md={4}>
          <Form.Item name={[name, 'chequeDate']} label={t('field.chequeDate')}>
            <ThaiDatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      )}
      {method === 'TRANSFER' && (
        <Col xs={24} md={6}>
          <Form.Item name={[name, 'accountNoId']} label={t('field.bankAccount')} rules={[needed]} required>
            <Select
              loading={accounts.isLoading}
              notFoundContent={t('form.noBankAccount')}
              options={bankAccounts.map((a) => ({
                value: a.accountNoId,
                label: `${a.accountNo} ${a.accountName}`,
              }))}
            />
          </Form.Item>
        </Col>
      )}
      <Col xs={12} md={4}>
        <Form.Item
          name={[name, 'amount']}
          label={t('field.amount')}
          rules={[
            needed,
            {
              validator: async (_r, v: number | null | undefined) => {
                if (v !== null && v !== undefined && satangOf(v) < 1)
                  throw new Error(ruleMessage(lang, 'min', { min: '0.01' }));
              },
            },
          ]}
          required
        >
          <NumberInput />
        </Form.Item>
      </Col>
      <Col xs={4} md={1} style={{ paddingTop: 30 }}>
        <RemoveLineButton label={t('form.removePayment', { index: index + 1 })} onRemove={onRemove} />
      </Col>
    </Row>
  );
}

/**
 * A payment voucher: payee, the approved requests ticked to pay, and how the remaining amount (their grand totals
 * less the tax withheld) leaves the property. Saved only when the payments add up to it to the satang; saved, it
 * is numbered and posted, and its cheques take their books' next numbers.
 */
export function PaymentVoucherForm({ onSaved }: { onSaved: (paymentVoucherNo: string) => void }) {
  const { t } = useTranslation(['payment-voucher', 'common']);
  const lang = useLang();
  const controls = useEditorControls();
  const [form] = Form.useForm<PaymentVoucherValues>();
  const save = useSavePaymentVoucher();
  const queryClient = useQueryClient();
  const rules = useMemo(() => formRulesFrom(paymentVoucherSave, lang), [lang]);
  const supplierCode = Form.useWatch('supplierCode', form);
  const ticked = Form.useWatch('requestPayNos', form);
  const payments = Form.useWatch('payments', form);
  const payable = usePayableRequests(supplierCode);
  const rows = payable.data ?? [];
  const remains = rows.filter((r) => (ticked ?? []).includes(r.requestPayNo)).map((r) => r.remain);
  const amounts = (payments ?? []).map((p) => p?.amount);
  const totals = voucherTotals(remains, amounts);
  const unequal = totals.paid !== totals.remaining;
  // The payments list renders apart from the rest of the form: what it proposes and checks is read when needed,
  // from the form and the supplier's payable requests as cached.
  const totalsNow = (except?: number) => {
    const code = (form.getFieldValue('supplierCode') as string | undefined) ?? '';
    const nos = (form.getFieldValue('requestPayNos') as string[] | undefined) ?? [];
    const list = (form.getFieldValue('payments') as PaymentValues[] | undefined) ?? [];
    const payableNow = queryClient.getQueryData<PayableRow[]>(paymentVoucherKeys.payable(code)) ?? [];
    return voucherTotals(
      payableNow.filter((r) => nos.includes(r.requestPayNo)).map((r) => r.remain),
      list.filter((_p, i) => i !== except).map((p) => p?.amount),
    );
  };

  async function submit(values: PaymentVoucherValues) {
    const body = checkWholeSchema(form, paymentVoucherSave, paymentVoucherBody(values), lang);
    if (!body) return;
    try {
      const saved = await save.mutateAsync(body);
      showSuccess(
        saved.chequeNos.length > 0
          ? t('form.savedCheques', { no: saved.paymentVoucherNo, cheques: saved.chequeNos.join(', ') })
          : t('form.saved', { no: saved.paymentVoucherNo }),
      );
      controls.done();
      onSaved(saved.paymentVoucherNo);
    } catch (error) {
      // A request the server refuses ("supplier does not match the payment voucher", requestPayNos.<i>) is told
      // under the requests table: the table has no item per request.
      const onRequests =
        error instanceof HttpError
          ? toFormFieldErrors(error.fields).filter((f) => f.name[0] === 'requestPayNos')
          : [];
      if (onRequests.length > 0)
        form.setFields([{ name: 'requestPayNos', errors: onRequests.flatMap((f) => f.errors) }]);
      else reportSaveError(form, error, { knownFields: FIELDS });
    }
  }

  return (
    <>
      <Form<PaymentVoucherValues>
        form={form}
        name="paymentVoucher"
        layout="vertical"
        initialValues={{ paymentVoucherDate: dayjs().startOf('day'), requestPayNos: [], payments: [] }}
        onValuesChange={(changed: PaymentVoucherValues) => {
          controls.setDirty(true);
          // Another payee's requests: what was ticked belongs to the one before.
          if ('supplierCode' in changed) form.setFieldsValue({ requestPayNos: [] });
        }}
        scrollToFirstError={FOCUS_FIRST_ERROR}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="paymentVoucherDate"
              label={t('field.date')}
              rules={rules.paymentVoucherDate}
              required
            >
              <ThaiDatePicker allowClear={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="supplierCode" label={t('field.supplier')} rules={rules.supplierCode} required>
              <SupplierSelect />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={t('field.description')} rules={rules.description} required>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('form.requests')}
        </Typography.Title>
        <Form.Item
          name="requestPayNos"
          rules={[
            {
              validator: async (_r, value: string[] | undefined) => {
                if (!value || value.length === 0)
                  throw new Error(ruleMessage(lang, 'mustAddRequestPay', { min: 1 }));
              },
            },
          ]}
        >
          <RequestsPicker
            rows={rows}
            loading={payable.isFetching}
            emptyText={supplierCode ? t('form.noRequests') : t('form.chooseSupplierFirst')}
          />
        </Form.Item>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('form.payments')}
        </Typography.Title>
        <Form.List
          name="payments"
          rules={[
            {
              validator: async (_rule, value: PaymentValues[] | undefined) => {
                if (!value || value.length === 0)
                  throw new Error(ruleMessage(lang, 'mustAddPaymentVoucher', { min: 1 }));
                const now = totalsNow();
                if (now.paid !== now.remaining)
                  throw new Error(ruleMessage(lang, 'transactionTotalNotEqualRemain'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <PaymentRow
                  key={field.key}
                  form={form}
                  index={index}
                  name={field.name}
                  leftWithout={() => totalsNow(field.name).left}
                  onRemove={() => remove(field.name)}
                />
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= PAYMENT_VOUCHER_MAX_PAYMENTS}
                onClick={() => {
                  const left = totalsNow().left;
                  add({ method: 'CASH', amount: left > 0 ? left / 100 : null });
                }}
                style={{ margin: '8px 0 16px' }}
              >
                {t('form.addPayment')}
              </Button>
            </>
          )}
        </Form.List>
        <Descriptions size="small" column={3} bordered data-testid="payment-voucher-totals">
          <Descriptions.Item label={t('form.remaining')}>{formatMoney(totals.remaining)}</Descriptions.Item>
          <Descriptions.Item label={t('form.paymentsTotal')}>{formatMoney(totals.paid)}</Descriptions.Item>
          <Descriptions.Item label={t('form.remainingAfter')}>{formatMoney(totals.left)}</Descriptions.Item>
        </Descriptions>
        {unequal && (totals.remaining > 0 || totals.paid > 0) && (
          <Typography.Text type="warning" data-testid="payment-voucher-unequal">
            {ruleMessage(lang, 'transactionTotalNotEqualRemain')}
          </Typography.Text>
        )}
      </Form>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 8 }}>
        <Button onClick={controls.cancel}>{t('common:cancel')}</Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={save.isPending}
          id="save-payment-voucher"
          data-shortcut="save"
          onClick={() => form.submit()}
        >
          {t('form.save')}
        </Button>
      </Flex>
    </>
  );
}
