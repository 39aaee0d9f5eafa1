import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approvalActed,
  approvalFlowReply,
  approverDetailReply,
  approverListReply,
  approverSavedReply,
  creditNoteApprovalDetailReply,
  documentTypeReply,
  pendingSearchReply,
  type ApprovalDocumentType,
  type PendingSearchBody,
} from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { approvalKeys, invalidateAll, invalidates } from '../../../lib/query-keys';
import { ackReply } from '../../../lib/http/replies';

export type PendingSearchParams = Omit<PendingSearchBody, 'lang' | 'propertyCode' | 'page' | 'pageSize'> & {
  page: number;
  pageSize: number;
};

/** POST /pendingapproval/search: documents whose current step waits for the signed-in user. */
export function usePendingSearch(params: PendingSearchParams) {
  return useQuery({
    queryKey: approvalKeys.pending(params),
    queryFn: ({ signal }) =>
      api.list('POST', '/pendingapproval/search', pendingSearchReply, {
        body: { ...params, documentNo: params.documentNo?.toUpperCase() },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /pendingapproval/document/type */
export function useDocumentTypes() {
  return useQuery({
    queryKey: approvalKeys.documentTypes(),
    queryFn: ({ signal }) => api.list('GET', '/pendingapproval/document/type', documentTypeReply, { signal }),
    staleTime: Infinity,
  });
}

/** GET /pendingapproval/{no}?documentType: the approval flow of a document. */
export function useApprovalFlow(documentType: ApprovalDocumentType | null, documentNo: string | null) {
  return useQuery({
    queryKey: approvalKeys.flow(documentType, documentNo),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/pendingapproval/${encodeURIComponent(documentNo ?? '')}`, approvalFlowReply, {
          query: { documentType: documentType ?? 'CN' },
          signal,
          notify: false,
        })
      ).data,
    enabled: Boolean(documentType && documentNo),
  });
}

/** GET /pendingapproval/creditnotes/{no}: the credit note an approver looks at. */
export function useCreditNoteForApproval(documentNo: string | null) {
  return useQuery({
    queryKey: approvalKeys.creditNote(documentNo),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/pendingapproval/creditnotes/${encodeURIComponent(documentNo ?? '')}`,
          creditNoteApprovalDetailReply,
          { signal },
        )
      ).data,
    enabled: Boolean(documentNo),
  });
}

export type ApprovalActionInput = {
  documentType: ApprovalDocumentType;
  documentNo: string;
  action: 'approve' | 'reject';
  reason?: string;
};

/** PUT /pendingapproval/approve; every list and detail that shows the document is refreshed. */
export function useApprovalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApprovalActionInput) =>
      (await api.put('/pendingapproval/approve', approvalActed, { body: { ...input }, notify: false })).data,
    onSuccess: () => invalidateAll(queryClient, invalidates.approvalActed),
  });
}

/** GET /properties/approver?documentType: the configured steps. */
export function useApproverSteps(documentType: ApprovalDocumentType, enabled = true) {
  return useQuery({
    queryKey: approvalKeys.config(documentType),
    queryFn: ({ signal }) =>
      api.list('GET', '/properties/approver', approverListReply, { query: { documentType }, signal }),
    enabled,
  });
}

/** GET /properties/approver/users?documentType: who may be chosen as an approver. */
export function useApproverCandidates(documentType: ApprovalDocumentType, enabled = true) {
  return useQuery({
    queryKey: approvalKeys.candidates(documentType),
    queryFn: ({ signal }) =>
      api.list('GET', '/properties/approver/users', approverDetailReply, { query: { documentType }, signal }),
    enabled,
  });
}

export type ApproverStepInput = {
  stepId?: string;
  documentType: ApprovalDocumentType;
  description: string;
  userIds: string[];
};

function useConfigMutation<I>(fn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateAll(queryClient, invalidates.approvalStepsSaved),
  });
}

/** POST /properties/approver (new step) or PUT (a step's name and users). */
export const useSaveApproverStep = () =>
  useConfigMutation(async ({ stepId, documentType, description, userIds }: ApproverStepInput) =>
    stepId
      ? api.put('/properties/approver', approverSavedReply, {
          body: { stepId, description, userIds },
          notify: false,
          formErrors: true,
        })
      : api.post('/properties/approver', approverSavedReply, {
          body: { documentType, description, userIds },
          notify: false,
          formErrors: true,
        }),
  );

/** DELETE /properties/approver?stepId: later steps move up. */
export const useDeleteApproverStep = () =>
  useConfigMutation((stepId: string) => api.delete('/properties/approver', ackReply, { query: { stepId } }));
