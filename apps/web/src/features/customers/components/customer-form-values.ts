import type { Dayjs } from 'dayjs';
import { THAI_NATIONALITY, type CustomerDetail, type CustomerType, type OwnerType } from '@suanklang/shared';
import { dateOf, toRequestValues } from '../../../lib/settings/form-values';
import type { CustomerSaveInput } from '../api/customers';

export type CustomerFormValues = {
  customerCode?: string | null;
  customerType: CustomerType;
  ownerType?: OwnerType;
  titleCode?: string | null;
  firstNameTh?: string;
  lastNameTh?: string | null;
  firstNameEn?: string | null;
  lastNameEn?: string | null;
  nameLocal?: string | null;
  taxId?: string | null;
  passportId?: string | null;
  nationalityCode?: string | null;
  genderCode?: string | null;
  dateOfBirth?: Dayjs | null;
  occupationCode?: string | null;
  occupationText?: string | null;
  maritalStatusCode?: string | null;
  noOfChildren?: number | null;
  noOfFamilyMember?: number | null;
  mobileNo?: string | null;
  countryCode?: string | null;
  telephone?: string | null;
  email?: string | null;
  address?: string | null;
  province?: string | null;
  postalCode?: string | null;
  facebook?: string | null;
  instagram?: string | null;
  line?: string | null;
  twitter?: string | null;
  wechat?: string | null;
  whatsapp?: string | null;
};

/** Every field of the form; server field errors land on these. */
export const CUSTOMER_FIELDS = [
  'customerCode',
  'customerType',
  'ownerType',
  'titleCode',
  'firstNameTh',
  'lastNameTh',
  'firstNameEn',
  'lastNameEn',
  'nameLocal',
  'taxId',
  'passportId',
  'nationalityCode',
  'genderCode',
  'dateOfBirth',
  'occupationCode',
  'occupationText',
  'maritalStatusCode',
  'noOfChildren',
  'noOfFamilyMember',
  'mobileNo',
  'countryCode',
  'telephone',
  'email',
  'address',
  'province',
  'postalCode',
  'facebook',
  'instagram',
  'line',
  'twitter',
  'wechat',
  'whatsapp',
] as const;

/** The social channels of 000 and 001 section 9, in their order. */
export const SOCIAL_FIELDS = ['facebook', 'instagram', 'line', 'twitter', 'wechat', 'whatsapp'] as const;

/** Fields that only describe a person (hidden for a company). */
export const PERSON_ONLY_FIELDS = [
  'genderCode',
  'dateOfBirth',
  'maritalStatusCode',
  'noOfChildren',
  'noOfFamilyMember',
  'occupationCode',
  'occupationText',
] as const;

export const NEW_CUSTOMER_VALUES: CustomerFormValues = {
  customerType: 'PERSON',
  ownerType: 'OWNER',
  nationalityCode: THAI_NATIONALITY,
};

export function customerFormValues(detail: CustomerDetail): CustomerFormValues {
  return {
    customerCode: detail.customerCode,
    customerType: detail.customerType,
    ownerType: detail.ownerType,
    titleCode: detail.titleCode,
    firstNameTh: detail.firstNameTh,
    lastNameTh: detail.lastNameTh,
    firstNameEn: detail.firstNameEn,
    lastNameEn: detail.lastNameEn,
    nameLocal: detail.nameLocal,
    taxId: detail.taxId,
    passportId: detail.passportId,
    nationalityCode: detail.nationalityCode,
    genderCode: detail.genderCode,
    dateOfBirth: dateOf(detail.dateOfBirth),
    occupationCode: detail.occupationCode,
    occupationText: detail.occupationText,
    maritalStatusCode: detail.maritalStatusCode,
    noOfChildren: detail.noOfChildren,
    noOfFamilyMember: detail.noOfFamilyMember,
    mobileNo: detail.mobileNo,
    countryCode: detail.countryCode,
    telephone: detail.telephone,
    email: detail.email,
    address: detail.address,
    province: detail.province,
    postalCode: detail.postalCode,
    facebook: detail.facebook,
    instagram: detail.instagram,
    line: detail.line,
    twitter: detail.twitter,
    wechat: detail.wechat,
    whatsapp: detail.whatsapp,
  };
}

/** The body of a save or modify: blanks as null, the birth date as YYYY-MM-DD, person-only fields dropped for a company. */
export function customerRequest(values: CustomerFormValues): CustomerSaveInput {
  const body = toRequestValues({ ...values }) as Record<string, unknown>;
  if (values.customerType === 'COMPANY') for (const field of PERSON_ONLY_FIELDS) body[field] = null;
  return body as CustomerSaveInput;
}
