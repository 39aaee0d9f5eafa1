import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** A document number as the lists search it: letters and digits, upper-cased. */
const DOCUMENT_NO = /^[A-Z0-9-]{1,30}$/;

/**
 * The first search of a document list opened on one document: `?no=` in the address (the G/L drawer's link to
 * an entry's source document) fills the list's number field. Read once, when the screen opens.
 */
export function useDocumentNoSearch(field: string): Record<string, string> {
  const [params] = useSearchParams();
  const [search] = useState(() => {
    const no = params.get('no')?.trim().toUpperCase();
    return no && DOCUMENT_NO.test(no) ? { [field]: no } : {};
  });
  return search;
}
