import { useQuery } from '@tanstack/react-query';
import { customerChangeReply, type CustomerChangeDetail } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { customerKeys } from '../../../lib/query-keys';

/** GET /masterdata/customer/change?documentNo=: one change record, before and after, with its files. */
export async function getCustomerChange(
  documentNo: string,
  signal?: AbortSignal,
): Promise<CustomerChangeDetail> {
  const reply = await api.get('/masterdata/customer/change', customerChangeReply, {
    query: { documentNo },
    signal,
  });
  return reply.data;
}

export function useCustomerChange(documentNo: string | null) {
  return useQuery({
    queryKey: customerKeys.change(documentNo ?? ''),
    queryFn: ({ signal }) => getCustomerChange(documentNo ?? '', signal),
    enabled: documentNo !== null && documentNo !== '',
  });
}
