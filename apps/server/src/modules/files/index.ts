/** The public face of the files module: other modules import only from here. */
export { listFiles } from './files.repository';
export type { NewStoredFile } from './files.repository';
export { storedFile } from './files.schema';
export { FILE_FOLDERS, createFileStore, displayName } from './files.service';
export type { FileStore } from './files.service';
export { copyStoredFiles, type FileCopyReport } from './files.migrate';
