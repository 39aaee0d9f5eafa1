import type { Dayjs } from 'dayjs';
import type { ActiveFlag, UnitDetail } from '@suanklang/shared';
import { amountOf, toRequestValues } from '../../../lib/settings/form-values';

export type UnitFormValues = {
  unitCode?: string;
  building?: string;
  floor?: string | null;
  houseNo?: string | null;
  unitTypeCode?: string;
  area?: number | null;
  ownershipRatio?: string | null;
  remark?: string | null;
  active: ActiveFlag;
  ownerCustomerCodes?: string[];
  ownerStartDate?: Dayjs | null;
  tenantCustomerCodes?: string[];
};

export const UNIT_FIELDS = [
  'unitCode',
  'building',
  'floor',
  'houseNo',
  'unitTypeCode',
  'area',
  'ownershipRatio',
  'remark',
  'active',
  'ownerCustomerCodes',
  'ownerStartDate',
  'tenantCustomerCodes',
] as const;

export const NEW_UNIT_VALUES: UnitFormValues = {
  active: 'Y',
  ownerCustomerCodes: [],
  tenantCustomerCodes: [],
};

/** Owners in the order the API reads them: the owner first, then the co-owners. */
export function ownerCodes(detail: UnitDetail): string[] {
  return [...detail.owners]
    .sort((a, b) => (a.ownerType === 'OWNER' ? -1 : 0) - (b.ownerType === 'OWNER' ? -1 : 0))
    .map((owner) => owner.customerCode);
}

export function unitFormValues(detail: UnitDetail): UnitFormValues {
  return {
    unitCode: detail.unitCode,
    building: detail.building,
    floor: detail.floor,
    houseNo: detail.houseNo,
    unitTypeCode: detail.unitTypeCode,
    area: amountOf(detail.area),
    ownershipRatio: detail.ownershipRatio,
    remark: detail.remark,
    active: detail.active,
    ownerCustomerCodes: ownerCodes(detail),
    tenantCustomerCodes: detail.tenants.map((tenant) => tenant.customerCode),
  };
}

/** The body of a save or modify (values as typed, blanks as null). */
export function unitRequest(values: UnitFormValues) {
  return toRequestValues(values);
}
