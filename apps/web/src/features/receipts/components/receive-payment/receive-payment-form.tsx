import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Flex,
  Form,
  Radio,
  Result,
  Row,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined, PlusOutlined, PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ruleMessage, v, type MessageKey } from '@suanklang/shared';
import { decimalStringToSatang, formatMoney, satangToDecimalString } from '@suanklang/shared/money';
import { announce } from '../../../../components/announce';
import { focusFirstError } from '../../../../components/form-focus';
import { API_DATE_FORMAT, formatDate } from '../../../../components/format';
import { TextAreaInput } from '../../../../components/inputs';
import { MainTable } from '../../../../components/main-table';
import { ThaiDatePicker } from '../../../../components/thai-date-picker';
import { useLang } from '../../../../components/use-lang';
import { zodRule } from '../../../../components/zod-rule';
import { useCodeLabel } from '../../../../lib/code-label';
import { useEditorControls } from '../../../../lib/settings/editor-drawer';
import { reportSaveError } from '../../../../lib/settings/save-errors';
import {
  printReceipt,
  useReceiptTypes,
  useSaveReceipt,
  useUnitInvoices,
  type ReceiptSaveBody,
  type ReceiptSavedData,
} from '../../api/receipts';
import { useRequiredRules } from '../payment-entry/fields';
import {
  invoicesTotal,
  saveRefusal,
  sumPrices,
  summaryOf,
  tickInvoice,
  type Summary,
} from '../payment-entry/remaining';
import { TransactionList } from '../payment-entry/transaction-list';
import { toPaymentEntry, type PaymentRow } from '../payment-entry/types';
import {
  AccountDeductionPanel,
  InvoiceItemDeductionPanel,
  WalletDeductionPanel,
  type DeductionKind,
  type DeductionRow,
} from './deduction-panels';
import { InvoicePanel, pickRowsOf, type InvoicePickRow } from './invoice-panel';
import { UnitSelect } from '../../../../components/unit-select';

type HeaderValues = {
  unitCode?: string;
  receiptType?: string;
  receiptDate?: Dayjs | null;
  remark?: string | null;
};

const HEADER_FIELDS = ['unitCode', 'receiptType', 'receiptDate', 'remark'];

/** The save body: amounts as decimal text (exact), blanks as null. */
export function receiptBody(input: {
  idempotencyKey: string;
  header: HeaderValues;
  invoices: readonly InvoicePickRow[];
  deductions: readonly DeductionRow[];
  entries: readonly PaymentRow[];
  overpaymentWalletType: 0 | 1;
}): ReceiptSaveBody {
  const remark = input.header.remark?.trim();
  return {
    idempotencyKey: input.idempotencyKey,
    unitCode: input.header.unitCode ?? '',
    receiptType: input.header.receiptType ?? '',
    receiptDate: (input.header.receiptDate ?? dayjs()).format(API_DATE_FORMAT),
    remark: remark ? remark : null,
    invoices: input.invoices.map((row) => ({
      invoiceNo: row.invoiceNo,
      payAmount: satangToDecimalString(row.payAmount ?? 0),
    })),
    deductions: input.deductions.map((row) => row.input),
    transactions: input.entries.map(toPaymentEntry),
    overpaymentWalletType: input.overpaymentWalletType,
  };
}

/** The reason a receipt may not be saved yet, as a catalogue rule. */
function refusalOf(
  summary: Summary,
  invoices: number,
  entries: number,
  deductions: number,
): MessageKey | null {
  if (invoices === 0 && entries === 0) return 'selectAtLeastOneInvoice';
  if (entries === 0 && deductions === 0) return 'selectAtLeastOneTransaction';
  return saveRefusal(summary);
}

function SummaryCard({
  summary,
  walletType,
  onWalletType,
}: {
  summary: Summary;
  walletType: 0 | 1;
  onWalletType: (value: 0 | 1) => void;
}) {
  const { t } = useTranslation('receipts');
  return (
    <Card size="small" title={t('summary.title')} style={{ marginTop: 16 }}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('summary.invoices')}>{formatMoney(summary.invoices)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.deductions')}>
          {formatMoney(summary.deductions)}
        </Descriptions.Item>
        <Descriptions.Item label={t('summary.payments')}>{formatMoney(summary.payments)}</Descriptions.Item>
        <Descriptions.Item label={<Typography.Text strong>{t('summary.remaining')}</Typography.Text>}>
          <Typography.Text strong data-testid="remaining">
            {formatMoney(summary.remaining)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {summary.overpayment > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          title={t('summary.overpayment', { amount: formatMoney(summary.overpayment) })}
          description={
            <Space orientation="vertical">
              <span>{t('summary.walletChoice')}</span>
              <Radio.Group
                value={walletType}
                onChange={(event) => onWalletType(event.target.value as 0 | 1)}
                options={[
                  { value: 0, label: t('wallet.0') },
                  { value: 1, label: t('wallet.1') },
                ]}
              />
            </Space>
          }
        />
      )}
    </Card>
  );
}

/**
 * Receive payment: pick the unit, its open invoices and what is paid of each, the deductions, the payments
 * (cash, cheques, card, transfer, online) and save one receipt. The remaining amount is invoices - deductions -
 * payments; a surplus goes to the customer's wallet. The idempotency key is made once per opened form, so a save
 * retried after a lost reply never makes a second receipt.
 */
export function ReceivePaymentForm() {
  const { t } = useTranslation('receipts');
  const label = useCodeLabel();
  const lang = useLang();
  const controls = useEditorControls();
  const [form] = Form.useForm<HeaderValues>();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [invoices, setInvoices] = useState<InvoicePickRow[]>([]);
  const [deductions, setDeductions] = useState<DeductionRow[]>([]);
  const [entries, setEntries] = useState<PaymentRow[]>([]);
  const [walletType, setWalletType] = useState<0 | 1>(0);
  const [panel, setPanel] = useState<'invoice' | DeductionKind | null>(null);
  const [refusal, setRefusal] = useState<MessageKey | null>(null);
  const [saved, setSaved] = useState<ReceiptSavedData | null>(null);
  // Any field the user changed (the unit, the date, the remark alone) is work that closing would lose.
  const [edited, setEdited] = useState(false);
  const savedHeading = useRef<HTMLHeadingElement>(null);
  const unitCode = Form.useWatch('unitCode', form);
  const unit = useUnitInvoices(unitCode);
  const types = useReceiptTypes();
  const save = useSaveReceipt();
  const required = useRequiredRules();
  const remarkRules = useMemo(() => [zodRule(v.text({ max: 500 }), lang)], [lang]);

  const summary = summaryOf(
    invoicesTotal(invoices),
    sumPrices(deductions.map((d) => ({ price: d.amount }))),
    sumPrices(entries),
  );
  const due = summary.invoices - summary.deductions;

  useEffect(() => {
    const first = types.data?.find((type) => type.available)?.code;
    if (first && !form.getFieldValue('receiptType')) form.setFieldValue('receiptType', first);
  }, [types.data, form]);

  useEffect(() => {
    controls.setDirty((edited || invoices.length + deductions.length + entries.length > 0) && !saved);
  }, [controls, edited, invoices, deductions, entries, saved]);

  // The saved receipt replaces the form: its heading takes the focus the Save button had, and is said.
  useEffect(() => {
    if (!saved) return;
    savedHeading.current?.focus();
    announce(t('form.saved', { receiptNo: saved.receiptNo }));
  }, [saved, t]);

  // A refusal shown is cleared by any change that could fix it.
  useEffect(() => setRefusal(null), [invoices, deductions, entries]);

  function unitChanged() {
    // Invoices and deductions belong to the unit; payments stay (they are money in hand).
    setInvoices([]);
    setDeductions([]);
  }

  // The chosen unit's unpaid invoices are listed at once, each ticked to pay it whole (the pick panel sets a
  // part); before its list arrives, what is picked.
  const invoiceRows =
    unit.data && unit.data.unitCode === unitCode ? pickRowsOf(unit.data.openInvoices, invoices) : invoices;
  function tick(invoiceNo: string, checked: boolean) {
    setInvoices(tickInvoice(invoiceRows, invoiceNo, checked).filter((row) => row.checked));
    if (!checked) dropInvoiceDeductions(invoiceNo);
  }
  function dropInvoiceDeductions(invoiceNo: string) {
    setDeductions((current) =>
      current.filter((d) => !(d.input.kind === 'invoiceItem' && d.input.invoiceNo === invoiceNo)),
    );
  }

  async function submit() {
    let header: HeaderValues;
    try {
      header = await form.validateFields();
    } catch (error) {
      focusFirstError(form, error);
      return;
    }
    const rule = refusalOf(summary, invoices.length, entries.length, deductions.length);
    setRefusal(rule);
    if (rule) return;
    try {
      const result = await save.mutateAsync(
        receiptBody({
          idempotencyKey,
          header,
          invoices,
          deductions,
          entries,
          overpaymentWalletType: walletType,
        }),
      );
      setSaved(result);
    } catch (error) {
      reportSaveError(form, error, {
        knownFields: HEADER_FIELDS,
        fieldCodes: { RC012: 'unitCode', RC013: 'receiptType', RC011: 'receiptDate' },
      });
    }
  }

  if (saved) {
    return (
      <Result
        status="success"
        title={
          <h2 ref={savedHeading} tabIndex={-1} id="receipt-saved" style={{ font: 'inherit', margin: 0 }}>
            {t('form.saved', { receiptNo: saved.receiptNo })}
          </h2>
        }
        subTitle={
          decimalStringToSatang(saved.walletTopUp) > 0
            ? t('form.savedWallet', { amount: formatMoney(decimalStringToSatang(saved.walletTopUp)) })
            : undefined
        }
        extra={[
          <Button
            key="print"
            type="primary"
            icon={<PrinterOutlined />}
            onClick={() => void printReceipt(saved.receiptId, lang).catch(() => undefined)}
          >
            {t('action.print')}
          </Button>,
          <Button key="close" onClick={controls.done}>
            {t('entry.close')}
          </Button>,
        ]}
      />
    );
  }

  const invoiceColumns: TableColumnsType<InvoicePickRow> = [
    {
      title: '',
      key: 'checked',
      width: 40,
      render: (_v, row) => (
        <Checkbox
          checked={row.checked}
          aria-label={t('form.payInvoice', { invoiceNo: row.invoiceNo })}
          onChange={(event) => tick(row.invoiceNo, event.target.checked)}
        />
      ),
    },
    { title: t('field.invoiceNo'), dataIndex: 'invoiceNo', key: 'invoiceNo' },
    {
      title: t('field.dueDate'),
      key: 'dueDate',
      render: (_v, row) => formatDate(row.invoice.dueDate, lang),
    },
    {
      title: t('field.outstanding'),
      key: 'outstanding',
      align: 'right',
      render: (_v, row) => formatMoney(row.outstanding),
    },
    {
      title: t('field.payAmount'),
      key: 'payAmount',
      align: 'right',
      render: (_v, row) => formatMoney(row.payAmount ?? 0),
    },
    {
      title: '',
      key: 'remove',
      width: 48,
      render: (_v, row) =>
        row.checked && (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('invoicePanel.remove', { invoiceNo: row.invoiceNo })}
            onClick={() => {
              setInvoices((current) => current.filter((r) => r.invoiceNo !== row.invoiceNo));
              dropInvoiceDeductions(row.invoiceNo);
            }}
          />
        ),
    },
  ];

  const deductionColumns: TableColumnsType<DeductionRow> = [
    { title: t('entry.type'), key: 'kind', render: (_v, row) => label('deductionKind', row.kind) },
    { title: t('entry.detail'), dataIndex: 'label', key: 'label' },
    { title: t('entry.amount'), key: 'amount', align: 'right', render: (_v, row) => formatMoney(row.amount) },
    {
      title: '',
      key: 'remove',
      width: 48,
      render: (_v, row) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('deduction.remove')}
          onClick={() => setDeductions((current) => current.filter((d) => d.key !== row.key))}
        />
      ),
    },
  ];

  const walletUsed = (type: number) =>
    deductions.reduce(
      (total, d) => total + (d.input.kind === 'wallet' && d.input.walletType === type ? d.amount : 0),
      0,
    );
  const addDeduction = (row: DeductionRow) => {
    setDeductions((current) => [...current, row]);
    setPanel(null);
  };

  return (
    <div>
      <Form
        form={form}
        name="receivePayment"
        layout="vertical"
        initialValues={{ receiptDate: dayjs().startOf('day') }}
        onValuesChange={(changed: HeaderValues) => {
          setEdited(true);
          if ('unitCode' in changed) unitChanged();
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="unitCode" label={t('field.unitCode')} rules={required}>
              {/* The first thing typed in a new receipt is its unit. */}
              <UnitSelect autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('field.customerName')}>
              <Typography.Text data-testid="customer">{unit.data?.customerName ?? '-'}</Typography.Text>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="receiptType" label={t('field.receiptType')} rules={required}>
              <Select
                loading={types.isLoading}
                placeholder={t('form.chooseType')}
                options={(types.data ?? []).map((type) => ({
                  value: type.code,
                  label: type.description,
                  disabled: !type.available,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="receiptDate" label={t('field.receiptDate')} rules={required}>
              <ThaiDatePicker style={{ width: '100%' }} allowClear={false} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="remark" label={t('field.remark')} rules={remarkRules}>
          <TextAreaInput maxLength={500} />
        </Form.Item>
      </Form>

      <Card
        size="small"
        title={t('form.invoices')}
        extra={
          <Button
            id="add-invoice"
            icon={<PlusOutlined />}
            disabled={!unitCode || !unit.data}
            onClick={() => setPanel('invoice')}
          >
            {t('invoicePanel.title')}
          </Button>
        }
      >
        <MainTable<InvoicePickRow>
          columns={invoiceColumns}
          dataSource={invoiceRows}
          rowKey="invoiceNo"
          pagination={false}
          emptyText={unit.data && unitCode ? t('invoicePanel.none') : t('form.noInvoices')}
        />
      </Card>

      <Card
        size="small"
        title={t('form.deductions')}
        style={{ marginTop: 16 }}
        extra={
          <Space wrap>
            <Button
              id="add-deduction-invoice"
              size="small"
              disabled={invoices.length === 0}
              onClick={() => setPanel('invoiceItem')}
            >
              {t('deduction.invoiceItem.title')}
            </Button>
            <Button id="add-deduction-account" size="small" onClick={() => setPanel('account')}>
              {t('deduction.account.title')}
            </Button>
            <Button
              id="add-deduction-wallet"
              size="small"
              disabled={!unitCode}
              onClick={() => setPanel('wallet')}
            >
              {t('deduction.wallet.title')}
            </Button>
          </Space>
        }
      >
        <MainTable<DeductionRow>
          columns={deductionColumns}
          dataSource={deductions}
          rowKey="key"
          pagination={false}
          emptyText={t('form.noDeductions')}
          summary={() =>
            deductions.length > 0 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  {t('entry.total')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {formatMoney(summary.deductions)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} />
              </Table.Summary.Row>
            ) : null
          }
        />
      </Card>

      <Card size="small" title={t('form.transactions')} style={{ marginTop: 16 }}>
        <TransactionList due={due} entries={entries} onChange={setEntries} documentType="RC" />
      </Card>

      <SummaryCard summary={summary} walletType={walletType} onWalletType={setWalletType} />

      {refusal && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          role="alert"
          title={ruleMessage(lang, refusal)}
        />
      )}

      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={controls.cancel}>{t('entry.close')}</Button>
        <Button
          type="primary"
          id="receipt-save"
          data-shortcut="save"
          icon={<SaveOutlined />}
          loading={save.isPending}
          onClick={() => void submit()}
        >
          {t('form.save')}
        </Button>
      </Flex>

      <InvoicePanel
        open={panel === 'invoice'}
        invoices={unit.data?.openInvoices ?? []}
        picked={invoices}
        onClose={() => setPanel(null)}
        onSave={(rows) => {
          setInvoices(rows);
          setDeductions((current) =>
            current.filter(
              (d) =>
                d.input.kind !== 'invoiceItem' ||
                rows.some((r) => r.invoiceNo === (d.input as { invoiceNo: string }).invoiceNo),
            ),
          );
          setPanel(null);
        }}
      />
      <InvoiceItemDeductionPanel
        open={panel === 'invoiceItem'}
        picked={invoices}
        onClose={() => setPanel(null)}
        onSave={addDeduction}
      />
      <AccountDeductionPanel
        open={panel === 'account'}
        onClose={() => setPanel(null)}
        onSave={addDeduction}
      />
      <WalletDeductionPanel
        open={panel === 'wallet'}
        unitCode={unitCode}
        used={walletUsed}
        onClose={() => setPanel(null)}
        onSave={addDeduction}
      />
    </div>
  );
}
