import type { ActiveFlag, SupplierDetail, WhtType } from '@suanklang/shared';

export type SupplierFormValues = {
  supplierCode?: string;
  nameTh?: string;
  nameEn?: string | null;
  whtType?: WhtType;
  taxId?: string | null;
  branchNo?: string | null;
  address?: string | null;
  province?: string | null;
  postalCode?: string | null;
  phone?: string | null;
  email?: string | null;
  contactName?: string | null;
  active: ActiveFlag;
};

export const SUPPLIER_FIELDS = [
  'supplierCode',
  'nameTh',
  'nameEn',
  'whtType',
  'taxId',
  'branchNo',
  'address',
  'province',
  'postalCode',
  'phone',
  'email',
  'contactName',
  'active',
] as const;

export const NEW_SUPPLIER_VALUES: SupplierFormValues = { active: 'Y', whtType: 'PND53', branchNo: '00000' };

export function supplierFormValues(detail: SupplierDetail): SupplierFormValues {
  return {
    supplierCode: detail.supplierCode,
    nameTh: detail.nameTh,
    nameEn: detail.nameEn,
    whtType: detail.whtType,
    taxId: detail.taxId,
    branchNo: detail.branchNo,
    address: detail.address,
    province: detail.province,
    postalCode: detail.postalCode,
    phone: detail.phone,
    email: detail.email,
    contactName: detail.contactName,
    active: detail.active,
  };
}
