import { useMemo } from 'react';
import { Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { chequeCreateReceiptFields, type ChequeRow } from '@suanklang/shared';
import { decimalStringToSatang } from '@suanklang/shared/money';
import { API_DATE_FORMAT } from '../../../../components/format';
import { ChequeNumberInput } from '../../../../components/inputs';
import { NumberInput } from '../../../../components/number-input';
import { ThaiDatePicker } from '../../../../components/thai-date-picker';
import { useLang } from '../../../../components/use-lang';
import { formRulesFrom } from '../../../../components/zod-rule';
import { BankBranchFields } from '../../../../lib/reference/bank-branch-select';
import { reportSaveError } from '../../../../lib/settings/save-errors';
import { useCreateReceivedCheque } from './api';
import { EntryPanel } from './entry-panel';
import { entryKey, tickDefault } from './remaining';
import type { ChequeEntry, EntryPanelBaseProps } from './types';

export type CreateChequeValues = {
  chequeNo?: string;
  chequeDate?: Dayjs | null;
  chequeBankId?: string;
  chequeBankBranchId?: string;
  payerName?: string;
  chequeAmount?: number | null;
};

const FIELDS = ['chequeNo', 'chequeDate', 'chequeBankId', 'chequeBankBranchId', 'payerName', 'chequeAmount'];

/** The cheque as a transaction entry: it pays the remaining amount, at most its balance. */
export function chequeEntryOf(cheque: ChequeRow, remaining: number): ChequeEntry {
  const balance = decimalStringToSatang(cheque.balance);
  return {
    key: entryKey('cheque'),
    type: 'cheque',
    id: cheque.id,
    chequeNo: cheque.chequeNo,
    bankName: cheque.bankName,
    bankBranchDesc: cheque.bankBranchDesc,
    balance,
    grandTotal: decimalStringToSatang(cheque.grandTotal),
    price: tickDefault(remaining, balance),
  };
}

export type CreateChequePanelProps = Omit<EntryPanelBaseProps<ChequeEntry>, 'onSave'> & {
  /** The registered cheque, and its entry when there is something left to pay (null otherwise). */
  onSave: (entry: ChequeEntry | null, cheque: ChequeRow) => void;
};

/**
 * Create cheque: registers a received cheque (001 section 5: number required, at most 8; bank; branch, disabled
 * until a bank is chosen; payer; amount at least 1) and adds it to the list for the remaining amount. A new
 * cheque is unused, so its balance is its amount: the form sends it rather than asking (decisions.md).
 */
export function CreateChequePanel({ open, remaining, onClose, onSave }: CreateChequePanelProps) {
  const { t } = useTranslation('receipts');
  const lang = useLang();
  const [form] = Form.useForm<CreateChequeValues>();
  const create = useCreateReceivedCheque();
  const rules = useMemo(() => formRulesFrom(chequeCreateReceiptFields, lang), [lang]);

  async function save(values: CreateChequeValues) {
    try {
      const cheque = await create.mutateAsync({
        chequeNo: values.chequeNo ?? '',
        chequeDate: (values.chequeDate ?? dayjs()).format(API_DATE_FORMAT),
        chequeBankId: values.chequeBankId ?? '',
        chequeBankBranchId: values.chequeBankBranchId ?? '',
        payerName: (values.payerName ?? '').trim(),
        // A new cheque is unused: the server makes its balance the amount.
        chequeAmount: values.chequeAmount ?? 0,
        chequeType: 1,
        remark: null,
      });
      const entry = chequeEntryOf(cheque, remaining);
      onSave(entry.price > 0 ? entry : null, cheque);
    } catch (error) {
      reportSaveError(form, error, {
        knownFields: FIELDS,
        fieldCodes: { CH002: 'chequeNo', CH005: 'chequeBankId' },
      });
    }
  }

  return (
    <EntryPanel
      open={open}
      title={t('entry.createCheque.title')}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={create.isPending}
      saveId="create-cheque-save"
    >
      <Form
        form={form}
        name="createCheque"
        layout="vertical"
        initialValues={{ chequeDate: dayjs().startOf('day') }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="chequeNo" label={t('entry.createCheque.chequeNo')} rules={rules.chequeNo} required>
          <ChequeNumberInput />
        </Form.Item>
        <Form.Item
          name="chequeDate"
          label={t('entry.createCheque.chequeDate')}
          rules={rules.chequeDate}
          required
        >
          <ThaiDatePicker style={{ width: '100%' }} />
        </Form.Item>
        <BankBranchFields
          bankName="chequeBankId"
          branchName="chequeBankBranchId"
          bankPath="chequeBankId"
          branchPath="chequeBankBranchId"
          bankRules={rules.chequeBankId}
          branchRules={rules.chequeBankBranchId}
          bankLabel={t('entry.createCheque.bank')}
          branchLabel={t('entry.createCheque.branch')}
        />
        <Form.Item
          name="payerName"
          label={t('entry.createCheque.payerName')}
          rules={rules.payerName}
          required
        >
          <Input maxLength={300} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="chequeAmount"
          label={t('entry.createCheque.amount')}
          rules={rules.chequeAmount}
          required
          extra={t('entry.createCheque.balanceIsAmount')}
        >
          <NumberInput />
        </Form.Item>
      </Form>
    </EntryPanel>
  );
}
