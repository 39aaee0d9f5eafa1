import { useEffect, useMemo } from 'react';
import { Form, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleMessage, v, type DocumentType } from '@suanklang/shared';
import { formatMoney } from '@suanklang/shared/money';
import { NumberInput } from '../../../../components/number-input';
import { useLang } from '../../../../components/use-lang';
import { zodRule } from '../../../../components/zod-rule';
import { usePaymentAccounts, type AccountChoice } from './api';
import { toSatang, type Satang } from './remaining';

/** An amount of at least 0.01 (001 section 5); `max` in satang when the amount is bounded. */
export function useAmountRules(min: Satang = 1, max?: Satang): FormRule[] {
  const lang = useLang();
  return useMemo(
    () => [
      zodRule(v.money({ required: true, min }), lang),
      {
        validator: async (_rule, value: number | null | undefined) => {
          if (max !== undefined && (toSatang(value) ?? 0) > max) {
            throw new Error(ruleMessage(lang, 'max_amount', { max: formatMoney(max) }));
          }
        },
      },
    ],
    [lang, min, max],
  );
}

export function AmountField({
  name = 'price',
  label,
  rules,
}: {
  name?: string;
  label: string;
  rules: FormRule[];
}) {
  return (
    <Form.Item name={name} label={label} rules={rules} required>
      <NumberInput />
    </Form.Item>
  );
}

type AccountFieldProps = {
  documentType: DocumentType;
  paymentType: number;
  label: string;
  /** Told the chosen account's description, which the transaction list shows. */
  required?: boolean;
};

export const accountLabel = (account: AccountChoice) => `[${account.accountCode}] - ${account.description}`;

/** The account the payment is booked to, from the accounts the document takes this payment type into. */
export function AccountField({ documentType, paymentType, label, required = true }: AccountFieldProps) {
  const { t } = useTranslation('receipts');
  const lang = useLang();
  const form = Form.useFormInstance();
  const accounts = usePaymentAccounts(documentType, paymentType);
  const rules = useMemo(
    () => (required ? [{ required: true, message: ruleMessage(lang, 'required') }] : []),
    [lang, required],
  );
  const first = accounts.data?.[0]?.accountCode;

  // The only or first account is the usual one: chosen for the user.
  useEffect(() => {
    if (first && !form.getFieldValue('accountCode')) form.setFieldValue('accountCode', first);
  }, [first, form]);

  return (
    <Form.Item name="accountCode" label={label} rules={rules} required={required}>
      <Select
        placeholder={t('entry.chooseAccount')}
        loading={accounts.isLoading}
        allowClear={!required}
        showSearch={{ optionFilterProp: 'label' }}
        options={(accounts.data ?? []).map((account) => ({
          value: account.accountCode,
          label: accountLabel(account),
        }))}
      />
    </Form.Item>
  );
}

/** The description of an account code among the loaded accounts. */
export function useAccountDescription(documentType: DocumentType, paymentType: number) {
  const accounts = usePaymentAccounts(documentType, paymentType);
  return (code: string | undefined) =>
    accounts.data?.find((account) => account.accountCode === code)?.description ?? '';
}

/** The catalogue's 'required' message as a plain rule (selects and dates). */
export function useRequiredRules(): FormRule[] {
  const lang = useLang();
  return useMemo(() => [{ required: true, message: ruleMessage(lang, 'required') }], [lang]);
}
