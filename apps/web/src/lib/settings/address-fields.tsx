import { Col, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';

type AddressFieldsProps = {
  /** The form's rules by field name (from formRulesFrom of the area's schema). */
  rules: Partial<Record<'address' | 'province' | 'postalCode', Rule[]>>;
  labels: { address: string; province: string; postalCode: string };
};

/** Address, province and postal code: the same three columns on every master-data form that has an address. */
export function AddressFields({ rules, labels }: AddressFieldsProps) {
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="address" label={labels.address} rules={rules.address}>
          <Input.TextArea name="address" rows={2} maxLength={500} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="province" label={labels.province} rules={rules.province}>
          <Input name="province" maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="postalCode" label={labels.postalCode} rules={rules.postalCode}>
          <Input name="postalCode" maxLength={5} inputMode="numeric" />
        </Form.Item>
      </Col>
    </>
  );
}
