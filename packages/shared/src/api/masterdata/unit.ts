import { z } from 'zod';
import { v } from '../../validation/fields';
import { endpoint } from '../../endpoint';
import { activeFlag, listReplyOf, propertyScoped, replyOf, searchPaging } from '../common';
import { checkEditableReply, codeParams } from './common';
import { AREA_UNITS, OWNER_TYPES } from './constants';
import { m } from './fields';

/** Units (settings unit / unitDetail/{unitCode}); the calls are in `unitApi` at the end of this file. */

export const UNIT_CODE_MAX = 20;
const customerCodes = (min: number) =>
  v.list(m.code({ required: true, max: 20 }), { min, max: 5, uniqueBy: (c) => c });

const unitFields = {
  building: v.text({ required: true, max: 20, rules: ['allowDashAndSpace'] }),
  floor: v.text({ max: 10, rules: ['allowDashAndSpace'] }),
  /** The registered house number (บ้านเลขที่), e.g. 99/101. */
  houseNo: v.text({ max: 30, rules: ['textOther'] }),
  unitTypeCode: m.code({ required: true, max: 20 }),
  /** m2 for a condominium, square wah for a housing estate (the property's area unit). */
  area: m.decimal({ required: true, scale: 2, positive: true, max: '9999999999' }),
  /** Ownership ratio in per cent (อัตราส่วนกรรมสิทธิ์), 6 decimals; a property's units add up to 100. */
  ownershipRatio: m.decimal({ required: true, scale: 6, max: '100' }),
  remark: v.text({ max: 500 }),
  active: m.flag('Y'),
  /** Tenants now; leaving one out ends their tenancy today, a new one starts today. */
  tenantCustomerCodes: customerCodes(0).optional(),
};

/**
 * A new unit. Its first owners (owner then co-owners) may be given with the date they
 * took over; later owner changes go through resale.
 */
export const unitSave = propertyScoped.extend({
  unitCode: m.code({ required: true, max: UNIT_CODE_MAX }),
  ...unitFields,
  ownerCustomerCodes: customerCodes(0).optional(),
  ownerStartDate: v.date(),
});
export type UnitSave = z.infer<typeof unitSave>;

/**
 * A modify of the unit named originalCode (or unitCode). Owners can only be set here while the
 * unit has none; otherwise they must stay as they are (resale changes them).
 */
export const unitModify = propertyScoped.extend({
  originalCode: m.code({ max: UNIT_CODE_MAX }),
  unitCode: m.code({ required: true, max: UNIT_CODE_MAX }),
  ...unitFields,
  ownerCustomerCodes: customerCodes(0).optional(),
  ownerStartDate: v.date(),
});
export type UnitModify = z.infer<typeof unitModify>;

/** A resale: the unit changes hands on transferDate; the previous owners stay in history. */
export const resaleSave = propertyScoped.extend({
  unitCode: m.code({ required: true, max: UNIT_CODE_MAX }),
  transferDate: v.date({ required: true }),
  /** The buyers: the first becomes OWNER, the others CO_OWNER. */
  ownerCustomerCodes: customerCodes(1),
  remark: v.text({ max: 500 }),
});
export type ResaleSave = z.infer<typeof resaleSave>;

export const unitSearchBody = propertyScoped.extend({
  ...searchPaging.shape,
  keyword: v.text({ max: 100 }),
  building: v.text({ max: 20 }),
  floor: v.text({ max: 10 }),
  unitTypeCode: m.code({ max: 20 }),
  active: activeFlag.optional(),
});
export type UnitSearchBody = z.infer<typeof unitSearchBody>;

export const unitRow = z.object({
  unit: z.string(),
  unitCode: z.string(),
  building: z.string(),
  floor: z.string().nullable(),
  houseNo: z.string().nullable(),
  unitTypeCode: z.string(),
  unitTypeDescription: z.string(),
  area: z.string(),
  areaUnit: z.enum(AREA_UNITS),
  ownershipRatio: z.string(),
  ownerName: z.string().nullable(),
  tenantName: z.string().nullable(),
  active: activeFlag,
});
export type UnitRow = z.infer<typeof unitRow>;
export const unitSearchReply = listReplyOf(unitRow);

export const unitOccupant = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  ownerType: z.enum(OWNER_TYPES),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type UnitOccupant = z.infer<typeof unitOccupant>;

export const unitDetail = unitRow.extend({
  remark: z.string().nullable(),
  owners: z.array(unitOccupant),
  tenants: z.array(unitOccupant),
  /** Every owner and tenant the unit has had, newest first. */
  history: z.array(unitOccupant),
  createdDate: z.string(),
  updatedDate: z.string().nullable(),
});
export type UnitDetail = z.infer<typeof unitDetail>;
export const unitDetailReply = replyOf(unitDetail);
export const unitSaved = replyOf(z.object({ unitCode: z.string() }));

/** The unit's postal address. */
export const unitAddressQuery = propertyScoped.extend({
  unitCode: m.code({ required: true, max: UNIT_CODE_MAX }),
});
export const unitAddressReply = replyOf(
  z.object({
    unitCode: z.string(),
    houseNo: z.string().nullable(),
    building: z.string(),
    floor: z.string().nullable(),
    addressTh: z.string(),
    addressEn: z.string(),
  }),
);

/** The unit dropdown (unit, unitCode, unitCodeDescription). */
export const unitLookupQuery = propertyScoped.extend({
  keyword: v.text({ max: 100 }),
  building: v.text({ max: 20 }),
});
export const unitOption = z.object({
  unit: z.string(),
  unitCode: z.string(),
  unitCodeDescription: z.string(),
});
export const unitLookupReply = listReplyOf(unitOption);

export const buildingReply = listReplyOf(z.object({ building: z.string(), unitCount: z.number().int() }));

/** Unit types are the property's own list (studio, 1-bedroom, house...). */
export const unitTypeRow = z.object({
  unitTypeCode: z.string(),
  description: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  active: activeFlag,
});
export const unitTypeReply = listReplyOf(unitTypeRow);
/** Creates, or with originalCode updates. */
export const unitTypeSave = propertyScoped.extend({
  originalCode: m.code({ max: 20 }),
  unitTypeCode: m.code({ required: true, max: 20 }),
  nameTh: v.text({ required: true, max: 100 }),
  nameEn: v.text({ required: true, max: 100, rules: ['textEng'] }),
  active: m.flag('Y'),
});
export type UnitTypeSave = z.infer<typeof unitTypeSave>;
export const unitTypeSaved = replyOf(z.object({ unitTypeCode: z.string() }));

/** The unit calls (settings unit / unitDetail), the unit types and the unit and building dropdowns. */
export const unitApi = {
  search: endpoint({
    method: 'POST',
    path: '/config/unit/search',
    read: 'list',
    body: unitSearchBody,
    reply: unitSearchReply,
  }),
  /** `code` is upper-cased by the server. */
  detail: endpoint({
    method: 'GET',
    path: '/config/unit/detail/:code',
    read: 'json',
    params: codeParams,
    query: propertyScoped,
    reply: unitDetailReply,
  }),
  /** Whether the code and the unit type may still change. */
  checkEditable: endpoint({
    method: 'GET',
    path: '/config/unit/checkEditable/:code',
    read: 'json',
    params: codeParams,
    query: propertyScoped,
    reply: checkEditableReply,
  }),
  resale: endpoint({
    method: 'POST',
    path: '/config/unit/resale/save',
    read: 'json',
    body: resaleSave,
    reply: unitSaved,
  }),
  address: endpoint({
    method: 'GET',
    path: '/config/unit/address',
    read: 'json',
    query: unitAddressQuery,
    reply: unitAddressReply,
  }),
  save: endpoint({
    method: 'POST',
    path: '/masterdata/unit/save',
    read: 'json',
    status: 201,
    body: unitSave,
    reply: unitSaved,
  }),
  modify: endpoint({
    method: 'PUT',
    path: '/masterdata/unit/modify',
    read: 'json',
    body: unitModify,
    reply: unitSaved,
  }),
  /** The document screens' unit dropdown: any member of the property may call it. */
  options: endpoint({
    method: 'GET',
    path: '/masterdata/units',
    read: 'list',
    query: unitLookupQuery,
    reply: unitLookupReply,
  }),
  /** The same list as `options` under the property's calls. */
  propertyOptions: endpoint({
    method: 'GET',
    path: '/properties/unit',
    read: 'list',
    query: unitLookupQuery,
    reply: unitLookupReply,
  }),
  buildings: endpoint({
    method: 'GET',
    path: '/masterdata/buildings',
    read: 'list',
    query: propertyScoped,
    reply: buildingReply,
  }),
  unitTypes: endpoint({
    method: 'GET',
    path: '/masterdata/unittypes',
    read: 'list',
    query: propertyScoped,
    reply: unitTypeReply,
  }),
  /** Creates (201), or with originalCode updates (200). */
  saveUnitType: endpoint({
    method: 'POST',
    path: '/masterdata/unittypes/save',
    read: 'json',
    body: unitTypeSave,
    reply: unitTypeSaved,
    otherReplies: { 201: unitTypeSaved },
  }),
};
