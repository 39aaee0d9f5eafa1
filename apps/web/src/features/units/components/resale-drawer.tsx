import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { resaleSave, type UnitDetail } from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { formatDate } from '../../../components/format';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { formRulesFrom } from '../../../components/zod-rule';
import { usePreferences } from '../../../lib/preferences/preferences';
import { toRequestValues } from '../../../lib/settings/form-values';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import { confirmDiscard } from '../../../lib/settings/unsaved-changes';
import { useSaveResale } from '../api/units';
import { CustomerPicker } from './customer-picker';

type ResaleValues = { transferDate?: Dayjs | null; ownerCustomerCodes?: string[]; remark?: string | null };
type ResaleDrawerProps = { open: boolean; unit: UnitDetail; onClose: () => void };

/**
 * Resale (transfer of ownership): the buyers take over on the transfer date, the first as owner, the others as
 * co-owners; the sellers stay in the unit's history.
 */
export function ResaleDrawer({ open, unit, onClose }: ResaleDrawerProps) {
  const { t } = useTranslation(['units', 'common']);
  const { lang } = usePreferences();
  const [form] = Form.useForm<ResaleValues>();
  const [dirty, setDirty] = useState(false);
  const resale = useSaveResale();
  const rules = useMemo(() => formRulesFrom(resaleSave, lang), [lang]);
  const since = unit.owners[0]?.startDate;

  async function close() {
    if (dirty && !(await confirmDiscard())) return;
    form.resetFields();
    setDirty(false);
    onClose();
  }

  async function submit(values: ResaleValues) {
    const body = checkWholeSchema(
      form,
      resaleSave,
      { ...toRequestValues(values), unitCode: unit.unitCode },
      lang,
    );
    if (!body) return;
    try {
      await resale.mutateAsync(body);
      showSaved(t('resale.done', { code: unit.unitCode }));
      form.resetFields();
      setDirty(false);
      onClose();
    } catch (error) {
      reportSaveError(form, error, {
        knownFields: ['transferDate', 'ownerCustomerCodes', 'remark'],
        fieldCodes: { UN004: 'transferDate', UN008: 'ownerCustomerCodes' },
      });
    }
  }

  return (
    <Drawer
      open={open}
      onClose={() => void close()}
      title={t('resale.title', { code: unit.unitCode })}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => void close()}>{t('common:cancel')}</Button>
          <Button type="primary" loading={resale.isPending} onClick={() => form.submit()} id="resale-save">
            {t('common:save')}
          </Button>
        </Space>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('resale.sellers', {
          names: unit.owners.map((owner) => owner.customerName).join(', ') || '-',
          date: formatDate(since, lang),
        })}
      />
      <Form<ResaleValues>
        form={form}
        name="resale"
        layout="vertical"
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="transferDate" label={t('resale.transferDate')} rules={rules.transferDate} required>
          <ThaiDatePicker name="transferDate" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="ownerCustomerCodes"
          label={t('resale.buyers')}
          rules={rules.ownerCustomerCodes}
          required
          extra={t('hint.owners')}
        >
          <CustomerPicker />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')} rules={rules.remark}>
          <Input.TextArea name="remark" rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
