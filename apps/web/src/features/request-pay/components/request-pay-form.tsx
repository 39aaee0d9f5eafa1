import { useMemo, type ReactNode } from 'react';
import {
  Button,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Typography,
  type FormInstance,
  type FormRule,
} from 'antd';
import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  decimalStringToSatang,
  formatMoney,
  REQUEST_PAY_TYPE_ADVANCE,
  REQUEST_PAY_TYPE_CLAIM,
  REQUEST_PAY_TYPE_CLEARING,
  REQUEST_PAY_TYPE_DECORATE,
  REQUEST_PAY_TYPE_ORDER,
  REQUEST_PAY_TYPE_PETTY_CASH,
  REQUEST_PAY_TYPE_WALLET_CLOSE,
  REQUEST_PAY_TYPE_WALLET_PAY,
  PETTY_CASH_KINDS,
  REQUEST_PAY_VAT_MODES,
  requestPayLineInput,
  requestPaySave,
  ruleMessage,
  type PettyCashKind,
  type RequestPayDetail,
  type RequestPayVatMode,
} from '@suanklang/shared';
import { showSaved, showSuccess } from '../../../components/dialogs';
import { SupplierSelect } from '../../../components/supplier-select';
import { UnitSelect } from '../../../components/unit-select';
import { FOCUS_FIRST_ERROR } from '../../../components/form-focus';
import { API_DATE_FORMAT, formatDate } from '../../../components/format';
import { NumberInput } from '../../../components/number-input';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom, zodRule } from '../../../components/zod-rule';
import { useAccountOptions } from '../../../lib/reference/get-account-options';
import { useEditorControls } from '../../../lib/settings/editor-drawer';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import {
  useActiveBudgetItems,
  useActiveExpenseTypes,
  usePaidAdvances,
  usePettyCashBalance,
  useRequestPayTypes,
  useSaveRequestPay,
  useUnitClaims,
  useUnitOpenInvoices,
  useUnitWallets,
  useVatRates,
  type RequestPaySaveBody,
} from '../api/request-pay';
import { requestPayTotals, vatPermilleOn } from './request-pay-totals';
import { RemoveLineButton } from '../../../components/remove-line-button';

/** The 50 ทวิ income rows the server takes (withholding.ts WHT_INCOME_ROWS). */
const WHT_INCOME_ROWS = ['40(1)', '40(2)', '40(3)', '40(4)', '5', '6'] as const;

type LineValues = {
  accountCode?: string;
  expenseTypeCode?: string;
  budgetItemCode?: string;
  description?: string;
  amount?: number | null;
  whtRate?: number | null;
  whtIncomeRow?: string;
  /** Types 2 and 5: the wallet the line refunds or pays from. */
  walletType?: number;
  /** Type 5: the unit's invoice the line pays. */
  invoiceNo?: string;
  /** Type 10: the unit's receipt the line claims back from (its account one the receipt earned). */
  receiptNo?: string;
};
export type RequestPayValues = {
  requestType?: number;
  requestPayDate?: Dayjs | null;
  supplierCode?: string;
  referenceNo?: string;
  description?: string;
  vatMode?: RequestPayVatMode;
  /** Type 7: a fund raised or a spending from it. */
  pettyCash?: PettyCashKind;
  /** Type 9: the advance it clears. */
  advanceRequestPayNo?: string;
  /**
   * Types 2 and 11: the unit whose wallet is closed or whose renovation deposit is returned; 11: the damages kept
   * and their income account.
   */
  unitCode?: string;
  damages?: number | null;
  damagesAccountCode?: string;
  lines?: LineValues[];
};

const FIELDS = [
  'requestType',
  'requestPayDate',
  'supplierCode',
  'referenceNo',
  'description',
  'vatMode',
  'budgetYear',
  'budgetMonth',
  'pettyCash',
  'advanceRequestPayNo',
  'unitCode',
  'damages',
  'damagesAccountCode',
  'lines',
] as const;

const ADVANCE = REQUEST_PAY_TYPE_ADVANCE;
const CLEARING = REQUEST_PAY_TYPE_CLEARING;
const DECORATE = REQUEST_PAY_TYPE_DECORATE;
const PETTY = REQUEST_PAY_TYPE_PETTY_CASH;
const WALLET = REQUEST_PAY_TYPE_WALLET_CLOSE;
const ORDER = REQUEST_PAY_TYPE_ORDER;
const WALLET_PAY = REQUEST_PAY_TYPE_WALLET_PAY;
/** Types that take money out of a unit's wallet: closing it (2) and paying its invoices (5). */
const fromWallet = (type: number | undefined) => type === WALLET || type === WALLET_PAY;
const CLAIM = REQUEST_PAY_TYPE_CLAIM;
/** Types that name a unit: its wallet closed or paying its invoices, its receipts claimed, its deposit returned. */
const ofUnit = (type: number | undefined) => fromWallet(type) || type === CLAIM || type === DECORATE;
/**
 * An advance and its clearing take no withholding tax (it is withheld when the vendor is paid), nor does a
 * deposit or a wallet returned, nor petty cash.
 */
const withholds = (type: number | undefined) =>
  type !== ADVANCE &&
  type !== CLEARING &&
  type !== DECORATE &&
  type !== PETTY &&
  type !== CLAIM &&
  !fromWallet(type);
/**
 * Lines without the account picker and VAT (a claim's account is picked among its receipt's, in its own field).
 * Lines of an account the server decides: an advance's (advances to staff), a deposit's (renovation deposits), a
 * petty cash fund's (petty cash), a wallet's (the wallet's own account).
 */
const fixedAccount = (type: number | undefined, kind?: PettyCashKind) =>
  type === ADVANCE ||
  type === DECORATE ||
  fromWallet(type) ||
  type === CLAIM ||
  (type === PETTY && kind === 'FUND');
/** Lines naming an expense type: types 3 and 4 (required), a clearing's and a petty cash spending's (optional). */
const needsExpenseType = (type: number | undefined) => type === 3 || type === ORDER;
const typedLines = (type: number | undefined, kind?: PettyCashKind) =>
  needsExpenseType(type) || type === CLEARING || (type === PETTY && kind === 'SPEND');
/** The rule named when a type's request has no line. */
const minLinesRule = (type: number) =>
  ({
    [WALLET]: 'mustAddWallet',
    [WALLET_PAY]: 'selectAtLeastOneInvoice',
    [CLAIM]: 'mustAddClaim',
    3: 'mustAddExpense',
    [ORDER]: 'mustAddOrder',
    6: 'mustAddBudgetItem',
    [ADVANCE]: 'mustAddAdvance',
    [CLEARING]: 'mustAddExpense',
    [PETTY]: 'mustAddExpense',
    [DECORATE]: 'mustAddDecorate',
  })[type] ?? 'mustAddAccount';

const damagesOf = (form: FormInstance<RequestPayValues>) =>
  satangOf(form.getFieldValue('damages') as number | null | undefined);

const baht = (v: number | null | undefined) => (v === null || v === undefined ? undefined : v.toFixed(2));
const satangOf = (v: number | null | undefined) =>
  v === null || v === undefined || !Number.isFinite(v) ? 0 : decimalStringToSatang(v.toFixed(2));

/**
 * The save body as the shared schema reads it: amounts and rates as decimal text, blanks left out, only the
 * fields the type uses; a budget request takes its budget month from its date (the server requires the same); an
 * advance's lines name no account (the server charges advances to staff) and carry no VAT; a clearing names its
 * advance; neither withholds.
 */
export function requestPayBody(values: RequestPayValues, requestPayNo?: string): RequestPaySaveBody {
  const type = values.requestType ?? 0;
  const date = values.requestPayDate ? values.requestPayDate.format(API_DATE_FORMAT) : '';
  const text = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);
  const budget = type === 6 ? values.requestPayDate : undefined;
  const kind = type === PETTY ? values.pettyCash : undefined;
  const fixed = fixedAccount(type, kind);
  return {
    requestPayNo,
    requestType: type,
    requestPayDate: date,
    supplierCode: values.supplierCode ?? '',
    referenceNo: text(values.referenceNo),
    description: values.description?.trim() ?? '',
    vatMode: fixed ? 'NONE' : (values.vatMode ?? 'EXCLUDE'),
    pettyCash: kind,
    budgetYear: budget ? budget.year() : undefined,
    budgetMonth: budget ? budget.month() + 1 : undefined,
    advanceRequestPayNo: type === CLEARING ? values.advanceRequestPayNo || undefined : undefined,
    unitCode: ofUnit(type) ? values.unitCode || undefined : undefined,
    damages: type === DECORATE && values.damages ? baht(values.damages) : undefined,
    damagesAccountCode:
      type === DECORATE && values.damages ? values.damagesAccountCode || undefined : undefined,
    lines: (values.lines ?? []).map((l) => {
      const withheld = withholds(type) && l.whtRate !== null && l.whtRate !== undefined && l.whtRate > 0;
      // Keys the type does not use stay undefined: the JSON body leaves them out.
      return {
        accountCode: type === CLAIM || (type !== 6 && !fixed) ? l.accountCode || undefined : undefined,
        expenseTypeCode: typedLines(type, kind) ? l.expenseTypeCode || undefined : undefined,
        budgetItemCode: type === 6 ? l.budgetItemCode || undefined : undefined,
        description: text(l.description),
        amount: baht(l.amount) ?? '',
        whtRate: withheld ? baht(l.whtRate) : undefined,
        whtIncomeRow: withheld ? (l.whtIncomeRow ?? '') : undefined,
        walletType: fromWallet(type) ? l.walletType : undefined,
        invoiceNo: type === WALLET_PAY ? l.invoiceNo || undefined : undefined,
        receiptNo: type === CLAIM ? l.receiptNo || undefined : undefined,
      };
    }),
  };
}

/** The form's values of a saved request (the edit of a pending one). */
export function valuesOf(detail: RequestPayDetail): RequestPayValues {
  const lineAmount = (l: RequestPayDetail['lines'][number]) =>
    decimalStringToSatang(detail.vatMode === 'INCLUDE' ? l.grandTotal : l.amountExcludeVat) / 100;
  return {
    requestType: detail.requestType,
    requestPayDate: dayjs(detail.requestPayDate),
    supplierCode: detail.supplierCode,
    referenceNo: detail.referenceNo ?? undefined,
    description: detail.description,
    vatMode: detail.vatMode,
    pettyCash: detail.pettyCash ?? undefined,
    advanceRequestPayNo: detail.advanceRequestPayNo ?? undefined,
    unitCode: detail.unitCode ?? undefined,
    damages: detail.damages ? decimalStringToSatang(detail.damages) / 100 : null,
    damagesAccountCode: detail.damagesAccountCode ?? undefined,
    lines: detail.lines.map((l) => ({
      accountCode:
        fixedAccount(detail.requestType, detail.pettyCash ?? undefined) && detail.requestType !== CLAIM
          ? undefined
          : l.accountCode,
      expenseTypeCode: l.expenseTypeCode ?? undefined,
      budgetItemCode: l.budgetItemCode ?? undefined,
      description: l.description ?? undefined,
      amount: lineAmount(l),
      whtRate: l.whtRate ? decimalStringToSatang(l.whtRate) / 100 : null,
      whtIncomeRow: l.whtIncomeRow ?? undefined,
      walletType: l.walletType ?? undefined,
      invoiceNo: l.invoiceNo ?? undefined,
      receiptNo: l.receiptNo ?? undefined,
    })),
  };
}

/**
 * A request-pay: header (type, date, payee, VAT mode, remark) and lines by type, with the totals the server will
 * save computed here to the satang. Saved new, it is numbered and sent for approval; `editing` changes a pending
 * request in place (its type fixed).
 */
export function RequestPayForm({
  editing,
  onSaved,
}: {
  editing?: RequestPayDetail | undefined;
  onSaved: (requestPayNo: string) => void;
}) {
  const { t } = useTranslation(['request-pay', 'common']);
  const lang = useLang();
  const controls = useEditorControls();
  const [form] = Form.useForm<RequestPayValues>();
  const save = useSaveRequestPay();
  const types = useRequestPayTypes();
  const rates = useVatRates();
  const rules = useMemo(() => formRulesFrom(requestPaySave, lang), [lang]);
  const lineRules = useMemo(() => formRulesFrom(requestPayLineInput, lang), [lang]);
  // The line schema leaves the codes optional; the type decides which it needs (the shared schema's refine).
  // The rate is typed as a number and read by the schema as decimal text ('3.00').
  const rateRules = useMemo(
    () => [
      zodRule(requestPayLineInput.shape.whtRate, lang, {
        toInput: (v) => (typeof v === 'number' ? v.toFixed(2) : undefined),
      }),
    ],
    [lang],
  );
  const needed = useMemo(() => ({ required: true, message: ruleMessage(lang, 'required') }), [lang]);
  const type = Form.useWatch('requestType', form);
  const kind = Form.useWatch('pettyCash', form);
  const petty = type === PETTY ? kind : undefined;
  const fixed = fixedAccount(type, petty);
  const typed = typedLines(type, petty);
  const vatMode = Form.useWatch('vatMode', form) ?? 'EXCLUDE';
  const date = Form.useWatch('requestPayDate', form);
  const lines = Form.useWatch('lines', form);
  const accounts = useAccountOptions({ postable: 'Y' });
  const supplierCode = Form.useWatch('supplierCode', form);
  const advanceNo = Form.useWatch('advanceRequestPayNo', form);
  const expenseTypes = useActiveExpenseTypes(typed);
  const advances = usePaidAdvances(supplierCode, type === CLEARING);
  const advance = (advances.data ?? []).find((a) => a.requestPayNo === advanceNo);
  const incomeAccounts = useAccountOptions({ category: 'INCOME', postable: 'Y' });
  const unitCode = Form.useWatch('unitCode', form);
  const wallets = useUnitWallets(unitCode, fromWallet(type));
  const openInvoices = useUnitOpenInvoices(unitCode, type === WALLET_PAY);
  const claims = useUnitClaims(unitCode, type === CLAIM);
  const claimAccounts = (receiptNo: string | undefined) =>
    (claims.data ?? []).find((r) => r.receiptNo === receiptNo)?.accounts ?? [];
  const walletOptions = (wallets.data?.wallets ?? []).map((w) => ({
    value: w.walletType,
    label: `${w.description} (${formatMoney(decimalStringToSatang(w.balance))})`,
  }));
  /** What the lines take from each wallet, against what it holds. */
  const walletsLeft = (wallets.data?.wallets ?? []).map((w) => ({
    ...w,
    left:
      decimalStringToSatang(w.balance) -
      (lines ?? []).reduce((sum, l) => sum + (l?.walletType === w.walletType ? satangOf(l.amount) : 0), 0),
  }));
  const damages = satangOf(Form.useWatch('damages', form));
  const budgetItems = useActiveBudgetItems(type === 6);
  const permille = vatPermilleOn(rates.data ?? [], (date ?? dayjs()).format(API_DATE_FORMAT));
  const totals = requestPayTotals(
    (lines ?? []).map((l) => ({
      amount: satangOf(l?.amount),
      whtRate: withholds(type) ? baht(l?.whtRate) : undefined,
    })),
    vatMode,
    permille,
  );
  const available = (types.data ?? []).filter((ty) => ty.available);
  const fund = usePettyCashBalance(
    date ? date.format(API_DATE_FORMAT) : '',
    type === PETTY && petty === 'SPEND',
  );
  const fundBalance = fund.data ? decimalStringToSatang(fund.data.balance) : null;

  async function submit(values: RequestPayValues) {
    const body = checkWholeSchema(form, requestPaySave, requestPayBody(values, editing?.requestPayNo), lang);
    if (!body) return;
    try {
      const saved = await save.mutateAsync(body);
      // A new request's number is to be noted; an edit of one already numbered is a routine save.
      if (editing) showSaved(t('form.updated', { no: saved.requestPayNo }));
      else showSuccess(t('form.saved', { no: saved.requestPayNo }));
      controls.done();
      onSaved(saved.requestPayNo);
    } catch (error) {
      reportSaveError(form, error, { knownFields: FIELDS });
    }
  }

  return (
    <>
      <Form<RequestPayValues>
        form={form}
        name="requestPay"
        layout="vertical"
        initialValues={
          editing
            ? valuesOf(editing)
            : { requestPayDate: dayjs().startOf('day'), vatMode: 'EXCLUDE', lines: [{}] }
        }
        onValuesChange={(changed: RequestPayValues) => {
          controls.setDirty(true);
          // An advance carries no VAT, nor a petty cash fund; a clearing's advance is the payee's.
          const now = form.getFieldsValue(['requestType', 'pettyCash']) as RequestPayValues;
          if (
            ('requestType' in changed || 'pettyCash' in changed) &&
            fixedAccount(now.requestType, now.pettyCash)
          )
            form.setFieldValue('vatMode', 'NONE');
          if ('supplierCode' in changed) form.setFieldValue('advanceRequestPayNo', undefined);
          // Another unit has other wallets: the lines name them again.
          if ('unitCode' in changed && (fromWallet(now.requestType) || now.requestType === CLAIM))
            form.setFieldValue(
              'lines',
              (form.getFieldValue('lines') as LineValues[] | undefined)?.map((l) => ({
                ...l,
                walletType: undefined,
                invoiceNo: undefined,
                receiptNo: undefined,
                ...(now.requestType === CLAIM ? { accountCode: undefined } : {}),
              })),
            );
          // Another receipt earned other accounts: the line picks its account again.
          const changedLines = (changed.lines ?? []) as (LineValues | undefined)[];
          changedLines.forEach((l, i) => {
            if (l && 'receiptNo' in l && now.requestType === CLAIM)
              form.setFieldValue(['lines', i, 'accountCode'], undefined);
          });
        }}
        scrollToFirstError={FOCUS_FIRST_ERROR}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <Form.Item name="requestType" label={t('field.type')} rules={rules.requestType} required>
          <Radio.Group
            disabled={Boolean(editing)}
            options={available.map((ty) => ({ value: ty.code, label: ty.description }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="requestPayDate" label={t('field.date')} rules={rules.requestPayDate} required>
              <ThaiDatePicker allowClear={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="supplierCode" label={t('field.supplier')} rules={rules.supplierCode} required>
              <SupplierSelect known={editing && { code: editing.supplierCode, name: editing.supplierName }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="vatMode" label={t('field.vatMode')} rules={rules.vatMode} required>
              <Radio.Group
                disabled={fixed}
                options={REQUEST_PAY_VAT_MODES.map((m) => ({ value: m, label: t(`vatModes.${m}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              name="referenceNo"
              label={t(type === ORDER ? 'field.orderNo' : 'field.referenceNo')}
              rules={type === ORDER ? [...rules.referenceNo, needed] : rules.referenceNo}
              required={type === ORDER}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={t('field.description')} rules={rules.description} required>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        {type === CLEARING && (
          <Form.Item
            name="advanceRequestPayNo"
            label={t('field.advance')}
            rules={[...rules.advanceRequestPayNo, needed]}
            required
          >
            <Select
              loading={advances.isLoading}
              notFoundContent={t('form.noAdvance')}
              options={(advances.data ?? []).map((a) => ({
                value: a.requestPayNo,
                label: `${a.requestPayNo} - ${a.description} (${formatMoney(decimalStringToSatang(a.grandTotal))})`,
              }))}
            />
          </Form.Item>
        )}
        {type === ADVANCE && (
          <Typography.Paragraph type="secondary">{t('form.advanceLines')}</Typography.Paragraph>
        )}
        {type === PETTY && (
          <Form.Item
            name="pettyCash"
            label={t('field.pettyCash')}
            rules={[...rules.pettyCash, needed]}
            required
          >
            <Radio.Group
              disabled={Boolean(editing)}
              options={PETTY_CASH_KINDS.map((k) => ({ value: k, label: t(`pettyCashKinds.${k}`) }))}
            />
          </Form.Item>
        )}
        {type === PETTY && petty === 'FUND' && (
          <Typography.Paragraph type="secondary">{t('form.pettyCashFund')}</Typography.Paragraph>
        )}
        {fromWallet(type) && (
          <>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item
                  name="unitCode"
                  label={t('field.unit')}
                  rules={[...rules.unitCode, needed]}
                  required
                >
                  <UnitSelect known={editing?.unitCode ?? undefined} />
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                {wallets.data && (
                  <Descriptions size="small" column={1} data-testid="request-pay-wallets">
                    <Descriptions.Item label={t('field.customer')}>
                      {wallets.data.customerName ?? '-'}
                    </Descriptions.Item>
                    {wallets.data.wallets.map((w) => (
                      <Descriptions.Item key={w.walletType} label={w.description}>
                        {formatMoney(decimalStringToSatang(w.balance))}
                      </Descriptions.Item>
                    ))}
                  </Descriptions>
                )}
              </Col>
            </Row>
            <Typography.Paragraph type="secondary">
              {t(type === WALLET ? 'form.walletLines' : 'form.walletPayLines')}
            </Typography.Paragraph>
          </>
        )}
        {type === CLAIM && (
          <>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item
                  name="unitCode"
                  label={t('field.unit')}
                  rules={[...rules.unitCode, needed]}
                  required
                >
                  <UnitSelect known={editing?.unitCode ?? undefined} />
                </Form.Item>
              </Col>
            </Row>
            <Typography.Paragraph type="secondary">{t('form.claimLines')}</Typography.Paragraph>
          </>
        )}
        {type === DECORATE && (
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="unitCode" label={t('field.unit')} rules={[...rules.unitCode, needed]} required>
                <UnitSelect known={editing?.unitCode ?? undefined} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="damages" label={t('field.damages')} rules={rules.damages}>
                <NumberInput />
              </Form.Item>
            </Col>
            <Col xs={12} md={10}>
              <Form.Item
                name="damagesAccountCode"
                label={t('field.damagesAccount')}
                dependencies={['damages']}
                rules={[
                  ...rules.damagesAccountCode,
                  {
                    validator: async (_r, code: string | undefined) => {
                      if (damagesOf(form) > 0 && !code) throw new Error(ruleMessage(lang, 'required'));
                    },
                  },
                ]}
              >
                <Select
                  allowClear
                  loading={incomeAccounts.isLoading}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={incomeAccounts.data ?? []}
                />
              </Form.Item>
            </Col>
          </Row>
        )}
        {type === 6 && date && (
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('field.budgetPeriod')}>
              {t('form.budgetPeriod', { month: date.month() + 1, year: date.year() })}
            </Descriptions.Item>
          </Descriptions>
        )}
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('detail.lines')}
        </Typography.Title>
        <Form.List
          name="lines"
          rules={[
            {
              validator: async (_rule, value: unknown[] | undefined) => {
                if (type === undefined) return;
                if (!value || value.length === 0)
                  throw new Error(ruleMessage(lang, minLinesRule(type), { min: 1 }));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Row
                  key={field.key}
                  gutter={8}
                  align="top"
                  role="group"
                  aria-label={t('form.line', { index: index + 1 })}
                >
                  {typed && (
                    <Col xs={24} md={8}>
                      <Form.Item
                        name={[field.name, 'expenseTypeCode']}
                        label={t('field.expenseType')}
                        rules={
                          needsExpenseType(type)
                            ? [...lineRules.expenseTypeCode, needed]
                            : lineRules.expenseTypeCode
                        }
                        required={needsExpenseType(type)}
                      >
                        <Select
                          allowClear={!needsExpenseType(type)}
                          loading={expenseTypes.isLoading}
                          showSearch={{ optionFilterProp: 'label' }}
                          options={(expenseTypes.data ?? []).map((e) => ({
                            value: e.expenseTypeCode,
                            label: `${e.expenseTypeCode} - ${e.description}`,
                          }))}
                        />
                      </Form.Item>
                    </Col>
                  )}
                  {type === CLAIM && (
                    <RequiredLineField
                      line={field.name}
                      name="receiptNo"
                      label={t('field.receipt')}
                      md={6}
                      rule={needed}
                    >
                      <Select
                        loading={claims.isLoading}
                        showSearch={{ optionFilterProp: 'label' }}
                        notFoundContent={t(unitCode ? 'form.noClaimReceipt' : 'form.chooseUnit')}
                        options={(claims.data ?? []).map((r) => ({
                          value: r.receiptNo,
                          label: t('form.claimReceipt', {
                            no: r.receiptNo,
                            date: formatDate(r.receiptDate, lang),
                            total: formatMoney(decimalStringToSatang(r.grandTotal)),
                          }),
                        }))}
                      />
                    </RequiredLineField>
                  )}
                  {type === CLAIM && (
                    <RequiredLineField
                      line={field.name}
                      name="accountCode"
                      label={t('field.account')}
                      md={8}
                      rule={needed}
                    >
                      <Select
                        notFoundContent={t('form.chooseReceipt')}
                        options={claimAccounts(lines?.[index]?.receiptNo).map((a) => ({
                          value: a.accountCode,
                          label: t('form.claimAccount', {
                            code: a.accountCode,
                            name: a.accountName,
                            left: formatMoney(decimalStringToSatang(a.claimable)),
                          }),
                        }))}
                      />
                    </RequiredLineField>
                  )}
                  {type === WALLET_PAY && (
                    <RequiredLineField
                      line={field.name}
                      name="invoiceNo"
                      label={t('field.invoice')}
                      md={8}
                      rule={needed}
                    >
                      <Select
                        loading={openInvoices.isLoading}
                        showSearch={{ optionFilterProp: 'label' }}
                        notFoundContent={t(unitCode ? 'form.noOpenInvoice' : 'form.chooseUnit')}
                        options={(openInvoices.data ?? []).map((i) => ({
                          value: i.invoiceNo,
                          label: t('form.openInvoice', {
                            no: i.invoiceNo,
                            due: formatDate(i.dueDate, lang),
                            owes: formatMoney(decimalStringToSatang(i.outstanding)),
                          }),
                        }))}
                      />
                    </RequiredLineField>
                  )}
                  {fromWallet(type) && (
                    <RequiredLineField
                      line={field.name}
                      name="walletType"
                      label={t('field.wallet')}
                      md={type === WALLET_PAY ? 6 : 8}
                      rule={needed}
                    >
                      <Select
                        loading={wallets.isLoading}
                        notFoundContent={t('form.chooseUnit')}
                        options={walletOptions}
                      />
                    </RequiredLineField>
                  )}
                  {type === 6 ? (
                    <Col xs={24} md={12}>
                      <Form.Item
                        name={[field.name, 'budgetItemCode']}
                        label={t('field.budgetItem')}
                        rules={[...lineRules.budgetItemCode, needed]}
                        required
                      >
                        <Select
                          loading={budgetItems.isLoading}
                          showSearch={{ optionFilterProp: 'label' }}
                          options={(budgetItems.data ?? []).map((b) => ({
                            value: b.budgetItemCode,
                            label: `${b.budgetItemCode} - ${b.description}`,
                          }))}
                        />
                      </Form.Item>
                    </Col>
                  ) : fixed ? null : (
                    <Col xs={24} md={typed ? 8 : 12}>
                      <Form.Item
                        name={[field.name, 'accountCode']}
                        label={t('field.account')}
                        rules={[...lineRules.accountCode, needed]}
                        required
                      >
                        <Select
                          loading={accounts.isLoading}
                          showSearch={{ optionFilterProp: 'label' }}
                          options={accounts.data ?? []}
                        />
                      </Form.Item>
                    </Col>
                  )}
                  <Col
                    xs={24}
                    md={
                      typed
                        ? 8
                        : type === WALLET
                          ? 6
                          : type === WALLET_PAY || type === CLAIM
                            ? 4
                            : fixed
                              ? 14
                              : 12
                    }
                  >
                    <Form.Item
                      name={[field.name, 'description']}
                      label={t('field.lineDescription')}
                      rules={lineRules.description}
                    >
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={8}>
                    <Form.Item
                      name={[field.name, 'amount']}
                      label={t('field.amount')}
                      rules={lineRules.amount}
                      required
                    >
                      <NumberInput />
                    </Form.Item>
                  </Col>
                  {withholds(type) && (
                    <Col xs={12} md={6}>
                      <Form.Item name={[field.name, 'whtRate']} label={t('field.whtRate')} rules={rateRules}>
                        <NumberInput />
                      </Form.Item>
                    </Col>
                  )}
                  {withholds(type) && (
                    <Col xs={20} md={8}>
                      <Form.Item
                        name={[field.name, 'whtIncomeRow']}
                        label={t('field.whtIncomeRow')}
                        dependencies={[['lines', field.name, 'whtRate']]}
                        rules={[
                          {
                            validator: async (_r, row: string | undefined) => {
                              const rate = form.getFieldValue(['lines', field.name, 'whtRate']) as
                                number | null | undefined;
                              if (rate && rate > 0 && !row) throw new Error(ruleMessage(lang, 'required'));
                            },
                          },
                        ]}
                      >
                        <Select allowClear options={WHT_INCOME_ROWS.map((r) => ({ value: r, label: r }))} />
                      </Form.Item>
                    </Col>
                  )}
                  <Col xs={4} md={2} style={{ paddingTop: 30 }}>
                    <RemoveLineButton
                      label={t('form.removeLine', { index: index + 1 })}
                      onRemove={() => remove(field.name)}
                    />
                  </Col>
                </Row>
              ))}
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined />} onClick={() => add({})} style={{ margin: '8px 0 16px' }}>
                {t('form.addLine')}
              </Button>
            </>
          )}
        </Form.List>
        <Descriptions size="small" column={2} bordered data-testid="request-pay-totals">
          <Descriptions.Item label={t('field.amountExcludeVat')}>
            {formatMoney(totals.amount)}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.vat')}>{formatMoney(totals.vat)}</Descriptions.Item>
          <Descriptions.Item label={t('field.grandTotal')}>{formatMoney(totals.total)}</Descriptions.Item>
          {withholds(type) && (
            <Descriptions.Item label={t('field.whtEstimate')}>{formatMoney(totals.wht)}</Descriptions.Item>
          )}
          {type === DECORATE && (
            <>
              <Descriptions.Item label={t('field.damages')}>{formatMoney(damages)}</Descriptions.Item>
              <Descriptions.Item label={t('field.refundToOwner')}>
                {formatMoney(totals.total - damages)}
              </Descriptions.Item>
            </>
          )}
          {fromWallet(type) &&
            walletsLeft.map((w) => (
              <Descriptions.Item key={w.walletType} label={t('field.walletLeft', { wallet: w.description })}>
                <Typography.Text type={w.left < 0 ? 'danger' : undefined}>
                  {formatMoney(w.left)}
                </Typography.Text>
              </Descriptions.Item>
            ))}
          {type === PETTY && petty === 'SPEND' && fundBalance !== null && (
            <>
              <Descriptions.Item label={t('field.pettyCashBalance')}>
                <span data-testid="petty-cash-balance">{formatMoney(fundBalance)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('field.pettyCashLeft')}>
                <Typography.Text type={totals.total > fundBalance ? 'danger' : undefined}>
                  {formatMoney(fundBalance - totals.total)}
                </Typography.Text>
              </Descriptions.Item>
            </>
          )}
          {type === CLEARING && advance && (
            <>
              <Descriptions.Item label={t('field.advanceAmount')}>
                {formatMoney(decimalStringToSatang(advance.grandTotal))}
              </Descriptions.Item>
              {totals.total <= decimalStringToSatang(advance.grandTotal) ? (
                <Descriptions.Item label={t('field.refund')}>
                  {formatMoney(decimalStringToSatang(advance.grandTotal) - totals.total)}
                </Descriptions.Item>
              ) : (
                <Descriptions.Item label={t('field.topUp')}>
                  {formatMoney(totals.total - decimalStringToSatang(advance.grandTotal))}
                </Descriptions.Item>
              )}
            </>
          )}
        </Descriptions>
      </Form>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 8 }}>
        <Button onClick={controls.cancel}>{t('common:cancel')}</Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={save.isPending}
          id="save-request-pay"
          data-shortcut="save"
          onClick={() => form.submit()}
        >
          {t('form.save')}
        </Button>
      </Flex>
    </>
  );
}

/** A line's required choice in its column (the claim's receipt and account, the invoice, the wallet). */
function RequiredLineField({
  line,
  name,
  label,
  md,
  rule,
  children,
}: {
  line: number;
  name: string;
  label: string;
  md: number;
  rule: FormRule;
  children: ReactNode;
}) {
  return (
    <Col xs={24} md={md}>
      <Form.Item name={[line, name]} label={label} rules={[rule]} required>
        {children}
      </Form.Item>
    </Col>
  );
}
