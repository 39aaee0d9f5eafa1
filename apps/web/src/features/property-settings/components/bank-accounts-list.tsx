import { Button, Col, Empty, Form, Input, Row, Select, Switch, Tooltip, type FormRule } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BankBranchFields } from '../../../lib/reference/bank-branch-select';
import { useAccountOptions } from '../../../lib/reference/get-account-options';
import { flagItemProps } from '../../../lib/settings/flag';
import { newBankAccount, type BankAccountValues } from './property-form-values';

type BankAccountsListProps = { rules: Record<string, FormRule[]>; readOnly: boolean };

/**
 * The property's bank accounts (Form.List `bankAccounts`): bank then branch, account number and name, and the
 * ledger account it posts to; then which of them receives online payments.
 */
export function BankAccountsList({ rules, readOnly }: BankAccountsListProps) {
  const { t } = useTranslation(['property-settings', 'settings']);
  const form = Form.useFormInstance();
  const ledger = useAccountOptions({ category: 'ASSET', postable: 'Y' });
  const accounts = (Form.useWatch('bankAccounts', form) ?? []) as BankAccountValues[];
  const accountNos = accounts
    .map((account) => account.accountNo?.replace(/[\s-]/g, ''))
    .filter((accountNo): accountNo is string => typeof accountNo === 'string' && accountNo !== '');

  return (
    <>
      <Form.List name="bankAccounts">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bank.none')} />
            )}
            {fields.map((field, index) => (
              <div
                key={field.key}
                role="group"
                aria-label={t('bank.row', { index: index + 1 })}
                style={{ borderBottom: '1px solid rgba(5,5,5,0.06)', marginBottom: 12 }}
              >
                <Row gutter={16} align="bottom">
                  <Col xs={24} md={6}>
                    <BankBranchFields
                      bankName={[field.name, 'bankCode']}
                      branchName={[field.name, 'bankBranchCode']}
                      bankPath={['bankAccounts', field.name, 'bankCode']}
                      branchPath={['bankAccounts', field.name, 'bankBranchCode']}
                      bankRules={rules.bankCode}
                      branchRules={rules.bankBranchCode}
                      bankLabel={t('bank.bank')}
                      branchLabel={t('bank.branch')}
                      disabled={readOnly}
                    />
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item
                      name={[field.name, 'accountNo']}
                      label={t('bank.accountNo')}
                      rules={rules.accountNo}
                      required
                    >
                      <Input
                        name={`bankAccounts.${index}.accountNo`}
                        maxLength={20}
                        inputMode="numeric"
                        autoComplete="off"
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'accountName']}
                      label={t('bank.accountName')}
                      rules={rules.accountName}
                      required
                    >
                      <Input name={`bankAccounts.${index}.accountName`} maxLength={200} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'bulkCompanyId']}
                      label={t('bank.bulkCompanyId')}
                      extra={t('hint.bulkCompanyId')}
                      rules={rules.bulkCompanyId}
                    >
                      <Input name={`bankAccounts.${index}.bulkCompanyId`} maxLength={16} autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name={[field.name, 'accountCode']}
                      label={t('bank.ledgerAccount')}
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
                    <Form.Item name={[field.name, 'active']} label={t('settings:status')} {...flagItemProps}>
                      <Switch
                        checkedChildren={t('settings:active.Y')}
                        unCheckedChildren={t('settings:active.N')}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={4} style={{ textAlign: 'right', paddingBottom: 24 }}>
                    {!readOnly && (
                      <Tooltip title={t('bank.remove', { index: index + 1 })}>
                        <Button
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('bank.remove', { index: index + 1 })}
                          onClick={() => remove(field.name)}
                        />
                      </Tooltip>
                    )}
                  </Col>
                </Row>
              </div>
            ))}
            {!readOnly && (
              <Button icon={<PlusOutlined />} onClick={() => add(newBankAccount())} id="add-bank-account">
                {t('bank.add')}
              </Button>
            )}
          </>
        )}
      </Form.List>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} md={12}>
          <Form.Item
            name="onlineAccountNo"
            label={t('bank.onlinePaymentAccount')}
            extra={t('hint.onlinePaymentAccount')}
          >
            <Select
              allowClear
              placeholder={t('settings:choose')}
              options={[...new Set(accountNos)].map((accountNo) => ({ value: accountNo, label: accountNo }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
