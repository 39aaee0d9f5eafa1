import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approvalApi,
  creditNoteApi,
  manualVoucherApi,
  type ApprovalDocumentType,
  type PendingSearchBody,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { approvalKeys, invalidateAll, invalidates } from '../../../lib/query-keys';

export type PendingSearchParams = Omit<PendingSearchBody, 'lang' | 'propertyCode' | 'page' | 'pageSize'> & {
  page: number;
  pageSize: number;
};

/** Documents whose current step waits for the signed-in user. */
export function usePendingSearch(params: PendingSearchParams) {
  return useQuery({
    queryKey: approvalKeys.pending(params),
    queryFn: ({ signal }) =>
      call(
        approvalApi.pending,
        { body: { ...params, documentNo: params.documentNo?.toUpperCase() } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The document types that have an approval flow. */
export function useDocumentTypes() {
  return useQuery({
    queryKey: approvalKeys.documentTypes(),
    queryFn: ({ signal }) => call(approvalApi.documentTypes, {}, { signal }),
    staleTime: Infinity,
  });
}

/** The approval flow of a document. */
export function useApprovalFlow(documentType: ApprovalDocumentType | null, documentNo: string | null) {
  return useQuery({
    queryKey: approvalKeys.flow(documentType, documentNo),
    queryFn: async ({ signal }) =>
      (
        await call(
          approvalApi.flow,
          { params: { no: documentNo ?? '' }, query: { documentType: documentType ?? 'CN' } },
          { signal, notify: false },
        )
      ).data,
    enabled: Boolean(documentType && documentNo),
  });
}

/** The credit note an approver looks at. */
export function useCreditNoteForApproval(documentNo: string | null) {
  return useQuery({
    queryKey: approvalKeys.creditNote(documentNo),
    queryFn: async ({ signal }) =>
      (await call(creditNoteApi.forApproval, { params: { no: documentNo ?? '' } }, { signal })).data,
    enabled: Boolean(documentNo),
  });
}

/** The journal voucher an approver looks at, by number. */
export function useVoucherForApproval(documentNo: string | null) {
  return useQuery({
    queryKey: approvalKeys.voucher(documentNo),
    queryFn: async ({ signal }) =>
      (await call(manualVoucherApi.detail, { params: { no: documentNo ?? '' } }, { signal })).data,
    enabled: Boolean(documentNo),
  });
}

export type ApprovalActionInput = {
  documentType: ApprovalDocumentType;
  documentNo: string;
  action: 'approve' | 'reject';
  reason?: string;
};

/** Approve or reject; every list and detail that shows the document is refreshed. */
export function useApprovalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApprovalActionInput) =>
      (await call(approvalApi.act, { body: input }, { notify: false })).data,
    onSuccess: () => invalidateAll(queryClient, invalidates.approvalActed),
  });
}

/** The configured steps. */
export function useApproverSteps(documentType: ApprovalDocumentType, enabled = true) {
  return useQuery({
    queryKey: approvalKeys.config(documentType),
    queryFn: ({ signal }) => call(approvalApi.steps, { query: { documentType } }, { signal }),
    enabled,
  });
}

/** Who may be chosen as an approver. */
export function useApproverCandidates(documentType: ApprovalDocumentType, enabled = true) {
  return useQuery({
    queryKey: approvalKeys.candidates(documentType),
    queryFn: ({ signal }) => call(approvalApi.candidates, { query: { documentType } }, { signal }),
    enabled,
  });
}

export type ApproverStepInput = {
  stepId?: string;
  documentType: ApprovalDocumentType;
  description: string;
  descriptionEn?: string;
  userIds: string[];
};

function useConfigMutation<I>(fn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateAll(queryClient, invalidates.approvalStepsSaved),
  });
}

/** A new step, or a step's name and users. */
export const useSaveApproverStep = () =>
  useConfigMutation(async ({ stepId, documentType, ...step }: ApproverStepInput) =>
    stepId
      ? call(approvalApi.updateStep, { body: { stepId, ...step } }, { notify: false, formErrors: true })
      : call(
          approvalApi.createStep,
          { body: { documentType, ...step } },
          { notify: false, formErrors: true },
        ),
  );

/** Later steps move up. */
export const useDeleteApproverStep = () =>
  useConfigMutation((stepId: string) => call(approvalApi.deleteStep, { query: { stepId } }));
