import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CheckEditable,
  customerApi,
  type ReplyOf,
  type resaleSave,
  unitApi,
  type UnitDetail,
  type unitModify,
  type unitSave,
  type UnitSearchBody,
} from '@suanklang/shared';
import type { z } from 'zod';
import { call } from '../../../lib/http/call';
import { customerKeys, invalidateAll, invalidates, unitKeys } from '../../../lib/query-keys';

export type UnitSearchParams = Partial<
  Pick<UnitSearchBody, 'keyword' | 'building' | 'floor' | 'unitTypeCode' | 'active'>
> &
  Pick<UnitSearchBody, 'page' | 'pageSize'>;
export type UnitSearchResult = ReplyOf<typeof unitApi.search>;

/** A page of the property's units with their owner and tenant. */
export function searchUnits(params: UnitSearchParams, signal?: AbortSignal): Promise<UnitSearchResult> {
  return call(unitApi.search, { body: params }, { signal });
}

export function useSearchUnits(params: UnitSearchParams) {
  return useQuery({
    queryKey: unitKeys.list(params),
    queryFn: ({ signal }) => searchUnits(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The unit, its owners and tenants now and before. */
export async function getUnit(unitCode: string, signal?: AbortSignal): Promise<UnitDetail> {
  const reply = await call(unitApi.detail, { params: { code: unitCode } }, { signal });
  return reply.data;
}

export function useUnit(unitCode: string) {
  return useQuery({
    queryKey: unitKeys.detail(unitCode),
    queryFn: ({ signal }) => getUnit(unitCode, signal),
    enabled: unitCode !== '',
  });
}

/** Whether the code and the unit type may still change. */
export async function checkUnitEditable(unitCode: string, signal?: AbortSignal): Promise<CheckEditable> {
  const reply = await call(unitApi.checkEditable, { params: { code: unitCode } }, { signal });
  return reply.data;
}

export function useUnitEditable(unitCode: string, enabled: boolean) {
  return useQuery({
    queryKey: unitKeys.editable(unitCode),
    queryFn: ({ signal }) => checkUnitEditable(unitCode, signal),
    enabled: enabled && unitCode !== '',
  });
}

export type UnitSaveInput = Omit<z.input<typeof unitSave>, 'lang' | 'propertyCode'>;

/** A new unit, with its first owners if given. */
export async function saveUnit(input: UnitSaveInput): Promise<string> {
  const reply = await call(unitApi.save, { body: input }, { notify: false });
  return reply.data.unitCode;
}

export function useSaveUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUnit,
    onSuccess: () => invalidateAll(queryClient, invalidates.unitSaved),
  });
}

export type UnitModifyInput = Omit<z.input<typeof unitModify>, 'lang' | 'propertyCode'>;

/**
 * Modifies the unit named originalCode. Owners are sent only while the unit has none (a
 * change of owner is a resale).
 */
export async function modifyUnit(input: UnitModifyInput): Promise<string> {
  const reply = await call(unitApi.modify, { body: input }, { notify: false });
  return reply.data.unitCode;
}

export function useModifyUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyUnit,
    onSuccess: () => invalidateAll(queryClient, invalidates.unitSaved),
  });
}

export type ResaleInput = Omit<z.input<typeof resaleSave>, 'lang' | 'propertyCode'>;

/** The unit changes hands on transferDate; the buyers' first is the owner. */
export async function saveResale(input: ResaleInput): Promise<string> {
  const reply = await call(unitApi.resale, { body: input }, { notify: false });
  return reply.data.unitCode;
}

export function useSaveResale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResale,
    onSuccess: () => invalidateAll(queryClient, invalidates.unitSaved),
  });
}

export type UnitType = ReplyOf<typeof unitApi.unitTypes>['data'][number];

/** The property's own unit types (studio, 1-bedroom, house...). */
export async function getUnitTypes(signal?: AbortSignal): Promise<UnitType[]> {
  const reply = await call(unitApi.unitTypes, {}, { signal });
  return reply.data;
}

export function useUnitTypes() {
  return useQuery({
    queryKey: unitKeys.types(),
    queryFn: ({ signal }) => getUnitTypes(signal),
    staleTime: 60_000,
  });
}

export type Building = ReplyOf<typeof unitApi.buildings>['data'][number];

/** The property's buildings with their unit counts. */
export async function getBuildings(signal?: AbortSignal): Promise<Building[]> {
  const reply = await call(unitApi.buildings, {}, { signal });
  return reply.data;
}

export function useBuildings() {
  return useQuery({
    queryKey: unitKeys.buildings(),
    queryFn: ({ signal }) => getBuildings(signal),
    staleTime: 60_000,
  });
}

export type CustomerOption = ReplyOf<typeof customerApi.options>['data'][number];

/** Customers to pick as a unit's owners or tenants. */
export async function getCustomerOptions(keyword: string, signal?: AbortSignal): Promise<CustomerOption[]> {
  const reply = await call(customerApi.options, { query: { keyword: keyword || undefined } }, { signal });
  return reply.data;
}

export function useCustomerOptions(keyword: string, enabled = true) {
  return useQuery({
    queryKey: customerKeys.options(keyword),
    queryFn: ({ signal }) => getCustomerOptions(keyword, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
