/**
 * Appends a flat field to a multipart form: null and undefined become '' (what an emptied input sends), numbers
 * and booleans their text.
 */
export function appendField(form: FormData, name: string, value: unknown): void {
  if (value === null || value === undefined) form.append(name, '');
  else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    form.append(name, String(value));
}
