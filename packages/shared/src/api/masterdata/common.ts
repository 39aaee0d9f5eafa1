import { z } from 'zod';
import { UPLOAD_LIMITS, type AttachmentPolicy } from '../../validation/attachments';
import { endpoint } from '../../endpoint';
import { propertyScoped, replyOf } from '../common';
import { USAGE_KINDS } from './constants';

/** `/detail/:code` and `/checkEditable/:code`: the code as the path carries it (upper-cased by the server). */
export const codeParams = z.object({ code: z.string().min(1).max(40) });

/** One record that refers to the code being checked. */
export const usedBy = z.object({ kind: z.enum(USAGE_KINDS), code: z.string(), description: z.string() });
export type UsedBy = z.infer<typeof usedBy>;

/**
 * The checkEditable calls. `editable` false means the code (and the type: account category, calculation,
 * unit type) are locked because other records use it; names and descriptions stay editable.
 */
export const checkEditable = z.object({ code: z.string(), editable: z.boolean(), usedBy: z.array(usedBy) });
export type CheckEditable = z.infer<typeof checkEditable>;
export const checkEditableReply = replyOf(checkEditable);

/** A stored file as the screens list it (000 s.3 attached file, 001 s.3 customerFiles). */
export const storedFile = z.object({
  id: z.string(),
  currentFileName: z.string(),
  originalFileName: z.string(),
  fileNameOriginal: z.string(),
  description: z.string().nullable(),
  size: z.number().int(),
  contentType: z.string(),
  createdBy: z.string(),
  createdDate: z.string(),
  /** GET it with lang and propertyCode; needs the DOWNLOAD right. */
  url: z.string(),
});
export type StoredFileRow = z.infer<typeof storedFile>;

/** The files of a document answer data.files (000 s.7). */
export const fileListReply = replyOf(z.object({ files: z.array(storedFile) }));
export const fileListParams = z.object({
  mainFolder: z.string().min(1).max(10),
  documentNo: z.string().min(1).max(60),
});
export const downloadParams = z.object({ fileName: z.string().min(1).max(200) });
export const downloadQuery = propertyScoped;

/**
 * Files attached to master data (customer changes, supplier bank books): the catalogue's attachment rules with
 * the attachment allowlist (pdf, jpg/jpeg, png), 5 MB each, at most 3, names up to 100 characters. No
 * description is asked for: the change record itself says what the files are for.
 */
export const MASTERDATA_FILE_POLICY: AttachmentPolicy = {
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  maxFileBytes: UPLOAD_LIMITS.fileBytes,
  maxTotalBytes: UPLOAD_LIMITS.totalBytes,
  maxFiles: UPLOAD_LIMITS.maxFiles,
  maxNameLength: UPLOAD_LIMITS.fileNameLength,
  descriptionRequired: false,
};

/** Files of the property, listed and downloaded only with the DOWNLOAD right (000 s.6). */
export const fileApi = {
  /** The files of one document (mainFolder: CU customer changes, SP supplier bank books...). */
  list: endpoint({
    method: 'GET',
    path: '/api/v1/file/:mainFolder/:documentNo',
    read: 'json',
    params: fileListParams,
    query: propertyScoped,
    reply: fileListReply,
  }),
  /** One stored file (a stored file's `url`). */
  download: endpoint({
    method: 'GET',
    path: '/download/:fileName',
    read: 'binary',
    params: downloadParams,
    query: downloadQuery,
  }),
};
