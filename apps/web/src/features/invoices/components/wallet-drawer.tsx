import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Drawer,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Statistic,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  decimalStringToSatang,
  formatMoney,
  parseMoney,
  ruleMessage,
  satangToDecimalString,
  v,
  walletCancel,
  type WalletBalanceRow,
  type WalletEntryRow,
} from '@suanklang/shared';
import { confirmCustom, showSuccess } from '../../../components/dialogs';
import { EmptyList } from '../../../components/empty-list';
import { formatDate } from '../../../components/format';
import { MIN_ROW_HEIGHT } from '../../../components/main-table';
import { NumberInput } from '../../../components/number-input';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom, zodRule } from '../../../components/zod-rule';
import { applyFieldErrors, isCancelled } from '../../../lib/http/errors';
import { money } from '../../../lib/months';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import { UnitSelect } from '../../../components/unit-select';
import {
  useCancelWallet,
  useRefundAccounts,
  useUnitWallets,
  useWalletTypes,
  type RefundAccount,
  type UnitWallets,
  type WalletCancelBody,
} from '../api/wallets';

type RefundValues = { walletType?: 0 | 1; amount?: number | null; accountCode?: string; reason?: string };

const FIELDS = ['walletType', 'amount', 'accountCode', 'reason'] as const;
const accountLabel = (account: RefundAccount) => `[${account.accountCode}] - ${account.description}`;
const accountOptions = (accounts: RefundAccount[] | undefined) =>
  (accounts ?? []).map((account) => ({ value: account.accountCode, label: accountLabel(account) }));
const satangOf = (balance: WalletBalanceRow) => decimalStringToSatang(balance.balance);
const orDash = (value: string | null) => value ?? '-';

/** + kept for the customer, - used or refunded: the sign is always shown. */
function signedMoney(amount: string): string {
  return decimalStringToSatang(amount) > 0 ? `+${money(amount)}` : money(amount);
}

type WalletDrawerProps = { open: boolean; canEdit: boolean; onClose: () => void };

/**
 * Customer wallet (advance balances, 001 s.9): a unit's two balances and their movements; with INVOICE_EDIT,
 * refunding part or all of a balance from a cash or bank account after a confirmation (numbered WC).
 */
export function WalletDrawer({ open, canEdit, onClose }: WalletDrawerProps) {
  const { t } = useTranslation('invoices');
  return (
    <Drawer open={open} onClose={onClose} title={t('wallet.title')} size="large" destroyOnHidden>
      {open && <WalletBody canEdit={canEdit} />}
    </Drawer>
  );
}

function WalletBody({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('invoices');
  const [unitCode, setUnitCode] = useState<string | undefined>(undefined);
  const wallets = useUnitWallets(unitCode);
  const data = unitCode ? wallets.data : undefined;

  return (
    <>
      <Typography.Paragraph type="secondary">{t('wallet.intro')}</Typography.Paragraph>
      <Form
        name="walletUnit"
        layout="vertical"
        onValuesChange={(changed: { unitCode?: string }) => setUnitCode(changed.unitCode)}
        autoComplete="off"
      >
        <Form.Item name="unitCode" label={t('field.unitCode')} style={{ maxWidth: 420 }}>
          <UnitSelect autoFocus />
        </Form.Item>
      </Form>

      {!unitCode && <EmptyList message={t('wallet.chooseUnit')} />}
      {unitCode && wallets.isError && !isCancelled(wallets.error) && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={wallets.error.message} />
      )}
      {unitCode && wallets.isPending && <Card loading />}
      {data && (
        <>
          <Balances data={data} />
          {canEdit &&
            (data.balances.some((balance) => satangOf(balance) > 0) ? (
              <RefundForm
                key={`${data.unitCode}:${data.balances.map((row) => row.balance).join('/')}`}
                data={data}
              />
            ) : (
              <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('wallet.nothingToRefund')} />
            ))}
          <Entries data={data} />
        </>
      )}
    </>
  );
}

/** The type names come from GET /wallets/type; the balance row's own name stands in until they arrive. */
function useTypeName() {
  const types = useWalletTypes();
  return (walletType: number, fallback: string) =>
    types.data?.find((type) => type.walletType === walletType)?.walletTypeDescription ?? fallback;
}

function Balances({ data }: { data: UnitWallets }) {
  const { t } = useTranslation('invoices');
  const typeName = useTypeName();
  const customer = data.customerName ? `${data.customerCode ?? ''} ${data.customerName}`.trim() : '-';
  return (
    <>
      <Typography.Paragraph>
        <Typography.Text type="secondary">{t('field.customerName')}: </Typography.Text>
        {customer}
      </Typography.Paragraph>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {data.balances.map((balance) => (
          <Col xs={24} sm={12} key={balance.walletType}>
            <Card size="small">
              <Statistic
                title={typeName(balance.walletType, balance.walletTypeDescription)}
                value={money(balance.balance)}
                suffix={t('wallet.baht')}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}

function Entries({ data }: { data: UnitWallets }) {
  const { t } = useTranslation('invoices');
  const lang = useLang();
  const typeName = useTypeName();
  const columns: TableColumnsType<WalletEntryRow> = [
    {
      title: t('wallet.date'),
      dataIndex: 'createdDate',
      key: 'createdDate',
      render: (value: string) => formatDate(value, lang),
    },
    { title: t('wallet.documentNo'), dataIndex: 'documentNo', key: 'documentNo', render: orDash },
    {
      title: t('wallet.source'),
      dataIndex: 'sourceType',
      key: 'sourceType',
      render: (value: WalletEntryRow['sourceType']) => t(`wallet.sources.${value}`),
    },
    {
      title: t('wallet.walletType'),
      dataIndex: 'walletType',
      key: 'walletType',
      render: (value: number) => typeName(value, String(value)),
    },
    { title: t('wallet.description'), dataIndex: 'description', key: 'description', render: orDash },
    {
      title: t('wallet.amount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      render: (value: string) => (
        <Typography.Text type={decimalStringToSatang(value) < 0 ? 'danger' : 'success'}>
          {signedMoney(value)}
        </Typography.Text>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t('wallet.entries')}
      </Typography.Title>
      {data.entries.length === 0 ? (
        <EmptyList message={t('wallet.noEntries')} />
      ) : (
        <Table<WalletEntryRow>
          size="small"
          rowKey="entryId"
          columns={columns}
          dataSource={data.entries}
          onRow={() => ({ style: { height: MIN_ROW_HEIGHT } })}
          pagination={{ defaultPageSize: 20, showSizeChanger: true }}
          scroll={{ x: 'max-content' }}
        />
      )}
    </>
  );
}

/**
 * Refund part or all of one balance: the type (only those holding money), at most its balance, the account it
 * is paid from and why. Remounted when the balances change, so a done refund starts a clean form.
 */
function RefundForm({ data }: { data: UnitWallets }) {
  const { t } = useTranslation('invoices');
  const lang = useLang();
  const [form] = Form.useForm<RefundValues>();
  const typeName = useTypeName();
  const accounts = useRefundAccounts();
  const cancel = useCancelWallet();
  const rules = useMemo(() => formRulesFrom(walletCancel, lang), [lang]);
  const required = useMemo(() => [{ required: true, message: ruleMessage(lang, 'required') }], [lang]);
  const refundable = data.balances.filter((balance) => satangOf(balance) > 0);
  const walletType = Form.useWatch('walletType', form);
  const chosen = refundable.find((balance) => balance.walletType === walletType);
  const maxSatang = chosen ? satangOf(chosen) : undefined;
  const amountRules = [
    ...rules.amount,
    ...(maxSatang === undefined ? [] : [zodRule(v.money({ max: maxSatang }), lang)]),
  ];
  const allAccounts = [...(accounts.data?.cash ?? []), ...(accounts.data?.bank ?? [])];
  const only = refundable.length === 1 ? refundable[0] : undefined;

  async function submit(values: RefundValues) {
    // Enter in a field submits too, even while the first refund is still being sent.
    if (cancel.isPending) return;
    const balance = refundable.find((row) => row.walletType === values.walletType);
    if (!balance || values.walletType === undefined) return;
    const satang = parseMoney(values.amount ?? 0);
    const body: WalletCancelBody = {
      unitCode: data.unitCode,
      walletType: values.walletType,
      amount: satangToDecimalString(satang),
      accountCode: values.accountCode ?? '',
      reason: (values.reason ?? '').trim(),
    };
    if (!checkWholeSchema(form, walletCancel, body, lang)) return;
    const account = allAccounts.find((row) => row.accountCode === body.accountCode);
    const sure = await confirmCustom(
      t('wallet.confirmTitle'),
      t('wallet.confirmMessage', {
        amount: formatMoney(satang),
        type: typeName(balance.walletType, balance.walletTypeDescription),
        unit: data.unitCode,
        account: account ? accountLabel(account) : body.accountCode,
      }),
    );
    if (!sure) return;
    try {
      const done = await cancel.mutateAsync(body);
      showSuccess(
        t('wallet.done', { no: done.documentNo, amount: formatMoney(satang), balance: money(done.balance) }),
      );
    } catch (error) {
      // 400 field errors go under the fields; anything else was shown by the client's error dialog.
      if (!isCancelled(error)) applyFieldErrors(form, error, FIELDS);
    }
  }

  return (
    <Card size="small" title={t('wallet.refund.title')} style={{ marginBottom: 16 }}>
      <Form<RefundValues>
        form={form}
        name="walletRefund"
        layout="vertical"
        initialValues={only ? { walletType: only.walletType as 0 | 1, amount: satangOf(only) / 100 } : {}}
        onValuesChange={(changed: Partial<RefundValues>) => {
          // Another type offers its whole balance, the usual refund.
          if (!('walletType' in changed)) return;
          const picked = refundable.find((row) => row.walletType === changed.walletType);
          if (picked) form.setFieldValue('amount', satangOf(picked) / 100);
        }}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <Typography.Paragraph type="secondary">{t('wallet.refund.intro')}</Typography.Paragraph>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="walletType" label={t('wallet.walletType')} rules={required} required>
              <Select
                placeholder={t('wallet.refund.chooseType')}
                options={refundable.map((row) => ({
                  value: row.walletType,
                  label: `${typeName(row.walletType, row.walletTypeDescription)} (${money(row.balance)})`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="amount"
              label={t('wallet.refund.amount')}
              rules={amountRules}
              dependencies={['walletType']}
              extra={chosen ? t('wallet.refund.balance', { balance: money(chosen.balance) }) : undefined}
              required
            >
              <NumberInput />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="accountCode" label={t('wallet.refund.account')} rules={required} required>
          <Select
            placeholder={t('wallet.refund.chooseAccount')}
            loading={accounts.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={[
              { label: t('wallet.refund.cash'), options: accountOptions(accounts.data?.cash) },
              { label: t('wallet.refund.bank'), options: accountOptions(accounts.data?.bank) },
            ]}
          />
        </Form.Item>
        <Form.Item name="reason" label={t('wallet.refund.reason')} rules={rules.reason} required>
          <Input maxLength={500} />
        </Form.Item>
        <Flex justify="flex-end">
          <Button
            type="primary"
            htmlType="submit"
            icon={<RollbackOutlined />}
            id="wallet-refund"
            loading={cancel.isPending}
          >
            {t('wallet.refund.submit')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
