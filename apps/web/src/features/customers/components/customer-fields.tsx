import { Card, Col, Form, Input, InputNumber, Radio, Row, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_TYPES,
  OWNER_TYPES,
  THAI_NATIONALITY,
  bangkokToday,
  type LookupRow,
} from '@suanklang/shared';
import dayjs from 'dayjs';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { usePersonLookup, type PersonList } from '../../../lib/reference/get-person-lookup';
import { SOCIAL_FIELDS, type CustomerFormValues } from './customer-form-values';
import { AddressFields } from '../../../lib/settings/address-fields';

type Rules = Record<string, FormRule[]>;
type CustomerFieldsProps = { rules: Rules; creating: boolean };

function optionsOf(rows: LookupRow[] | undefined) {
  return (rows ?? []).map((row) => ({ value: row.code, label: row.description }));
}

function LookupSelect({
  list,
  ...rest
}: {
  list: PersonList;
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const { t } = useTranslation('settings');
  const lookup = usePersonLookup(list);
  return (
    <Select
      {...rest}
      allowClear
      placeholder={t('choose')}
      loading={lookup.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      options={optionsOf(lookup.data)}
    />
  );
}

const full = { width: '100%' };

/**
 * The customer's fields in three cards: who they are (names, identity numbers), contact, social channels. A
 * company hides the person-only fields; a foreigner's passport is asked for when there is no Thai ID.
 */
export function CustomerFields({ rules, creating }: CustomerFieldsProps) {
  const { t } = useTranslation(['customers', 'settings']);
  const form = Form.useFormInstance<CustomerFormValues>();
  const customerType = Form.useWatch('customerType', form);
  const nationality = Form.useWatch('nationalityCode', form);
  const company = customerType === 'COMPANY';
  const foreigner = !company && (nationality ?? THAI_NATIONALITY) !== THAI_NATIONALITY;
  const today = dayjs(bangkokToday());

  return (
    <>
      <Card size="small" title={t('section.identity')}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="customerCode"
              label={t('field.customerCode')}
              rules={rules.customerCode}
              normalize={(value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)}
              extra={creating ? t('hint.customerCode') : undefined}
            >
              <Input name="customerCode" maxLength={20} disabled={!creating} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="customerType" label={t('field.customerType')} rules={rules.customerType}>
              <Radio.Group
                name="customerType"
                options={CUSTOMER_TYPES.map((type) => ({ value: type, label: t(`customerType.${type}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="ownerType" label={t('field.ownerType')} rules={rules.ownerType} required>
              <Select
                placeholder={t('settings:choose')}
                options={OWNER_TYPES.map((type) => ({ value: type, label: t(`ownerType.${type}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item name="titleCode" label={t('field.title')} rules={rules.titleCode}>
              <LookupSelect list="title" />
            </Form.Item>
          </Col>
          <Col xs={24} md={company ? 20 : 10}>
            <Form.Item
              name="firstNameTh"
              label={company ? t('field.companyNameTh') : t('field.firstNameTh')}
              rules={rules.firstNameTh}
              required
            >
              <Input name="firstNameTh" maxLength={100} />
            </Form.Item>
          </Col>
          {!company && (
            <Col xs={24} md={10}>
              <Form.Item name="lastNameTh" label={t('field.lastNameTh')} rules={rules.lastNameTh} required>
                <Input name="lastNameTh" maxLength={100} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={company ? 24 : 12}>
            <Form.Item
              name="firstNameEn"
              label={company ? t('field.companyNameEn') : t('field.firstNameEn')}
              rules={rules.firstNameEn}
            >
              <Input name="firstNameEn" maxLength={100} />
            </Form.Item>
          </Col>
          {!company && (
            <Col xs={24} md={12}>
              <Form.Item name="lastNameEn" label={t('field.lastNameEn')} rules={rules.lastNameEn}>
                <Input name="lastNameEn" maxLength={100} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={8}>
            <Form.Item name="nationalityCode" label={t('field.nationality')} rules={rules.nationalityCode}>
              <LookupSelect list="nationality" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="taxId"
              label={company ? t('field.taxIdCompany') : t('field.taxId')}
              rules={rules.taxId}
              required={!foreigner}
              extra={t('hint.taxId')}
            >
              <Input name="taxId" maxLength={17} inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
          {!company && (
            <Col xs={24} md={8}>
              <Form.Item
                name="passportId"
                label={t('field.passportId')}
                rules={rules.passportId}
                normalize={(value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)}
                extra={foreigner ? t('hint.passportId') : undefined}
              >
                <Input name="passportId" maxLength={20} autoComplete="off" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={8}>
            <Form.Item name="nameLocal" label={t('field.nameLocal')} rules={rules.nameLocal}>
              <Input name="nameLocal" maxLength={200} />
            </Form.Item>
          </Col>
          {!company && (
            <>
              <Col xs={24} md={8}>
                <Form.Item name="genderCode" label={t('field.gender')} rules={rules.genderCode}>
                  <LookupSelect list="gender" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="dateOfBirth" label={t('field.dateOfBirth')} rules={rules.dateOfBirth}>
                  <ThaiDatePicker
                    name="dateOfBirth"
                    style={full}
                    disabledDate={(date) => !date.isBefore(today, 'day')}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="occupationCode" label={t('field.occupation')} rules={rules.occupationCode}>
                  <LookupSelect list="occupation" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="occupationText"
                  label={t('field.occupationText')}
                  rules={rules.occupationText}
                >
                  <Input name="occupationText" maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="maritalStatusCode"
                  label={t('field.maritalStatus')}
                  rules={rules.maritalStatusCode}
                >
                  <LookupSelect list="maritalstatus" />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item name="noOfChildren" label={t('field.noOfChildren')} rules={rules.noOfChildren}>
                  <InputNumber name="noOfChildren" min={0} max={30} precision={0} style={full} />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item
                  name="noOfFamilyMember"
                  label={t('field.noOfFamilyMember')}
                  rules={rules.noOfFamilyMember}
                >
                  <InputNumber name="noOfFamilyMember" min={0} max={50} precision={0} style={full} />
                </Form.Item>
              </Col>
            </>
          )}
        </Row>
      </Card>

      <Card size="small" title={t('section.contact')}>
        <Row gutter={16}>
          <Col xs={8} md={3}>
            <Form.Item name="countryCode" label={t('field.countryCode')} rules={rules.countryCode}>
              <Input name="countryCode" maxLength={4} inputMode="numeric" placeholder="66" />
            </Form.Item>
          </Col>
          <Col xs={16} md={7}>
            <Form.Item name="mobileNo" label={t('field.mobileNo')} rules={rules.mobileNo}>
              <Input name="mobileNo" maxLength={30} inputMode="tel" autoComplete="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="telephone" label={t('field.telephone')} rules={rules.telephone}>
              <Input name="telephone" maxLength={30} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="email" label={t('field.email')} rules={rules.email}>
              <Input name="email" type="email" maxLength={254} autoComplete="email" />
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
        </Row>
      </Card>

      <Card size="small" title={t('section.social')}>
        <Row gutter={16}>
          {SOCIAL_FIELDS.map((field) => (
            <Col key={field} xs={24} md={8}>
              <Form.Item name={field} label={t(`social.${field}`)} rules={rules[field]}>
                <Input name={field} maxLength={100} autoComplete="off" />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Card>
    </>
  );
}
