import { useMemo, useState } from 'react';
import { Button, Divider, Flex, Form, Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MASTERDATA_FILE_POLICY, bankAccountInfo, type SupplierBankAccount } from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { FilesTable, type AttachedFile } from '../../../components/files-table';
import { formRulesFrom } from '../../../components/zod-rule';
import { usePreferences } from '../../../lib/preferences/preferences';
import { BankBranchFields } from '../../../lib/reference/bank-branch-select';
import { EditorDrawer, useEditorControls } from '../../../lib/settings/editor-drawer';
import { flagItemProps } from '../../../lib/settings/flag';
import { toRequestValues } from '../../../lib/settings/form-values';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { useSaveSupplierBankAccount, type BankAccountInfoInput } from '../api/suppliers';

type BankAccountValues = {
  bankCode?: string;
  bankBranchCode?: string | null;
  accountNo?: string;
  accountName?: string;
  active: 'Y' | 'N';
};
type FormValues = { bankAccountInfo: BankAccountValues };

type BankAccountDrawerProps = {
  supplierCode: string;
  /** The account to change; null adds one; undefined keeps the drawer closed. */
  account: SupplierBankAccount | null | undefined;
  defaultAccountName: string;
  onClose: () => void;
};

/** A supplier's bank account in a slide-in panel (001 section 3, supplier bank account). */
export function BankAccountDrawer({
  supplierCode,
  account,
  defaultAccountName,
  onClose,
}: BankAccountDrawerProps) {
  const { t } = useTranslation('suppliers');
  return (
    <EditorDrawer
      open={account !== undefined}
      onClose={onClose}
      title={
        account ? t('bank.editTitle', { accountNo: account.bankAccountInfo.accountNo }) : t('bank.addTitle')
      }
    >
      <BankAccountEditor
        supplierCode={supplierCode}
        account={account ?? null}
        defaultAccountName={defaultAccountName}
      />
    </EditorDrawer>
  );
}

const FIELD_CODES: Record<string, (string | number)[]> = {
  SP003: ['bankAccountInfo', 'accountNo'],
  ST221: ['bankAccountInfo', 'bankCode'],
};

type BankAccountEditorProps = {
  supplierCode: string;
  account: SupplierBankAccount | null;
  defaultAccountName: string;
};

/**
 * Bank, then the branch (disabled until a bank is chosen), account number and name, and a copy of the bank
 * book; sent as multipart with nested names.
 */
function BankAccountEditor({ supplierCode, account, defaultAccountName }: BankAccountEditorProps) {
  const { t } = useTranslation(['suppliers', 'settings', 'common']);
  const { lang } = usePreferences();
  const controls = useEditorControls();
  const [form] = Form.useForm<FormValues>();
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const save = useSaveSupplierBankAccount();
  const rules = useMemo(() => formRulesFrom(bankAccountInfo, lang), [lang]);
  const [initial] = useState<FormValues>(() => ({
    bankAccountInfo: account
      ? {
          bankCode: account.bankAccountInfo.bankCode,
          bankBranchCode: account.bankAccountInfo.bankBranchCode,
          accountNo: account.bankAccountInfo.accountNo,
          accountName: account.bankAccountInfo.accountName,
          active: account.bankAccountInfo.active,
        }
      : { active: 'Y', accountName: defaultAccountName },
  }));

  async function submit(values: FormValues) {
    try {
      await save.mutateAsync({
        supplierCode,
        bankAccountId: account?.bankAccountId,
        bankAccountInfo: toRequestValues(values.bankAccountInfo) as BankAccountInfoInput,
        files: files.flatMap((file) =>
          file.blob ? [{ file: file.blob, description: file.description }] : [],
        ),
      });
      showSaved(t('bank.saved'));
      controls.done();
    } catch (error) {
      reportSaveError(form, error, { knownFields: ['bankAccountInfo'], fieldCodes: FIELD_CODES });
    }
  }

  return (
    <>
      <Form<FormValues>
        form={form}
        name="supplierBank"
        layout="vertical"
        initialValues={initial}
        onValuesChange={() => controls.setDirty(true)}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <BankBranchFields
          bankName={['bankAccountInfo', 'bankCode']}
          branchName={['bankAccountInfo', 'bankBranchCode']}
          bankPath={['bankAccountInfo', 'bankCode']}
          branchPath={['bankAccountInfo', 'bankBranchCode']}
          bankRules={rules.bankCode}
          branchRules={rules.bankBranchCode}
          bankLabel={t('bank.bank')}
          branchLabel={t('bank.branch')}
        />
        <Form.Item
          name={['bankAccountInfo', 'accountNo']}
          label={t('bank.accountNo')}
          rules={rules.accountNo}
          required
        >
          <Input name="bankAccountInfo[accountNo]" maxLength={20} inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name={['bankAccountInfo', 'accountName']}
          label={t('bank.accountName')}
          rules={rules.accountName}
          required
        >
          <Input name="bankAccountInfo[accountName]" maxLength={200} />
        </Form.Item>
        <Form.Item name={['bankAccountInfo', 'active']} label={t('settings:status')} {...flagItemProps}>
          <Switch checkedChildren={t('settings:active.Y')} unCheckedChildren={t('settings:active.N')} />
        </Form.Item>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
      <Divider />
      <Typography.Title level={5}>{t('bank.bankBook')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('bank.bankBookHint')}</Typography.Paragraph>
      <FilesTable
        files={files}
        onChange={(next) => {
          setFiles(next);
          controls.setDirty(true);
        }}
        policy={MASTERDATA_FILE_POLICY}
      />
      <Flex justify="flex-end" gap={8} style={{ marginTop: 24 }}>
        <Button onClick={controls.cancel}>{t('common:cancel')}</Button>
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()} id="bank-account-save">
          {t('common:save')}
        </Button>
      </Flex>
    </>
  );
}
