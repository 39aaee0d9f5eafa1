import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Space,
  Switch,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { EditOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WHT_TYPES, supplierSave, type SupplierBankAccount, type SupplierDetail } from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { formRulesFrom } from '../../../components/zod-rule';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useRights } from '../../../lib/property/rights';
import { downloadStoredFile } from '../../../lib/reference/download-file';
import { ActiveTag } from '../../../lib/settings/active-tag';
import { DetailHeader } from '../../../lib/settings/detail-header';
import { flagItemProps } from '../../../lib/settings/flag';
import { toRequestValues } from '../../../lib/settings/form-values';
import { InUseNotice } from '../../../lib/settings/in-use-notice';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import { useUnsavedChangesGuard } from '../../../lib/settings/unsaved-changes';
import { useSupplierEditable, useSaveSupplier, type SupplierSaveInput } from '../api/suppliers';
import { BankAccountDrawer } from './bank-account-drawer';
import { DocumentAccountCard } from './document-account-card';
import {
  NEW_SUPPLIER_VALUES,
  SUPPLIER_FIELDS,
  supplierFormValues,
  type SupplierFormValues,
} from './supplier-form-values';
import { AddressFields } from '../../../lib/settings/address-fields';

export const SUPPLIER_LIST_PATH = '/views/setting/supplier';
const DETAIL_PATH = '/views/setting/supplierDetail';

type SupplierEditorProps = { title: string; detail: SupplierDetail | null };

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** A supplier: new (detail null) or existing with its bank accounts and online-payment account. */
export function SupplierEditor({ title, detail }: SupplierEditorProps) {
  const { t } = useTranslation(['suppliers', 'settings', 'common']);
  const { lang } = usePreferences();
  const navigate = useNavigate();
  const rights = useRights();
  const canEdit = rights.can('SETTING_SUPPLIER_EDIT');
  const canDownload = rights.can('DOWNLOAD');
  const creating = detail === null;
  const editable = useSupplierEditable(detail?.supplierCode ?? null, canEdit);
  const codeLocked = editable.data?.editable === false;
  const [form] = Form.useForm<SupplierFormValues>();
  const [dirty, setDirty] = useState(false);
  const [bankAccount, setBankAccount] = useState<SupplierBankAccount | null | undefined>(undefined);
  const guard = useUnsavedChangesGuard(dirty);
  const save = useSaveSupplier();
  const rules = useMemo(() => formRulesFrom(supplierSave, lang), [lang]);
  const initialValues = useMemo(() => (detail ? supplierFormValues(detail) : NEW_SUPPLIER_VALUES), [detail]);

  useEffect(() => {
    if (dirty) return;
    form.resetFields();
    form.setFieldsValue(initialValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new detail resets the form
  }, [initialValues, form]);

  async function submit(values: SupplierFormValues) {
    const body = { ...toRequestValues(values), originalCode: detail?.supplierCode } as SupplierSaveInput;
    if (!checkWholeSchema(form, supplierSave, body, lang)) return;
    try {
      const code = await save.mutateAsync(body);
      setDirty(false);
      showSaved(creating ? t('saved.created', { code }) : t('saved.modified', { code }));
      if (code !== detail?.supplierCode) {
        guard.allowNextNavigation();
        void navigate(`${DETAIL_PATH}?supplierCode=${encodeURIComponent(code)}`, { replace: true });
      }
    } catch (error) {
      const shown = reportSaveError(form, error, {
        knownFields: SUPPLIER_FIELDS,
        fieldCodes: { SP001: 'supplierCode' },
      });
      if (!shown) void editable.refetch();
    }
  }

  const bankColumns: TableColumnsType<SupplierBankAccount> = [
    { key: 'bank', title: t('bank.bank'), render: (_v, row) => row.bankAccountInfo.bankName },
    {
      key: 'branch',
      title: t('bank.branch'),
      render: (_v, row) => row.bankAccountInfo.bankBranchName ?? '-',
    },
    { key: 'accountNo', title: t('bank.accountNo'), render: (_v, row) => row.bankAccountInfo.accountNo },
    {
      key: 'accountName',
      title: t('bank.accountName'),
      render: (_v, row) => row.bankAccountInfo.accountName,
    },
    {
      key: 'active',
      title: t('settings:status'),
      render: (_v, row) => <ActiveTag active={row.bankAccountInfo.active} />,
    },
    {
      key: 'files',
      title: t('bank.bankBook'),
      render: (_v, row) =>
        row.files.length === 0
          ? '-'
          : row.files.map((file) =>
              canDownload ? (
                <Button
                  key={file.id}
                  type="link"
                  size="small"
                  style={{ padding: 0, display: 'block' }}
                  onClick={() => void downloadStoredFile(file)}
                >
                  {file.originalFileName}
                </Button>
              ) : (
                <div key={file.id}>{file.originalFileName}</div>
              ),
            ),
    },
    ...(canEdit
      ? [
          {
            key: 'edit',
            title: '',
            width: 64,
            render: (_v: unknown, row: SupplierBankAccount) => (
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t('bank.edit', { accountNo: row.bankAccountInfo.accountNo })}
                onClick={() => setBankAccount(row)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <DetailHeader
        title={title}
        backTo={SUPPLIER_LIST_PATH}
        subtitle={
          detail ? (
            <Space wrap>
              <Typography.Text strong>{detail.supplierCode}</Typography.Text>
              <Typography.Text>{detail.supplierName}</Typography.Text>
              <ActiveTag active={detail.active} />
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('detail.newSupplier')}</Typography.Text>
          )
        }
        actions={
          canEdit && (
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              onClick={() => form.submit()}
              id="supplier-save"
            >
              {t('common:save')}
            </Button>
          )
        }
      />
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('settings:readOnly')} />}
      <InUseNotice check={editable.data} locked={t('locked')} />
      <Flex vertical gap={16}>
        <Card size="small" title={t('section.general')}>
          <Form<SupplierFormValues>
            form={form}
            name="supplier"
            layout="vertical"
            initialValues={initialValues}
            disabled={!canEdit}
            onValuesChange={() => setDirty(true)}
            onFinish={(values) => void submit(values)}
            scrollToFirstError
          >
            <Row gutter={16}>
              <Col xs={24} md={6}>
                <Form.Item
                  name="supplierCode"
                  label={t('field.supplierCode')}
                  rules={rules.supplierCode}
                  normalize={upper}
                  required
                >
                  <Input name="supplierCode" maxLength={20} disabled={codeLocked} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={9}>
                <Form.Item name="nameTh" label={t('field.nameTh')} rules={rules.nameTh} required>
                  <Input name="nameTh" maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={9}>
                <Form.Item name="nameEn" label={t('field.nameEn')} rules={rules.nameEn}>
                  <Input name="nameEn" maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="whtType" label={t('field.whtType')} rules={rules.whtType} required>
                  <Radio.Group
                    name="whtType"
                    options={WHT_TYPES.map((type) => ({ value: type, label: t(`whtType.${type}`) }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name="taxId" label={t('field.taxId')} rules={rules.taxId}>
                  <Input name="taxId" maxLength={17} inputMode="numeric" autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item
                  name="branchNo"
                  label={t('field.branchNo')}
                  rules={rules.branchNo}
                  extra={t('hint.branchNo')}
                >
                  <Input name="branchNo" maxLength={5} inputMode="numeric" />
                </Form.Item>
              </Col>
              <AddressFields
                rules={rules}
                labels={{
                  address: t('field.address'),
                  province: t('field.province'),
                  postalCode: t('field.postalCode'),
                }}
              />
              <Col xs={24} md={6}>
                <Form.Item name="contactName" label={t('field.contactName')} rules={rules.contactName}>
                  <Input name="contactName" maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="phone" label={t('field.phone')} rules={rules.phone}>
                  <Input name="phone" maxLength={30} inputMode="tel" />
                </Form.Item>
              </Col>
              <Col xs={12} md={8}>
                <Form.Item name="email" label={t('field.email')} rules={rules.email}>
                  <Input name="email" type="email" maxLength={254} />
                </Form.Item>
              </Col>
              <Col xs={24} md={4}>
                <Form.Item name="active" label={t('settings:status')} {...flagItemProps}>
                  <Switch
                    checkedChildren={t('settings:active.Y')}
                    unCheckedChildren={t('settings:active.N')}
                  />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Card>
        {detail ? (
          <>
            <Card
              size="small"
              title={t('section.bankAccounts')}
              extra={
                canEdit && (
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() => setBankAccount(null)}
                    id="add-supplier-bank-account"
                  >
                    {t('bank.add')}
                  </Button>
                )
              }
            >
              <Table<SupplierBankAccount>
                size="small"
                rowKey="bankAccountId"
                columns={bankColumns}
                dataSource={detail.bankAccounts}
                pagination={false}
                locale={{ emptyText: t('bank.none') }}
              />
            </Card>
            <Card size="small" title={t('section.documentAccount')}>
              <DocumentAccountCard
                key={`${detail.supplierCode}-${detail.updatedDate ?? ''}`}
                supplier={detail}
                readOnly={!canEdit}
              />
            </Card>
            <BankAccountDrawer
              supplierCode={detail.supplierCode}
              account={bankAccount}
              defaultAccountName={detail.nameTh}
              onClose={() => setBankAccount(undefined)}
            />
          </>
        ) : (
          <Typography.Text type="secondary">{t('hint.bankAfterSave')}</Typography.Text>
        )}
      </Flex>
    </>
  );
}
