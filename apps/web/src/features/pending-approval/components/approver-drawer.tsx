import { useState } from 'react';
import {
  Button,
  Card,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  List,
  Popconfirm,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APPROVAL_DOCUMENT_TYPES, type ApprovalDocumentType, type ApproverStep } from '@suanklang/shared';
import { showError } from '../../../components/dialogs';
import { HttpError } from '../../../lib/http/errors';
import { usePreferences } from '../../../lib/preferences/preferences';
import {
  useApproverCandidates,
  useApproverSteps,
  useDeleteApproverStep,
  useSaveApproverStep,
} from '../api/approvals';

type StepValues = { description?: string; descriptionEn?: string; userIds?: string[] };

/**
 * Approver configuration of the property: per document type, numbered steps, each one approver or a group of
 * users of whom any one may act. A document already sent keeps the steps it was sent with.
 */
export function ApproverDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['approvals', 'common']);
  const { lang } = usePreferences();
  const stepName = (step: ApproverStep) => (lang === 'en' ? step.descriptionEn : null) || step.description;
  const [documentType, setDocumentType] = useState<ApprovalDocumentType>('CN');
  const steps = useApproverSteps(documentType, open);
  const candidates = useApproverCandidates(documentType, open);
  const save = useSaveApproverStep();
  const remove = useDeleteApproverStep();
  const [editing, setEditing] = useState<ApproverStep | null>(null);
  const [form] = Form.useForm<StepValues>();

  async function submit(values: StepValues) {
    try {
      await save.mutateAsync({
        ...(editing ? { stepId: editing.stepId } : {}),
        documentType,
        description: (values.description ?? '').trim(),
        descriptionEn: (values.descriptionEn ?? '').trim(),
        userIds: values.userIds ?? [],
      });
      setEditing(null);
      form.resetFields();
    } catch (error) {
      showError(
        error instanceof HttpError
          ? { statusCode: error.status, message: error.message }
          : { message: String(error) },
      );
    }
  }

  function edit(step: ApproverStep) {
    setEditing(step);
    form.setFieldsValue({
      description: step.description,
      descriptionEn: step.descriptionEn ?? '',
      userIds: step.users.map((u) => u.userID),
    });
  }

  return (
    <Drawer open={open} title={t('config.title')} onClose={onClose} size="large" destroyOnHidden>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Select<ApprovalDocumentType>
          aria-label={t('config.documentType')}
          value={documentType}
          style={{ width: 240 }}
          onChange={(value) => {
            setDocumentType(value);
            setEditing(null);
            form.resetFields();
          }}
          options={APPROVAL_DOCUMENT_TYPES.map((code) => ({ value: code, label: t(`documentType.${code}`) }))}
        />
        {(steps.data?.data ?? []).length === 0 ? (
          <Empty description={t('config.noSteps')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <List
            bordered
            loading={steps.isFetching}
            dataSource={steps.data?.data ?? []}
            renderItem={(step) => (
              <List.Item
                actions={[
                  <Button
                    key="edit"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`${t('config.edit')} ${stepName(step)}`}
                    onClick={() => edit(step)}
                  />,
                  <Popconfirm
                    key="delete"
                    title={t('config.deleteConfirm')}
                    onConfirm={() => remove.mutate(step.stepId)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('config.delete')} ${stepName(step)}`}
                    />
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta
                  title={`${t('config.step', { no: step.stepNo })}: ${stepName(step)}`}
                  description={
                    <Space wrap size={4}>
                      {step.users.length > 1 && (
                        <Typography.Text type="secondary">{t('config.anyOf')}</Typography.Text>
                      )}
                      {step.users.map((u) => (
                        <Tag key={u.userID}>{u.name}</Tag>
                      ))}
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
        )}
        <Card
          size="small"
          title={editing ? t('config.editStep', { no: editing.stepNo }) : t('config.addStep')}
        >
          <Form form={form} name="approverStep" layout="vertical" onFinish={(v) => void submit(v)}>
            <Form.Item
              name="description"
              label={t('config.description')}
              rules={[{ required: true, whitespace: true, message: t('config.descriptionRequired') }]}
            >
              <Input maxLength={300} />
            </Form.Item>
            <Form.Item name="descriptionEn" label={t('config.descriptionEn')}>
              <Input maxLength={300} />
            </Form.Item>
            <Form.Item
              name="userIds"
              label={t('config.users')}
              rules={[{ required: true, message: t('config.usersRequired') }]}
            >
              <Select
                mode="multiple"
                loading={candidates.isFetching}
                optionFilterProp="label"
                options={(candidates.data?.data ?? []).map((u) => ({
                  value: u.userID,
                  label: u.email ? `${u.name} (${u.email})` : u.name,
                }))}
              />
            </Form.Item>
            <Flex justify="flex-end" gap={8}>
              {editing && (
                <Button
                  onClick={() => {
                    setEditing(null);
                    form.resetFields();
                  }}
                >
                  {t('common:cancel')}
                </Button>
              )}
              <Button
                type="primary"
                htmlType="submit"
                icon={<PlusOutlined />}
                loading={save.isPending}
                id="save-step"
              >
                {t('config.save')}
              </Button>
            </Flex>
          </Form>
        </Card>
      </Space>
    </Drawer>
  );
}
