import { currentLang, currentPropertyCode } from '../preferences/preferences';

/**
 * The query of a multipart call. The server checks the property from the query before it reads a multipart body
 * (the JSON calls carry lang and propertyCode in the body), so multipart calls repeat them there.
 */
export function multipartScopeQuery(): Record<string, string> {
  const query: Record<string, string> = { lang: currentLang().toUpperCase() };
  const propertyCode = currentPropertyCode();
  if (propertyCode) query.propertyCode = propertyCode;
  return query;
}

/**
 * Appends a flat field to a multipart form: null and undefined become '' (what an emptied input sends), numbers
 * and booleans their text.
 */
export function appendField(form: FormData, name: string, value: unknown): void {
  if (value === null || value === undefined) form.append(name, '');
  else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    form.append(name, String(value));
}
