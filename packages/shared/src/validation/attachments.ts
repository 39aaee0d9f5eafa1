import type { MessageKey } from './messages';
import { characterLength } from './rules';

/** Upload limits of 000/001 s.5 and s.9, in bytes. */
export const UPLOAD_LIMITS = {
  /** The usual single-file limit, shown to users as 5 MB. */
  fileBytes: 5_242_880,
  /** The smaller single-file limit of some upload flows (3,800 KB). */
  smallFileBytes: 3_891_200,
  /** The single-file limit of the rule that allows 50 MB per file. */
  largeFileBytes: 52_428_800,
  /** All files of one document together, counting those already attached. */
  totalBytes: 52_428_800,
  maxFiles: 3,
  fileNameLength: 100,
  shortFileNameLength: 50,
} as const;

/**
 * What an import file (CSV, TXT, XLSX) may hold once read: a 5 MB workbook can unpack to gigabytes, so the
 * unpacked size and the row count are checked before the rows are parsed, and parsing has a time limit.
 */
export const IMPORT_LIMITS = {
  unpackedBytes: 52_428_800,
  rows: 100_000,
  parseSeconds: 30,
} as const;

/** Extension families the original code matches on (000 s.5). */
export const EXTENSION_GROUPS = {
  image: ['jpg', 'jpeg', 'png', 'bmp'],
  excel: ['xls', 'xlsx'],
  powerpoint: ['ppt', 'pptx'],
  word: ['doc', 'docx'],
  archive: ['rar', 'zip'],
} as const;

/**
 * Allowed upload types per place. `attachFile` is the credit-note style attach rule set: the spec shows pdf, psd,
 * pud and pub and says more are held in constants it does not show, so only these four are listed until known.
 */
export const UPLOAD_ALLOWLISTS = {
  attachment: ['pdf', 'jpg', 'png'],
  import: ['csv', 'txt'],
  spreadsheet: EXTENSION_GROUPS.excel,
  image: EXTENSION_GROUPS.image,
  attachFile: ['pdf', 'psd', 'pud', 'pub'],
} as const satisfies Record<string, readonly string[]>;

export type AttachmentPolicy = {
  readonly extensions: readonly string[];
  readonly maxFileBytes: number;
  readonly maxTotalBytes: number;
  readonly maxFiles: number;
  /** Length limit of the file name without its extension. */
  readonly maxNameLength: number;
  readonly descriptionRequired: boolean;
};

/** The attach-file rule set (credit notes, request-pay and similar documents). */
export const ATTACH_FILE_POLICY: AttachmentPolicy = {
  extensions: UPLOAD_ALLOWLISTS.attachFile,
  maxFileBytes: UPLOAD_LIMITS.fileBytes,
  maxTotalBytes: UPLOAD_LIMITS.totalBytes,
  maxFiles: UPLOAD_LIMITS.maxFiles,
  maxNameLength: UPLOAD_LIMITS.fileNameLength,
  descriptionRequired: true,
};

/** Lower-case extension without the dot; '' when the name has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The file name without its extension (a leading dot, as in ".env", is part of the name). */
export function fileNameStem(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? fileName : fileName.slice(0, dot);
}

/** '5 MB', '3,800 KB', '512 B': exact, so a limit is never shown rounded up to one the user would trust. */
export function formatFileSize(bytes: number): string {
  const group = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (bytes > 0 && bytes % 1_048_576 === 0) return `${group(bytes / 1_048_576)} MB`;
  if (bytes > 0 && bytes % 1024 === 0) return `${group(bytes / 1024)} KB`;
  return `${group(bytes)} B`;
}

export const fileChecks = {
  extensionAllowed: (fileName: string, allowed: readonly string[]): boolean =>
    allowed.includes(fileExtension(fileName)),
  /** The name without its extension is at most `max` characters (100 in one rule, 50 in another). */
  nameWithinLimit: (fileName: string, max: number): boolean => characterLength(fileNameStem(fileName)) <= max,
  sizeWithinLimit: (bytes: number, maxBytes: number): boolean => bytes <= maxBytes,
  /** New files plus those already attached. */
  totalWithinLimit: (sizes: readonly number[], maxBytes: number): boolean =>
    sizes.reduce((sum, size) => sum + size, 0) <= maxBytes,
  countWithinLimit: (count: number, max: number): boolean => count <= max,
} as const;

export type AttachmentCandidate = { name: string; size: number; description?: string | null | undefined };

export type AttachmentProblem = {
  /** The candidate's position; null for a problem of the whole set (count, total size, no file). */
  index: number | null;
  field: 'file' | 'description' | 'files';
  rule: MessageKey;
  params: Record<string, string | number>;
};

/**
 * Checks files about to be attached against a policy, counting the files already on the document towards the
 * count and total size. Problems come per file in the order the user should fix them, then for the whole set.
 */
export function checkAttachments(
  files: readonly AttachmentCandidate[],
  policy: AttachmentPolicy,
  alreadyAttached: readonly { size: number }[] = [],
): AttachmentProblem[] {
  const problems: AttachmentProblem[] = [];
  if (files.length === 0 && alreadyAttached.length === 0) {
    problems.push({ index: null, field: 'files', rule: 'fileRequired', params: {} });
  }
  files.forEach((file, index) => {
    if (policy.descriptionRequired && (file.description ?? '').trim() === '') {
      problems.push({ index, field: 'description', rule: 'fileDescriptionRequired', params: {} });
    }
    if (file.name.trim() === '' || file.size <= 0) {
      problems.push({ index, field: 'file', rule: 'fileRequired', params: {} });
      return;
    }
    if (!fileChecks.extensionAllowed(file.name, policy.extensions)) {
      problems.push({
        index,
        field: 'file',
        rule: 'cannotAttachFileType',
        params: { ext: fileExtension(file.name) },
      });
    }
    if (!fileChecks.nameWithinLimit(file.name, policy.maxNameLength)) {
      problems.push({ index, field: 'file', rule: 'fileNameTooLong', params: { max: policy.maxNameLength } });
    }
    if (!fileChecks.sizeWithinLimit(file.size, policy.maxFileBytes)) {
      problems.push({
        index,
        field: 'file',
        rule: 'fileTooLarge',
        params: { size: formatFileSize(policy.maxFileBytes) },
      });
    }
  });
  if (!fileChecks.countWithinLimit(files.length + alreadyAttached.length, policy.maxFiles)) {
    problems.push({ index: null, field: 'files', rule: 'tooManyFiles', params: { max: policy.maxFiles } });
  }
  const sizes = [...alreadyAttached, ...files].map((file) => file.size);
  if (!fileChecks.totalWithinLimit(sizes, policy.maxTotalBytes)) {
    problems.push({
      index: null,
      field: 'files',
      rule: 'totalFileSizeTooLarge',
      params: { size: formatFileSize(policy.maxTotalBytes) },
    });
  }
  return problems;
}
