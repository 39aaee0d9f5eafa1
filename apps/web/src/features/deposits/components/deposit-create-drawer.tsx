import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Drawer,
  Flex,
  Form,
  Input,
  Select,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { decimalStringToSatang, depositSave, formatMoney, type UndepositedRow } from '@suanklang/shared';
import { showSuccess } from '../../../components/dialogs';
import { formatDate } from '../../../components/format';
import { MainTable } from '../../../components/main-table';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom } from '../../../components/zod-rule';
import { useCodeLabel } from '../../../lib/code-label';
import { money } from '../../../lib/months';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { useBankAccounts } from '../../../lib/reference/get-bank-accounts';
import { useSaveDeposit, useUndeposited } from '../api/deposits-api';

type Values = { depositDate?: Dayjs; bankAccountCode?: string; remark?: string };
type Props = { open: boolean; onClose: () => void; onSaved: (depositId: string) => void };

/**
 * New deposit: tick the cash and cheques on hand (those waiting more than 3 days are red with a tag), choose the
 * bank account and the date; the total follows the ticks.
 */
export function DepositCreateDrawer({ open, onClose, onSaved }: Props) {
  const { t } = useTranslation(['deposits', 'common']);
  return (
    <Drawer open={open} onClose={onClose} title={t('create.title')} size="large" destroyOnHidden>
      {open && <CreateBody onClose={onClose} onSaved={onSaved} />}
    </Drawer>
  );
}

function CreateBody({ onClose, onSaved }: Omit<Props, 'open'>) {
  const { t } = useTranslation(['deposits', 'common']);
  const label = useCodeLabel();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const payments = useUndeposited(true);
  const accounts = useBankAccounts(true);
  const save = useSaveDeposit();
  const [selected, setSelected] = useState<string[]>([]);
  const [selectionError, setSelectionError] = useState(false);
  const rules = useMemo(() => formRulesFrom(depositSave, lang), [lang]);
  const rows = payments.data ?? [];
  const total = rows
    .filter((r) => selected.includes(r.receiptPaymentId))
    .reduce((s, r) => s + decimalStringToSatang(r.amount), 0);

  async function submit(values: Values) {
    if (selected.length === 0) {
      setSelectionError(true);
      return;
    }
    try {
      const saved = await save.mutateAsync({
        depositDate: (values.depositDate ?? dayjs()).format('YYYY-MM-DD'),
        bankAccountCode: values.bankAccountCode ?? '',
        receiptPaymentIds: selected,
        remark: values.remark?.trim() || undefined,
      });
      showSuccess(t('create.saved', { no: saved.depositNo }));
      onClose();
      onSaved(saved.depositId);
    } catch (error) {
      reportSaveError(form, error, {
        knownFields: ['depositDate', 'bankAccountCode', 'remark'],
        fieldCodes: { JV110: 'bankAccountCode', JV115: 'depositDate' },
      });
    }
  }

  const columns: TableColumnsType<UndepositedRow> = [
    { title: t('field.receiptNo'), dataIndex: 'receiptNo', key: 'receiptNo' },
    {
      title: t('field.receiptDate'),
      key: 'receiptDate',
      render: (_v, r) => (
        <Typography.Text type={r.overdue ? 'danger' : undefined}>
          {formatDate(r.receiptDate, lang)}{' '}
          {r.overdue && (
            <Tag color="red" data-testid="overdue-tag">
              {t('create.overdue')}
            </Tag>
          )}
        </Typography.Text>
      ),
    },
    { title: t('field.unitCode'), dataIndex: 'unitCode', key: 'unitCode' },
    {
      title: t('field.paymentType'),
      dataIndex: 'paymentType',
      key: 'paymentType',
      render: (v: UndepositedRow['paymentType']) => label('paymentType', v),
    },
    {
      title: t('field.chequeNo'),
      dataIndex: 'chequeNo',
      key: 'chequeNo',
      render: (v: string | null) => v ?? '',
    },
    {
      title: t('field.amount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      render: (v: string, r) => (
        <Typography.Text type={r.overdue ? 'danger' : undefined}>{money(v)}</Typography.Text>
      ),
    },
  ];

  return (
    <>
      <Form
        form={form}
        name="createDeposit"
        layout="vertical"
        initialValues={{ depositDate: dayjs() }}
        onFinish={(v) => void submit(v)}
      >
        <Flex gap={16} wrap>
          <Form.Item
            name="depositDate"
            label={t('field.depositDate')}
            rules={rules.depositDate}
            required
            style={{ minWidth: 200 }}
          >
            <ThaiDatePicker allowClear={false} />
          </Form.Item>
          <Form.Item
            name="bankAccountCode"
            label={t('field.bankAccount')}
            rules={rules.bankAccountCode}
            required
            style={{ minWidth: 320, flex: 1 }}
          >
            <Select
              loading={accounts.isFetching}
              options={(accounts.data ?? []).map((a) => ({
                value: a.accountCode,
                label: `[${a.accountCode}] - ${a.description}`,
              }))}
            />
          </Form.Item>
        </Flex>
        <Form.Item name="remark" label={t('field.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
      <Typography.Title level={5}>{t('create.payments')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('create.overdueHint')}</Typography.Paragraph>
      <MainTable<UndepositedRow>
        columns={columns}
        dataSource={rows}
        rowKey="receiptPaymentId"
        loading={payments.isFetching}
        pagination={false}
        emptyText={t('create.none')}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => {
            setSelected(keys.map(String));
            setSelectionError(false);
          },
        }}
      />
      {selectionError && (
        <Alert type="error" showIcon style={{ marginTop: 8 }} title={t('create.selectOne')} />
      )}
      <Flex justify="space-between" align="center" style={{ marginTop: 16 }}>
        <Typography.Text strong data-testid="deposit-total">
          {t('create.selected', { count: selected.length, total: formatMoney(total) })}
        </Typography.Text>
        <Flex gap={8}>
          <Button onClick={onClose}>{t('common:close')}</Button>
          <Button type="primary" id="save-deposit" loading={save.isPending} onClick={() => form.submit()}>
            {t('create.save')}
          </Button>
        </Flex>
      </Flex>
    </>
  );
}
