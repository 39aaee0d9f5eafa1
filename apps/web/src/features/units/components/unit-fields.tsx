import { AutoComplete, Col, Form, Input, Row, Select, Switch, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/number-input';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { flagItemProps } from '../../../lib/settings/flag';
import { useBuildings, useUnitTypes } from '../api/units';
import { CustomerPicker, type KnownCustomer } from './customer-picker';

type UnitFieldsProps = {
  rules: Record<string, FormRule[]>;
  /** The unit is in use: its code and type cannot change (checkEditable). */
  codeLocked?: boolean;
  /** 'ตร.ม.' or 'm²' etc., when known. */
  areaUnitLabel?: string | null;
  /** Owners can be set here only while the unit has none; later a resale changes them. */
  ownersEditable: boolean;
  known?: KnownCustomer[];
};

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** The unit's own fields, its first owners (while it has none) and its tenants. */
export function UnitFields({
  rules,
  codeLocked = false,
  areaUnitLabel,
  ownersEditable,
  known,
}: UnitFieldsProps) {
  const { t } = useTranslation(['units', 'settings']);
  const buildings = useBuildings();
  const types = useUnitTypes();

  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Form.Item
          name="unitCode"
          label={t('field.unitCode')}
          rules={rules.unitCode}
          normalize={upper}
          required
        >
          <Input name="unitCode" maxLength={20} disabled={codeLocked} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="building" label={t('field.building')} rules={rules.building} required>
          <AutoComplete
            options={(buildings.data ?? []).map((b) => ({ value: b.building }))}
            showSearch={{
              filterOption: (input, option) =>
                String(option?.value ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase()),
            }}
          >
            <Input name="building" maxLength={20} />
          </AutoComplete>
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name="floor" label={t('field.floor')} rules={rules.floor}>
          <Input name="floor" maxLength={10} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="houseNo" label={t('field.houseNo')} rules={rules.houseNo} extra={t('hint.houseNo')}>
          <Input name="houseNo" maxLength={30} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="unitTypeCode" label={t('field.unitType')} rules={rules.unitTypeCode} required>
          <Select
            placeholder={t('settings:choose')}
            disabled={codeLocked}
            loading={types.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(types.data ?? []).map((type) => ({
              value: type.unitTypeCode,
              label: `${type.unitTypeCode} - ${type.description}`,
              disabled: type.active === 'N',
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="area" label={t('field.area')} rules={rules.area} required>
          <NumberInput name="area" suffix={areaUnitLabel ?? undefined} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item
          name="ownershipRatio"
          label={t('field.ownershipRatio')}
          rules={rules.ownershipRatio}
          required
          extra={t('hint.ownershipRatio')}
        >
          <Input
            name="ownershipRatio"
            inputMode="decimal"
            suffix="%"
            maxLength={12}
            style={{ textAlign: 'right' }}
          />
        </Form.Item>
      </Col>
      {ownersEditable && (
        <>
          <Col xs={24} md={16}>
            <Form.Item
              name="ownerCustomerCodes"
              label={t('field.owners')}
              rules={rules.ownerCustomerCodes}
              extra={t('hint.owners')}
            >
              <CustomerPicker known={known} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="ownerStartDate" label={t('field.ownerStartDate')} rules={rules.ownerStartDate}>
              <ThaiDatePicker name="ownerStartDate" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </>
      )}
      <Col xs={24} md={16}>
        <Form.Item name="tenantCustomerCodes" label={t('field.tenants')} rules={rules.tenantCustomerCodes}>
          <CustomerPicker known={known} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="active" label={t('settings:status')} {...flagItemProps}>
          <Switch checkedChildren={t('settings:active.Y')} unCheckedChildren={t('settings:active.N')} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="remark" label={t('field.remark')} rules={rules.remark}>
          <Input.TextArea name="remark" rows={2} maxLength={500} />
        </Form.Item>
      </Col>
    </Row>
  );
}
