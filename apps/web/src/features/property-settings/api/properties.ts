import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PropertyDetail,
  type propertyModify,
  type propertySave,
  type PropertySearchBody,
  propertySettingsApi,
  type ReplyOf,
} from '@suanklang/shared';
import { useCallback } from 'react';
import type { z } from 'zod';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates, propertySettingKeys } from '../../../lib/query-keys';

export type PropertySearchParams = Partial<Pick<PropertySearchBody, 'keyword' | 'propertyType' | 'active'>> &
  Pick<PropertySearchBody, 'page' | 'pageSize'>;
export type PropertySearchResult = ReplyOf<typeof propertySettingsApi.search>;

/** The properties whose settings the user may see. */
export function searchProperties(
  params: PropertySearchParams,
  signal?: AbortSignal,
): Promise<PropertySearchResult> {
  return call(propertySettingsApi.search, { body: params }, { signal });
}

export function useSearchProperties(params: PropertySearchParams) {
  return useQuery({
    queryKey: propertySettingKeys.list(params),
    queryFn: ({ signal }) => searchProperties(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One property's settings (the code in the query is the one shown). */
export async function getPropertyDetail(propertyCode: string, signal?: AbortSignal): Promise<PropertyDetail> {
  const reply = await call(propertySettingsApi.detail, { query: { propertyCode } }, { signal });
  return reply.data;
}

export function usePropertyDetail(propertyCode: string | null) {
  return useQuery({
    queryKey: propertySettingKeys.detail(propertyCode ?? ''),
    queryFn: ({ signal }) => getPropertyDetail(propertyCode ?? '', signal),
    enabled: propertyCode !== null && propertyCode !== '',
  });
}

/**
 * Whether a new property code is still free. Asked while the code is
 * typed, so a failure is not shown (the save checks again and says so).
 */
export async function checkPropertyCode(newPropertyCode: string, signal?: AbortSignal): Promise<boolean> {
  const reply = await call(
    propertySettingsApi.check,
    { query: { newPropertyCode } },
    { signal, notify: false },
  );
  return reply.data.available;
}

/** A function answering "is this code free?", remembered for a few seconds so blur after typing asks once. */
export function useCheckPropertyCode(): (newPropertyCode: string) => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    (newPropertyCode: string) =>
      queryClient.fetchQuery({
        queryKey: propertySettingKeys.codeCheck(newPropertyCode),
        queryFn: ({ signal }) => checkPropertyCode(newPropertyCode, signal),
        staleTime: 5_000,
        retry: false,
      }),
    [queryClient],
  );
}

/** What the form sends: the schema's input (values as typed), without the envelope the client adds. */
export type PropertySaveInput = Omit<z.input<typeof propertySave>, 'lang' | 'propertyCode'>;

/**
 * Creates a property (administrators only). Failures are left to the form, which puts
 * a duplicate code and field messages under the fields.
 */
export async function saveProperty(input: PropertySaveInput): Promise<string> {
  const reply = await call(propertySettingsApi.save, { body: input }, { notify: false });
  return reply.data.propertyCode;
}

export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProperty,
    onSuccess: () => invalidateAll(queryClient, invalidates.propertySaved),
  });
}

/** The property named by propertyCode and its new settings (values as typed). */
export type PropertyModifyInput = Omit<z.input<typeof propertyModify>, 'lang'>;

/** The property's code never changes. Failures are left to the form. */
export async function modifyProperty(input: PropertyModifyInput): Promise<string> {
  const reply = await call(propertySettingsApi.modify, { body: input }, { notify: false });
  return reply.data.propertyCode;
}

export function useModifyProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyProperty,
    onSuccess: () => invalidateAll(queryClient, invalidates.propertySaved),
  });
}
