import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  labelOf,
  ruleMessage,
  WHT_TYPE_LABELS,
  type WhtFilingRow,
  type WhtFilingStatus,
} from '@suanklang/shared';
import { ActionDrawer } from '../../../components/action-drawer';
import { showSuccess } from '../../../components/dialogs';
import { API_DATE_FORMAT, formatDate, formatMonth } from '../../../components/format';
import { ReasonPanel } from '../../../components/reason-panel';
import { ThaiDatePicker, ThaiYearPicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { reportSaveError } from '../../../lib/settings/save-errors';
import {
  useFailTaxReturn,
  useSubmitTaxReturn,
  useTaxStatus,
  useVoucherBankAccounts,
} from '../api/payment-voucher';

const STATUS_COLOR: Record<WhtFilingStatus, string> = {
  NOT_SUBMITTED: 'default',
  PENDING: 'gold',
  SUBMITTED: 'green',
  FAILED: 'red',
};

type SubmitValues = { submittedDate?: Dayjs | null; reference?: string; accountNoId?: string };

/** The exported return filed and paid: the filing date, the Revenue Department's reference, the account paid from. */
function SubmitDrawer({ row, onClose }: { row: WhtFilingRow | null; onClose: () => void }) {
  const { t } = useTranslation('payment-voucher');
  const lang = useLang();
  const [form] = Form.useForm<SubmitValues>();
  const submit = useSubmitTaxReturn();
  const accounts = useVoucherBankAccounts(row !== null);
  const required = [{ required: true, message: ruleMessage(lang, 'required') }];

  async function save(values: SubmitValues) {
    if (!row || !values.submittedDate || !values.accountNoId) return;
    try {
      await submit.mutateAsync({
        month: row.month,
        form: row.form,
        submittedDate: values.submittedDate.format(API_DATE_FORMAT),
        reference: values.reference?.trim() ?? '',
        accountNoId: values.accountNoId,
      });
      showSuccess(t('filing.submitted'));
      onClose();
    } catch (error) {
      reportSaveError(form, error, { knownFields: ['submittedDate', 'reference', 'accountNoId'] });
    }
  }

  return (
    <ActionDrawer
      open={row !== null}
      title={
        row
          ? t('filing.submitTitle', {
              form: labelOf(WHT_TYPE_LABELS, row.form, lang),
              month: formatMonth(`${row.month}-01`, lang),
            })
          : ''
      }
      onClose={onClose}
      onAction={() => form.submit()}
      actionLabel={t('filing.submit')}
      actionId="submit-tax-return"
      busy={submit.isPending}
    >
      {row && (
        <Form<SubmitValues>
          form={form}
          name="taxSubmit"
          layout="vertical"
          initialValues={{ submittedDate: dayjs() }}
          onFinish={(values) => void save(values)}
        >
          <p>{t('filing.amount', { amount: money(row.withheld) })}</p>
          <Form.Item name="submittedDate" label={t('filing.submittedDate')} rules={required}>
            <ThaiDatePicker name="submittedDate" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="reference" label={t('filing.referenceNo')} rules={required}>
            <Input name="reference" maxLength={50} />
          </Form.Item>
          <Form.Item name="accountNoId" label={t('filing.account')} rules={required}>
            <Select
              id="taxSubmit_accountNoId"
              loading={accounts.isLoading}
              options={(accounts.data ?? []).map((a) => ({
                value: a.accountNoId,
                label: `${a.accountNo} - ${a.accountName} (${a.accountCode})`,
              }))}
            />
          </Form.Item>
        </Form>
      )}
    </ActionDrawer>
  );
}

/**
 * The year's withholding-tax returns (PND 3 and PND 53), month by month: what the vouchers withheld and where
 * each return stands (not submitted, pending once its file is exported, submitted, failed). A pending return is
 * marked filed (its tax remitted from a bank account) or failed with the reason.
 */
export function TaxFilingModal({
  open,
  canEdit,
  onClose,
}: {
  open: boolean;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['payment-voucher', 'common']);
  const lang = useLang();
  const [year, setYear] = useState(() => dayjs().year());
  const status = useTaxStatus(year, open);
  const fail = useFailTaxReturn();
  const [submitting, setSubmitting] = useState<WhtFilingRow | null>(null);
  const [failing, setFailing] = useState<WhtFilingRow | null>(null);

  const columns: TableColumnsType<WhtFilingRow> = [
    { title: t('filing.month'), key: 'month', render: (_v, r) => formatMonth(`${r.month}-01`, lang) },
    { title: t('export.form'), key: 'form', render: (_v, r) => labelOf(WHT_TYPE_LABELS, r.form, lang) },
    { title: t('field.wht'), key: 'withheld', align: 'right', render: (_v, r) => money(r.withheld) },
    { title: t('filing.vouchers'), dataIndex: 'vouchers', key: 'vouchers', align: 'right' },
    {
      title: t('filing.statusTitle'),
      key: 'status',
      render: (_v, r) => <Tag color={STATUS_COLOR[r.status]}>{t(`filing.status.${r.status}`)}</Tag>,
    },
    {
      title: t('filing.reference'),
      key: 'reference',
      render: (_v, r) =>
        r.status === 'SUBMITTED'
          ? `${r.reference ?? ''} (${r.submittedDate ? formatDate(r.submittedDate, lang) : ''})`
          : (r.reason ?? ''),
    },
    ...(canEdit
      ? [
          {
            title: '',
            key: 'actions',
            render: (_v: unknown, r: WhtFilingRow) =>
              r.status === 'PENDING' && (
                <Space>
                  <Button
                    size="small"
                    type="primary"
                    disabled={r.vouchers === 0}
                    onClick={() => setSubmitting(r)}
                  >
                    {t('filing.submit')}
                  </Button>
                  <Button size="small" danger onClick={() => setFailing(r)}>
                    {t('filing.fail')}
                  </Button>
                </Space>
              ),
          },
        ]
      : []),
  ];

  return (
    <Modal
      open={open}
      width={960}
      title={t('filing.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common:close')}</Button>}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <ThaiYearPicker
          name="filingYear"
          aria-label={t('filing.year')}
          value={dayjs(`${year}-01-01`)}
          allowClear={false}
          onChange={(value) => value && setYear(value.year())}
        />
        <Table<WhtFilingRow>
          size="small"
          rowKey={(r) => `${r.month}-${r.form}`}
          columns={columns}
          dataSource={(status.data ?? []).filter((r) => r.vouchers > 0 || r.status !== 'NOT_SUBMITTED')}
          loading={status.isFetching}
          pagination={false}
          locale={{ emptyText: t('filing.empty') }}
        />
      </Space>
      <SubmitDrawer row={submitting} onClose={() => setSubmitting(null)} />
      <ReasonPanel
        open={failing !== null}
        title={t('filing.failTitle')}
        reasonLabel={t('filing.failReason')}
        actionLabel={t('filing.fail')}
        actionId="fail-tax-return"
        formName="failTaxReturn"
        danger
        busy={fail.isPending}
        onSubmit={async (reason) => {
          if (!failing) return;
          await fail.mutateAsync({ month: failing.month, form: failing.form, reason });
          setFailing(null);
        }}
        onClose={() => setFailing(null)}
      />
    </Modal>
  );
}
