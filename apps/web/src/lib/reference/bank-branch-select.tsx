import { Form, Select, type FormRule } from 'antd';
import type { NamePath as AntNamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { useBanks } from './get-banks';
import { useBranches } from './get-branches';

/** A field's name in a form whose values are not typed here (a key, or a path of keys). */
type NamePath = AntNamePath<Record<string, unknown>>;

type BankBranchFieldsProps = {
  /** Where the bank code and the branch code sit in the form (a row of a Form.List passes [index, 'bankCode']). */
  bankName: NamePath;
  branchName: NamePath;
  /** The whole paths of the two fields (the same as the names outside a Form.List). */
  bankPath: NamePath;
  branchPath: NamePath;
  bankRules?: FormRule[];
  branchRules?: FormRule[];
  disabled?: boolean;
  bankLabel: string;
  branchLabel: string;
};

/**
 * Bank then branch: the branch select stays disabled until a bank is chosen, lists that bank's branches and is
 * emptied when the bank changes (001 section 5, create cheque; 001 section 3, supplier bank account).
 */
export function BankBranchFields(props: BankBranchFieldsProps) {
  const { bankName, branchName, bankPath, branchPath, disabled = false } = props;
  const { t } = useTranslation('settings');
  const form = Form.useFormInstance();
  const bankCode = Form.useWatch(bankPath, form) as string | undefined;
  const banks = useBanks();
  const branches = useBranches(bankCode);

  return (
    <>
      <Form.Item name={bankName} label={props.bankLabel} rules={props.bankRules} required>
        <Select
          placeholder={t('bank.chooseBank')}
          loading={banks.isLoading}
          disabled={disabled}
          showSearch={{ optionFilterProp: 'label' }}
          options={(banks.data ?? []).map((bank) => ({
            value: bank.bankCode,
            label: `${bank.shortName} - ${bank.bankName}`,
          }))}
          onChange={() => form.setFieldValue(branchPath, undefined)}
        />
      </Form.Item>
      <Form.Item name={branchName} label={props.branchLabel} rules={props.branchRules}>
        <Select
          placeholder={bankCode ? t('bank.chooseBranch') : t('bank.chooseBankFirst')}
          disabled={disabled || !bankCode}
          loading={branches.isLoading}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={(branches.data ?? []).map((branch) => ({
            value: branch.branchCode,
            label: `${branch.branchCode} - ${branch.branchName}`,
          }))}
        />
      </Form.Item>
    </>
  );
}
