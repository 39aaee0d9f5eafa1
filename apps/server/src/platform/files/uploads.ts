import {
  checkAttachments,
  fileExtension,
  ruleMessage,
  type AttachmentPolicy,
  type FieldError,
  type Lang,
} from '@suanklang/shared';

/** A file as it arrived in a multipart request, fully read (its size is bounded by the policy). */
export type Upload = {
  /** Its position in the form: files[i]. */
  index: number;
  fileName: string;
  data: Buffer;
  /** The stream was cut at the size limit: the file is larger than allowed. */
  truncated: boolean;
  description: string | undefined;
};

/** Leading bytes of each type we accept; a renamed .exe does not start like a PDF or an image. */
const SIGNATURES: Record<string, readonly (readonly number[])[]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  bmp: [[0x42, 0x4d]],
  psd: [[0x38, 0x42, 0x50, 0x53]],
  // Office Open XML and zip archives; old Office files (xls, doc, pub) are OLE compound files.
  zip: [[0x50, 0x4b, 0x03, 0x04]],
  xlsx: [[0x50, 0x4b, 0x03, 0x04]],
  docx: [[0x50, 0x4b, 0x03, 0x04]],
  pptx: [[0x50, 0x4b, 0x03, 0x04]],
  xls: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  doc: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  pub: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
};

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  psd: 'image/vnd.adobe.photoshop',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
  pub: 'application/x-mspublisher',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** The type a stored file is served with: from its (checked) extension, never from what the client claimed. */
export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[fileExtension(fileName)] ?? 'application/octet-stream';
}

/** True when the bytes start as the extension says; extensions without a known signature (csv, txt) pass. */
export function matchesSignature(fileName: string, data: Buffer): boolean {
  const signatures = SIGNATURES[fileExtension(fileName)];
  if (!signatures) return true;
  return signatures.some((signature) => signature.every((byte, i) => data[i] === byte));
}

/**
 * Every problem of a set of uploads as field errors in the caller's language: the catalogue's attachment rules
 * (type, name length, size, count, total), then the content check. Empty when all pass.
 */
export function checkUploads(
  uploads: readonly Upload[],
  policy: AttachmentPolicy,
  lang: Lang,
  opts: { tooMany?: boolean; alreadyAttached?: readonly { size: number }[] } = {},
): FieldError[] {
  const candidates = uploads.map((u) => ({
    name: u.fileName,
    // A cut-off stream is known to be larger than the limit, whatever was read of it.
    size: u.truncated ? policy.maxFileBytes + 1 : u.data.length,
    description: u.description,
  }));
  const problems = candidates.length === 0 ? [] : checkAttachments(candidates, policy, opts.alreadyAttached);
  const errors: FieldError[] = problems.map((p) => ({
    path:
      p.index === null
        ? 'files'
        : `files.${uploads[p.index]?.index ?? p.index}.${p.field === 'description' ? 'description' : 'file'}`,
    rule: p.rule,
    message: ruleMessage(lang, p.rule, p.params),
  }));
  if (opts.tooMany && !errors.some((e) => e.rule === 'tooManyFiles')) {
    errors.push({
      path: 'files',
      rule: 'tooManyFiles',
      message: ruleMessage(lang, 'tooManyFiles', { max: policy.maxFiles }),
    });
  }
  uploads.forEach((u) => {
    const allowed = policy.extensions.includes(fileExtension(u.fileName));
    if (allowed && !u.truncated && u.data.length > 0 && !matchesSignature(u.fileName, u.data)) {
      errors.push({
        path: `files.${u.index}.file`,
        rule: 'cannotAttachFileType',
        message: ruleMessage(lang, 'cannotAttachFileType', { ext: fileExtension(u.fileName) }),
      });
    }
  });
  return errors;
}
