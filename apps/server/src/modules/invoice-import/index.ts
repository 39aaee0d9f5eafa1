/** The public face of the invoice-import module: other modules import only from here. */
export { safeText, writeWorkbook } from './workbook';
export { recoverInterruptedImports } from './invoice-import.service';
