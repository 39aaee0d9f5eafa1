import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckCircleOutlined, SaveOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MASTERDATA_FILE_POLICY, customerModify, customerSave, type CustomerDetail } from '@suanklang/shared';
import { AccountStatementCard } from '../../../components/account-statement-card';
import { confirmSure, showSaved } from '../../../components/dialogs';
import { FilesTable, type AttachedFile } from '../../../components/files-table';
import { formatDate, formatDateTime } from '../../../components/format';
import { formRulesFrom } from '../../../components/zod-rule';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useRights } from '../../../lib/property/rights';
import { ActiveTag } from '../../../lib/settings/active-tag';
import { DetailHeader } from '../../../lib/settings/detail-header';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import { useUnsavedChangesGuard } from '../../../lib/settings/unsaved-changes';
import { useActivateCustomer, useModifyCustomer, useSaveCustomer } from '../api/customers';
import { ChangeHistory } from './change-history';
import { CustomerChangePanel } from './customer-change-panel';
import { CustomerFields } from './customer-fields';
import {
  CUSTOMER_FIELDS,
  NEW_CUSTOMER_VALUES,
  customerFormValues,
  customerRequest,
  type CustomerFormValues,
} from './customer-form-values';
import { InactivateCustomerDialog } from './inactivate-customer-dialog';

export const CUSTOMER_LIST_PATH = '/views/setting/customer';
export const CUSTOMER_DETAIL_PATH = '/views/setting/customerDetail';

type UnitLink = CustomerDetail['unitLinks'][number];
type CustomerEditorProps = { title: string; detail: CustomerDetail | null };

/**
 * A customer: new (detail null) or existing, with the files that go with a change, their units, their change
 * history and the change panel, and inactivation with a reason. Read-only without SETTING_CUSTOMER_EDIT, and
 * while the customer is inactive.
 */
export function CustomerEditor({ title, detail }: CustomerEditorProps) {
  const { t } = useTranslation(['customers', 'settings', 'common']);
  const { lang } = usePreferences();
  const navigate = useNavigate();
  const canEdit = useRights().can('SETTING_CUSTOMER_EDIT');
  const creating = detail === null;
  const inactive = detail?.active === 'N';
  const readOnly = !canEdit || inactive;
  const [form] = Form.useForm<CustomerFormValues>();
  const [dirty, setDirty] = useState(false);
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const [openChange, setOpenChange] = useState<string | null>(null);
  const [inactivating, setInactivating] = useState(false);
  const guard = useUnsavedChangesGuard(dirty || files.length > 0);
  const save = useSaveCustomer();
  const modify = useModifyCustomer();
  const activate = useActivateCustomer();
  const rules = useMemo(() => formRulesFrom(customerSave, lang), [lang]);
  const initialValues = useMemo(() => (detail ? customerFormValues(detail) : NEW_CUSTOMER_VALUES), [detail]);

  useEffect(() => {
    if (dirty) return;
    form.resetFields();
    form.setFieldsValue(initialValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new detail resets the form
  }, [initialValues, form]);

  async function submit(values: CustomerFormValues) {
    const body = customerRequest(values);
    const schema = creating ? customerSave : customerModify;
    const customerCode = detail?.customerCode ?? body.customerCode;
    if (!checkWholeSchema(form, schema, { ...body, customerCode }, lang)) return;
    try {
      if (creating) {
        const code = await save.mutateAsync(body);
        setDirty(false);
        guard.allowNextNavigation();
        showSaved(t('saved.created', { code }));
        void navigate(`${CUSTOMER_DETAIL_PATH}?customerCode=${encodeURIComponent(code)}`, { replace: true });
        return;
      }
      const modified = await modify.mutateAsync({
        customer: { ...body, customerCode: detail.customerCode },
        files: files.flatMap((file) =>
          file.blob ? [{ file: file.blob, description: file.description }] : [],
        ),
      });
      setDirty(false);
      setFiles([]);
      showSaved(
        modified.documentNo
          ? t('saved.modifiedWithRecord', { documentNo: modified.documentNo })
          : t('saved.modified'),
      );
    } catch (error) {
      reportSaveError(form, error, {
        knownFields: CUSTOMER_FIELDS,
        fieldCodes: { CU001: 'customerCode', CU002: 'taxId' },
      });
    }
  }

  async function reactivate() {
    if (!detail || !(await confirmSure(t('activate.confirm', { name: detail.customerName })))) return;
    try {
      await activate.mutateAsync(detail.customerCode);
      showSaved(t('activate.done'));
    } catch {
      /* the client already showed the failure */
    }
  }

  const unitColumns: TableColumnsType<UnitLink> = [
    { key: 'unitCode', title: t('units.unitCode'), dataIndex: 'unitCode' },
    { key: 'ownerType', title: t('field.ownerType'), render: (_v, row) => t(`ownerType.${row.ownerType}`) },
    { key: 'startDate', title: t('units.startDate'), render: (_v, row) => formatDate(row.startDate, lang) },
    {
      key: 'endDate',
      title: t('units.endDate'),
      render: (_v, row) =>
        row.endDate ? formatDate(row.endDate, lang) : <Tag color="green">{t('units.current')}</Tag>,
    },
  ];

  return (
    <>
      <DetailHeader
        title={title}
        backTo={CUSTOMER_LIST_PATH}
        subtitle={
          detail ? (
            <Space wrap>
              <Typography.Text strong>{detail.customerCode}</Typography.Text>
              <Typography.Text>{detail.customerName}</Typography.Text>
              <ActiveTag active={detail.active} />
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('detail.newCustomer')}</Typography.Text>
          )
        }
        actions={
          canEdit && (
            <>
              {detail && !inactive && (
                <Button
                  danger
                  icon={<StopOutlined />}
                  onClick={() => setInactivating(true)}
                  id="customer-inactivate"
                >
                  {t('inactivate.button')}
                </Button>
              )}
              {detail && inactive && (
                <Button
                  icon={<CheckCircleOutlined />}
                  loading={activate.isPending}
                  onClick={() => void reactivate()}
                  id="customer-activate"
                >
                  {t('activate.button')}
                </Button>
              )}
              {!inactive && (
                <Button
                  type="primary"
                  icon={<SaveOutlined />}
                  loading={save.isPending || modify.isPending}
                  onClick={() => form.submit()}
                  id="customer-save"
                >
                  {t('common:save')}
                </Button>
              )}
            </>
          )
        }
      />
      {inactive && detail && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('inactive.title', { date: formatDateTime(detail.inactiveDate, lang) })}
          description={t('inactive.reason', { reason: detail.inactiveReason ?? '-' })}
        />
      )}
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('settings:readOnly')} />}
      <Form<CustomerFormValues>
        form={form}
        name="customer"
        layout="vertical"
        initialValues={initialValues}
        disabled={readOnly}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => void submit(values)}
        scrollToFirstError
      >
        <Flex vertical gap={16}>
          <CustomerFields rules={rules} creating={creating} />
          {detail && !readOnly && (
            <Card size="small" title={t('section.changeFiles')}>
              <Typography.Paragraph type="secondary">{t('hint.changeFiles')}</Typography.Paragraph>
              <FilesTable files={files} onChange={setFiles} policy={MASTERDATA_FILE_POLICY} />
            </Card>
          )}
        </Flex>
      </Form>
      {detail && (
        <Flex vertical gap={16} style={{ marginTop: 16 }}>
          <Card size="small" title={t('section.units')}>
            <Table<UnitLink>
              size="small"
              rowKey={(row) => `${row.unitCode}-${row.ownerType}-${row.startDate}`}
              columns={unitColumns}
              dataSource={detail.unitLinks}
              pagination={false}
              locale={{ emptyText: t('units.none') }}
            />
          </Card>
          <AccountStatementCard party="customer" code={detail.customerCode} />
          <Card size="small" title={t('section.history')}>
            <ChangeHistory changes={detail.changes} onOpen={setOpenChange} />
          </Card>
          <CustomerChangePanel documentNo={openChange} onClose={() => setOpenChange(null)} />
          <InactivateCustomerDialog
            open={inactivating}
            customerCode={detail.customerCode}
            customerName={detail.customerName}
            onClose={() => setInactivating(false)}
            onDone={() => {
              setInactivating(false);
              showSaved(t('inactivate.done'));
            }}
          />
        </Flex>
      )}
    </>
  );
}
