import type { Dispatch, SetStateAction } from 'react';
import type { MainTablePagination } from '../components/main-table';

type PageParams = { page: number; pageSize: number };
type SearchReply = {
  data: readonly unknown[];
  paging?: { page: number; pageSize: number; total: number } | undefined;
};

/** The table paging of a search screen: what the reply says, else what was asked; changes go to the params. */
export function searchPagination<P extends PageParams>(
  reply: SearchReply | undefined,
  params: P,
  setParams: Dispatch<SetStateAction<P>>,
): MainTablePagination {
  return {
    page: reply?.paging?.page ?? params.page,
    pageSize: reply?.paging?.pageSize ?? params.pageSize,
    total: reply?.paging?.total ?? reply?.data.length ?? 0,
    onChange: (page, pageSize) => setParams((current) => ({ ...current, page, pageSize })),
  };
}
