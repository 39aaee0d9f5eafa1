import { useMemo } from 'react';
import { Button, Col, Form, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { supplierDocumentAccountSave, type SupplierDetail } from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { formRulesFrom } from '../../../components/zod-rule';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useAccountOptions } from '../../../lib/reference/get-account-options';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { useSaveSupplierDocumentAccount } from '../api/suppliers';

/** The online-payment account configuration (001 section 9: id 7). */
export const ONLINE_PAYMENT_CONFIG = 7;

type Values = { accountNoId?: string; accountCode?: string };
type DocumentAccountCardProps = { supplier: SupplierDetail; readOnly: boolean };

/**
 * Supplier document account (001 section 3): which of the supplier's bank accounts online payments go to, and
 * the ledger account they are paid from (accounts payable).
 */
export function DocumentAccountCard({ supplier, readOnly }: DocumentAccountCardProps) {
  const { t } = useTranslation(['suppliers', 'settings', 'common']);
  const { lang } = usePreferences();
  const [form] = Form.useForm<Values>();
  const save = useSaveSupplierDocumentAccount();
  const ledger = useAccountOptions({ category: 'LIABILITY', postable: 'Y' });
  const rules = useMemo(() => formRulesFrom(supplierDocumentAccountSave, lang), [lang]);
  const current = supplier.documentAccounts.find(
    (row) => row.supplierDocumentAccount === ONLINE_PAYMENT_CONFIG,
  )?.account;
  const activeAccounts = supplier.bankAccounts.filter((row) => row.bankAccountInfo.active === 'Y');

  async function submit(values: Values) {
    try {
      await save.mutateAsync({
        supplierCode: supplier.supplierCode,
        supplierDocumentAccount: ONLINE_PAYMENT_CONFIG,
        accountNoId: values.accountNoId ?? '',
        accountCode: values.accountCode ?? '',
      });
      showSaved(t('documentAccount.saved'));
    } catch (error) {
      reportSaveError(form, error, {
        knownFields: ['accountNoId', 'accountCode'],
        fieldCodes: { SP004: 'accountNoId' },
      });
    }
  }

  if (activeAccounts.length === 0) {
    return <Typography.Text type="secondary">{t('documentAccount.needBankAccount')}</Typography.Text>;
  }

  return (
    <Form<Values>
      form={form}
      name="supplierDocumentAccount"
      layout="vertical"
      disabled={readOnly}
      initialValues={{ accountNoId: current?.accountNoId, accountCode: current?.accountCode }}
      onFinish={(values) => void submit(values)}
    >
      <Row gutter={16} align="bottom">
        <Col xs={24} md={10}>
          <Form.Item
            name="accountNoId"
            label={t('documentAccount.bankAccount')}
            rules={rules.accountNoId}
            required
          >
            <Select
              placeholder={t('settings:choose')}
              options={activeAccounts.map((row) => ({
                value: row.bankAccountId,
                label: `${row.bankAccountInfo.bankName} ${row.bankAccountInfo.accountNo}`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item
            name="accountCode"
            label={t('documentAccount.ledgerAccount')}
            rules={rules.accountCode}
            required
          >
            <Select
              placeholder={t('settings:choose')}
              loading={ledger.isLoading}
              showSearch={{ optionFilterProp: 'label' }}
              options={ledger.data ?? []}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          {!readOnly && (
            <Form.Item>
              <Button htmlType="submit" loading={save.isPending} id="document-account-save">
                {t('common:save')}
              </Button>
            </Form.Item>
          )}
        </Col>
      </Row>
    </Form>
  );
}
