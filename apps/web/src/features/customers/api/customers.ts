import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerApi,
  type CustomerChangeDetail,
  type CustomerDetail,
  type customerModify,
  type customerSave,
  type CustomerSearchBody,
  type ReplyOf,
} from '@suanklang/shared';
import type { z } from 'zod';
import { call } from '../../../lib/http/call';
import { customerKeys, invalidateAll, invalidates } from '../../../lib/query-keys';
import { appendField } from '../../../lib/settings/multipart';

export type CustomerSearchParams = Partial<
  Pick<CustomerSearchBody, 'keyword' | 'ownerType' | 'unitCode' | 'active'>
> &
  Pick<CustomerSearchBody, 'page' | 'pageSize'>;
export type CustomerSearchResult = ReplyOf<typeof customerApi.search>;

/** A page of the property's customers. */
export function searchCustomers(
  params: CustomerSearchParams,
  signal?: AbortSignal,
): Promise<CustomerSearchResult> {
  return call(customerApi.search, { body: params }, { signal });
}

export function useSearchCustomers(params: CustomerSearchParams) {
  return useQuery({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => searchCustomers(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The customer, their units and their change records. */
export async function getCustomer(customerCode: string, signal?: AbortSignal): Promise<CustomerDetail> {
  const reply = await call(customerApi.detail, { params: { customerCode } }, { signal });
  return reply.data;
}

export function useCustomer(customerCode: string | null) {
  return useQuery({
    queryKey: customerKeys.detail(customerCode ?? ''),
    queryFn: ({ signal }) => getCustomer(customerCode ?? '', signal),
    enabled: customerCode !== null && customerCode !== '',
  });
}

/** What the form sends for a new customer (values as typed). */
export type CustomerSaveInput = Omit<z.input<typeof customerSave>, 'lang' | 'propertyCode'>;

/** The new customer's code (generated when none was given). */
export async function saveCustomer(input: CustomerSaveInput): Promise<string> {
  const reply = await call(customerApi.save, { body: input }, { notify: false });
  return reply.data.customerCode;
}

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomer,
    onSuccess: () => invalidateAll(queryClient, invalidates.customerSaved),
  });
}

export type CustomerModifyInput = Omit<z.input<typeof customerModify>, 'lang' | 'propertyCode'>;
export type ChangeFile = { file: File; description: string };
export type CustomerModifyRequest = { customer: CustomerModifyInput; files: ChangeFile[] };
export type CustomerModified = { customerCode: string; documentNo: string | null };

/** The multipart form of a modify: the fields by name, then files[i].file and files[i].description. */
export function customerModifyForm({ customer, files }: CustomerModifyRequest): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(customer)) appendField(form, name, value);
  files.forEach(({ file, description }, index) => {
    form.append(`files[${index}].file`, file, file.name);
    form.append(`files[${index}].description`, description);
  });
  return form;
}

/**
 * A modify, always as the multipart form (the client repeats lang and propertyCode in the query), with or without
 * files. Every modify writes a change record; its number comes back.
 */
export async function modifyCustomer(request: CustomerModifyRequest): Promise<CustomerModified> {
  const reply = await call(customerApi.modify, { body: customerModifyForm(request) }, { notify: false });
  return reply.data;
}

export function useModifyCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyCustomer,
    onSuccess: () => invalidateAll(queryClient, invalidates.customerSaved),
  });
}

/** Makes an inactive customer usable again. */
export async function activateCustomer(customerCode: string): Promise<void> {
  await call(customerApi.activate, { body: { customerCode } });
}

export function useActivateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateCustomer,
    onSuccess: () => invalidateAll(queryClient, invalidates.customerSaved),
  });
}

export type InactivateCustomerInput = { customerCode: string; reason: string };

/** The customer stays in history but cannot be linked to a unit. */
export async function inactivateCustomer(input: InactivateCustomerInput): Promise<void> {
  await call(customerApi.inactivate, { body: input }, { notify: false });
}

export function useInactivateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inactivateCustomer,
    onSuccess: () => invalidateAll(queryClient, invalidates.customerSaved),
  });
}

/** One change record, before and after, with its files. */
export async function getCustomerChange(
  documentNo: string,
  signal?: AbortSignal,
): Promise<CustomerChangeDetail> {
  const reply = await call(customerApi.change, { query: { documentNo } }, { signal });
  return reply.data;
}

export function useCustomerChange(documentNo: string | null) {
  return useQuery({
    queryKey: customerKeys.change(documentNo ?? ''),
    queryFn: ({ signal }) => getCustomerChange(documentNo ?? '', signal),
    enabled: documentNo !== null && documentNo !== '',
  });
}
