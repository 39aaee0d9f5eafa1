import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  statementApi,
  type StatementHeaderSaveInput,
  type StatementKind,
  type StatementLayout,
  type StatementLineSaveInput,
  type StatementSequencePatchInput,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates, statementLayoutKeys } from '../../../lib/query-keys';

type Scoped<T> = Omit<T, 'lang' | 'propertyCode'>;

/** The layout of a statement: the property's own, or the standard one (custom false, read only). */
export async function getStatementLayout(
  kind: StatementKind,
  signal?: AbortSignal,
): Promise<StatementLayout> {
  return (await call(statementApi.layout, { query: { kind } }, { signal })).data;
}

export function useStatementLayout(kind: StatementKind) {
  return useQuery({
    queryKey: statementLayoutKeys.layout(kind),
    queryFn: ({ signal }) => getStatementLayout(kind, signal),
  });
}

/** Each change answers the whole layout: it replaces the cached one, and the statements drawn with it go stale. */
export type LayoutChange =
  | { kind: StatementKind; action: 'customise' | 'reset' }
  | { kind: StatementKind; action: 'saveHeader'; body: Scoped<StatementHeaderSaveInput> }
  | { kind: StatementKind; action: 'saveLine'; body: Scoped<StatementLineSaveInput> }
  | { kind: StatementKind; action: 'deleteHeader' | 'deleteLine'; id: string }
  | { kind: StatementKind; action: 'sequence'; body: Scoped<StatementSequencePatchInput> };

/** Errors are left to the caller (a form shows them under its fields). */
export async function changeStatementLayout(change: LayoutChange): Promise<StatementLayout> {
  const quiet = { notify: false } as const;
  switch (change.action) {
    case 'customise':
      return (await call(statementApi.customise, { body: { kind: change.kind } }, quiet)).data;
    case 'reset':
      return (await call(statementApi.reset, { query: { kind: change.kind } }, quiet)).data;
    case 'saveHeader':
      return (await call(statementApi.saveHeader, { body: change.body }, quiet)).data;
    case 'saveLine':
      return (await call(statementApi.saveLine, { body: change.body }, quiet)).data;
    case 'deleteHeader':
      return (await call(statementApi.deleteHeader, { query: { id: change.id } }, quiet)).data;
    case 'deleteLine':
      return (await call(statementApi.deleteLine, { query: { id: change.id } }, quiet)).data;
    case 'sequence':
      return (await call(statementApi.sequence, { body: change.body }, quiet)).data;
  }
}

export function useChangeStatementLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatementLayout,
    onSuccess: (layout) => {
      queryClient.setQueryData(statementLayoutKeys.layout(layout.kind), layout);
      return invalidateAll(queryClient, invalidates.statementLayoutChanged);
    },
  });
}
