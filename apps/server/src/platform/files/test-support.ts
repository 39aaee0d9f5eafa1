/**
 * Builds a multipart/form-data body for `app.inject` the way a browser sends a FormData, for the tests of the
 * calls that take files. Not used by the server itself.
 */
export type TestFile = { field: string; name: string; data: Buffer | string; type?: string };

export async function multipartPayload(
  fields: Record<string, string>,
  files: TestFile[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) {
    const bytes = typeof f.data === 'string' ? Buffer.from(f.data) : f.data;
    form.append(
      f.field,
      new Blob([new Uint8Array(bytes)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** Small files that start like the real thing (the upload check reads the leading bytes). */
export const SAMPLE = {
  pdf: () =>
    Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')]),
  png: () =>
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  jpg: () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  exe: () => Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
};
