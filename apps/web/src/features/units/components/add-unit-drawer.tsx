import { useMemo, useState } from 'react';
import { Button, Drawer, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { unitSave } from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { formRulesFrom } from '../../../components/zod-rule';
import { usePreferences } from '../../../lib/preferences/preferences';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import { confirmDiscard } from '../../../lib/settings/unsaved-changes';
import { useSaveUnit } from '../api/units';
import { NEW_UNIT_VALUES, UNIT_FIELDS, unitRequest, type UnitFormValues } from './unit-form-values';
import { UnitFields } from './unit-fields';

type AddUnitDrawerProps = {
  open: boolean;
  onClose: () => void;
  onSaved: (unitCode: string) => void;
  areaUnitLabel?: string | null;
};

/** A new unit with its first owners and tenants (POST /masterdata/unit/save). */
export function AddUnitDrawer({ open, onClose, onSaved, areaUnitLabel }: AddUnitDrawerProps) {
  const { t } = useTranslation(['units', 'common']);
  const { lang } = usePreferences();
  const [form] = Form.useForm<UnitFormValues>();
  const [dirty, setDirty] = useState(false);
  const save = useSaveUnit();
  const rules = useMemo(() => formRulesFrom(unitSave, lang), [lang]);

  function reset() {
    form.resetFields();
    setDirty(false);
  }

  async function close() {
    if (dirty && !(await confirmDiscard())) return;
    reset();
    onClose();
  }

  async function submit(values: UnitFormValues) {
    const body = checkWholeSchema(form, unitSave, unitRequest(values), lang);
    if (!body) return;
    try {
      const unitCode = await save.mutateAsync(body);
      showSaved(t('saved.created', { code: unitCode }));
      reset();
      onSaved(unitCode);
    } catch (error) {
      reportSaveError(form, error, {
        knownFields: UNIT_FIELDS,
        fieldCodes: { UN001: 'unitCode', UN006: 'unitTypeCode' },
      });
    }
  }

  return (
    <Drawer
      open={open}
      onClose={() => void close()}
      title={t('add')}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => void close()}>{t('common:cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} id="add-unit-save">
            {t('common:save')}
          </Button>
        </Space>
      }
    >
      <Form<UnitFormValues>
        form={form}
        name="unit"
        layout="vertical"
        initialValues={NEW_UNIT_VALUES}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <UnitFields rules={rules} ownersEditable areaUnitLabel={areaUnitLabel} />
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Drawer>
  );
}
