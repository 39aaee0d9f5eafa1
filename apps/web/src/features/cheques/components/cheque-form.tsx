import { useMemo, useState } from 'react';
import { Button, Col, Flex, Form, Input, Radio, Row, Select } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  chequeCreatePayFields,
  chequeCreateReceiptFields,
  chequeCreateReceiptForm,
  type ChequeDirection,
  type ChequeRow,
} from '@suanklang/shared';
import { showSuccess } from '../../../components/dialogs';
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
import { useCreateIssuedCheque, useCreateReceivedCheque } from '../api/cheque-actions';

export type ReceivedValues = {
  chequeNo?: string;
  chequeDate?: Dayjs | null;
  chequeBankId?: string;
  chequeBankBranchId?: string;
  payerName?: string;
  chequeAmount?: number | null;
  chequeBalance?: number | null;
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
  'chequeBalance',
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
    chequeAmount: v.chequeAmount ?? null,
    chequeBalance: v.chequeBalance ?? null,
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

type ChequeFormProps = { onSaved: (cheque: ChequeRow) => void };

/** A new cheque: received (pays receipts, 001 "New cheque receipt") or issued (pays suppliers). */
export function ChequeForm({ onSaved }: ChequeFormProps) {
  const { t } = useTranslation('cheques');
  const [direction, setDirection] = useState<ChequeDirection>('RECEIVED');
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

function ReceivedForm({ onSaved }: ChequeFormProps) {
  const { t } = useTranslation(['cheques', 'common']);
  const lang = useLang();
  const controls = useEditorControls();
  const [form] = Form.useForm<ReceivedValues>();
  const create = useCreateReceivedCheque();
  const rules = useMemo(() => formRulesFrom(chequeCreateReceiptFields, lang), [lang]);

  async function submit(values: ReceivedValues) {
    const body = receivedRequest(values);
    if (!checkWholeSchema(form, chequeCreateReceiptForm, body, lang)) return;
    try {
      const saved = await create.mutateAsync(body);
      showSuccess(t('form.saved', { no: saved.chequeNo }));
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
        initialValues={{ chequeDate: dayjs().startOf('day') }}
        onValuesChange={(changed: ReceivedValues) => {
          controls.setDirty(true);
          // The remaining balance follows the amount while it is typed (001 s.5 "Create cheque").
          if ('chequeAmount' in changed) form.setFieldValue('chequeBalance', changed.chequeAmount ?? null);
        }}
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
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="chequeAmount" label={t('field.amount')} rules={rules.chequeAmount} required>
              <NumberInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="chequeBalance" label={t('field.balance')} rules={rules.chequeBalance} required>
              <NumberInput />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="remark" label={t('field.remark')} rules={rules.remark}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={controls.cancel}>{t('common:cancel')}</Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={create.isPending}
          id="cheque-save"
          onClick={() => form.submit()}
        >
          {t('form.save')}
        </Button>
      </Flex>
    </>
  );
}

function IssuedForm({ onSaved }: ChequeFormProps) {
  const { t } = useTranslation(['cheques', 'common']);
  const lang = useLang();
  const controls = useEditorControls();
  const [form] = Form.useForm<IssuedValues>();
  const create = useCreateIssuedCheque();
  const accounts = useAccountOptions({ category: 'ASSET', postable: 'Y' });
  const rules = useMemo(() => formRulesFrom(chequeCreatePayFields, lang), [lang]);

  async function submit(values: IssuedValues) {
    const body = issuedRequest(values);
    if (!checkWholeSchema(form, chequeCreatePayFields, body, lang)) return;
    try {
      const saved = await create.mutateAsync(body);
      showSuccess(t('form.saved', { no: saved.chequeNo }));
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
        initialValues={{ chequeDate: dayjs().startOf('day') }}
        onValuesChange={() => controls.setDirty(true)}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="accountCode" label={t('field.accountCode')} rules={rules.accountCode} required>
              <Select
                placeholder={t('form.choose')}
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
          loading={create.isPending}
          id="cheque-save"
          onClick={() => form.submit()}
        >
          {t('form.save')}
        </Button>
      </Flex>
    </>
  );
}
