import { useQuery } from '@tanstack/react-query';
import { customerApi, type CustomerChangeDetail } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { customerKeys } from '../../../lib/query-keys';

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
