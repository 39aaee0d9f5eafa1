import { useMemo, useState } from 'react';
import { Button, Col, Flex, Form, Input, Radio, Row, Select } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  chequeCreatePayFields,
  chequeCreateReceiptFields,
  chequeCreateReceiptForm,
  decimalStringToSatang,
  type ChequeDirection,
  type ChequeRow,
} from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { API_DATE_FORMAT } from '../../../components/format';
import { ChequeNumberInput } from '../../../components/inputs';
import { NumberInput } from '../../../components/number-input';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom } from '../../../components/zod-rule';
import { BankBranchFields } from '../../../lib/reference/bank-branch-select';
import { useAccountOptions } from '../../../lib/reference/get-account-options';
import { useEditorControls } from '../../../lib/settings/editor-drawer';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import { useCreateIssuedCheque, useCreateReceivedCheque, useUpdateCheque } from '../api/cheque-actions';

export type ReceivedValues = {
  chequeNo?: string;
  chequeDate?: Dayjs | null;
  chequeBankId?: string;
  chequeBankBranchId?: string;
  payerName?: string;
  chequeAmount?: number | null;
  remark?: string | null;
};
export type IssuedValues = {
  chequeNo?: string;
  chequeDate?: Dayjs | null;
  accountCode?: string;
  bookNo?: string;
  payeeName?: string;
  amount?: number | null;
  remark?: string | null;
};

const RECEIVED_FIELDS = [
  'chequeNo',
  'chequeDate',
  'chequeBankId',
  'chequeBankBranchId',
  'payerName',
  'chequeAmount',
  'remark',
] as const;
const ISSUED_FIELDS = [
  'chequeNo',
  'chequeDate',
  'accountCode',
  'bookNo',
  'payeeName',
  'amount',
  'remark',
] as const;
const blank = (text: string | null | undefined) =>
  text === undefined || text === null || text.trim() === '' ? null : text.trim();
const isoOf = (date: Dayjs | null | undefined) => (date ? date.format(API_DATE_FORMAT) : '');

/** The create body of a received cheque, as typed (the shared schema checks it here and on the server). */
export function receivedRequest(v: ReceivedValues) {
  return {
    chequeNo: v.chequeNo ?? null,
    chequeDate: isoOf(v.chequeDate),
    chequeBankId: v.chequeBankId ?? null,
    chequeBankBranchId: v.chequeBankBranchId ?? null,
    payerName: blank(v.payerName),
    // A new or corrected cheque is unused: the server works its balance out from the amount.
    chequeAmount: v.chequeAmount ?? null,
    chequeType: 1 as const,
    remark: blank(v.remark),
  };
}

export function issuedRequest(v: IssuedValues) {
  return {
    chequeNo: v.chequeNo ?? null,
    chequeDate: isoOf(v.chequeDate),
    accountCode: v.accountCode ?? null,
    bookNo: blank(v.bookNo),
    payeeName: blank(v.payeeName),
    amount: v.amount ?? null,
    // The bank follows the chosen account on the server.
    bankCode: null,
    branchCode: null,
    remark: blank(v.remark),
  };
}

/** Baht for the amount input, from the reply's decimal text. */
const bahtOf = (decimal: string) => decimalStringToSatang(decimal) / 100;

/** The form values of a saved received cheque (editing). */
export function receivedValuesOf(c: ChequeRow): ReceivedValues {
  return {
    chequeNo: c.chequeNo,
    chequeDate: dayjs(c.chequeDate),
    chequeBankId: c.bankCode,
    chequeBankBranchId: c.branchCode ?? undefined,
    payerName: c.payerName,
    chequeAmount: bahtOf(c.amount),
    remark: c.remark,
  };
}

/** The form values of a saved issued cheque (editing). */
export function issuedValuesOf(c: ChequeRow): IssuedValues {
  return {
    chequeNo: c.chequeNo,
    chequeDate: dayjs(c.chequeDate),
    accountCode: c.accountCode ?? undefined,
    bookNo: c.bookNo ?? undefined,
    payeeName: c.payerName,
    amount: bahtOf(c.amount),
    remark: c.remark,
  };
}

/** `editing`: an unused cheque on hand whose details are corrected (PUT update); otherwise a new cheque. */
type ChequeFormProps = { onSaved: (cheque: ChequeRow) => void; editing?: ChequeRow };

/**
 * A new cheque: received (pays receipts, 001 "New cheque receipt") or issued (pays suppliers); or the correction
 * of one no receipt has used yet, which keeps its direction.
 */
export function ChequeForm({ onSaved, editing }: ChequeFormProps) {
  const { t } = useTranslation('cheques');
  const [direction, setDirection] = useState<ChequeDirection>('RECEIVED');
  if (editing) {
    return editing.direction === 'RECEIVED' ? (
      <ReceivedForm onSaved={onSaved} editing={editing} />
    ) : (
      <IssuedForm onSaved={onSaved} editing={editing} />
    );
  }
  return (
    <>
      <Radio.Group
        value={direction}
        optionType="button"
        buttonStyle="solid"
        style={{ marginBottom: 16 }}
        onChange={(e) => setDirection(e.target.value as ChequeDirection)}
        options={[
          { value: 'RECEIVED', label: t('type.RECEIVED') },
          { value: 'ISSUED', label: t('type.ISSUED') },
        ]}
      />
      {direction === 'RECEIVED' ? <ReceivedForm onSaved={onSaved} /> : <IssuedForm onSaved={onSaved} />}
    </>
  );
}

function ReceivedForm({ onSaved, editing }: ChequeFormProps) {
  const { t } = useTranslation(['cheques', 'common']);
  const lang = useLang();
  const controls = useEditorControls();
  const [form] = Form.useForm<ReceivedValues>();
  const create = useCreateReceivedCheque();
  const update = useUpdateCheque();
  const rules = useMemo(() => formRulesFrom(chequeCreateReceiptFields, lang), [lang]);

  async function submit(values: ReceivedValues) {
    const body = receivedRequest(values);
    if (!checkWholeSchema(form, chequeCreateReceiptForm, body, lang)) return;
    try {
      const saved = editing
        ? await update.mutateAsync({
            chequeId: editing.id,
            chequeNo: body.chequeNo,
            chequeDate: body.chequeDate,
            bankCode: body.chequeBankId,
            branchCode: body.chequeBankBranchId,
            payerName: body.payerName,
            amount: body.chequeAmount,
            accountCode: null,
            bookNo: null,
            remark: body.remark,
          })
        : await create.mutateAsync(body);
      showSaved(t('form.saved', { no: saved.chequeNo }));
      controls.done();
      onSaved(saved);
    } catch (error) {
      reportSaveError(form, error, {
        knownFields: RECEIVED_FIELDS,
        fieldCodes: { CH002: 'chequeNo', CH005: 'chequeBankBranchId' },
      });
    }
  }

  return (
    <>
      <Form<ReceivedValues>
        form={form}
        name="chequeReceived"
        layout="vertical"
        initialValues={editing ? receivedValuesOf(editing) : { chequeDate: dayjs().startOf('day') }}
        onValuesChange={() => controls.setDirty(true)}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="chequeNo" label={t('field.chequeNo')} rules={rules.chequeNo} required>
              <ChequeNumberInput placeholder="________" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="chequeDate" label={t('field.chequeDate')} rules={rules.chequeDate} required>
              <ThaiDatePicker name="chequeDate" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <BankBranchFields
          bankName="chequeBankId"
          branchName="chequeBankBranchId"
          bankPath="chequeBankId"
          branchPath="chequeBankBranchId"
          bankRules={rules.chequeBankId}
          branchRules={rules.chequeBankBranchId}
          bankLabel={t('field.bank')}
          branchLabel={t('field.branch')}
        />
        <Form.Item name="payerName" label={t('field.payerName')} rules={rules.payerName} required>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item
          name="chequeAmount"
          label={t('field.amount')}
          rules={rules.chequeAmount}
          required
          extra={t('form.balanceFollows')}
        >
          <NumberInput />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')} rules={rules.remark}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={controls.cancel}>{t('common:cancel')}</Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={create.isPending || update.isPending}
          id="cheque-save"
          onClick={() => form.submit()}
        >
          {t('form.save')}
        </Button>
      </Flex>
    </>
  );
}

function IssuedForm({ onSaved, editing }: ChequeFormProps) {
  const { t } = useTranslation(['cheques', 'common']);
  const lang = useLang();
  const controls = useEditorControls();
  const [form] = Form.useForm<IssuedValues>();
  const create = useCreateIssuedCheque();
  const update = useUpdateCheque();
  const accounts = useAccountOptions({ category: 'ASSET', postable: 'Y' });
  const rules = useMemo(() => formRulesFrom(chequeCreatePayFields, lang), [lang]);

  async function submit(values: IssuedValues) {
    const body = issuedRequest(values);
    if (!checkWholeSchema(form, chequeCreatePayFields, body, lang)) return;
    try {
      // A written cheque stays on the account (and bank) of its cheque book.
      const saved = editing
        ? await update.mutateAsync({
            chequeId: editing.id,
            chequeNo: body.chequeNo,
            chequeDate: body.chequeDate,
            bankCode: editing.bankCode,
            branchCode: editing.branchCode,
            payerName: body.payeeName,
            amount: body.amount,
            accountCode: editing.accountCode,
            bookNo: body.bookNo,
            remark: body.remark,
          })
        : await create.mutateAsync(body);
      showSaved(t('form.saved', { no: saved.chequeNo }));
      controls.done();
      onSaved(saved);
    } catch (error) {
      reportSaveError(form, error, {
        knownFields: ISSUED_FIELDS,
        fieldCodes: { CH002: 'chequeNo', CH006: 'accountCode', CH005: 'accountCode' },
      });
    }
  }

  return (
    <>
      <Form<IssuedValues>
        form={form}
        name="chequeIssued"
        layout="vertical"
        initialValues={editing ? issuedValuesOf(editing) : { chequeDate: dayjs().startOf('day') }}
        onValuesChange={() => controls.setDirty(true)}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="accountCode" label={t('field.accountCode')} rules={rules.accountCode} required>
              <Select
                placeholder={t('form.choose')}
                disabled={editing !== undefined}
                loading={accounts.isLoading}
                showSearch={{ optionFilterProp: 'label' }}
                options={accounts.data ?? []}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="bookNo" label={t('field.bookNo')} rules={rules.bookNo} required>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="chequeNo" label={t('field.chequeNo')} rules={rules.chequeNo} required>
              <ChequeNumberInput placeholder="________" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="chequeDate" label={t('field.chequeDate')} rules={rules.chequeDate} required>
              <ThaiDatePicker name="chequeDate" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="payeeName" label={t('field.payeeName')} rules={rules.payeeName} required>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="amount" label={t('field.amount')} rules={rules.amount} required>
          <NumberInput />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')} rules={rules.remark}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={controls.cancel}>{t('common:cancel')}</Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={create.isPending || update.isPending}
          id="cheque-save"
          onClick={() => form.submit()}
        >
          {t('form.save')}
        </Button>
      </Flex>
    </>
  );
}
