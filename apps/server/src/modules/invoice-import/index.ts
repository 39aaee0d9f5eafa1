/** The public face of the invoice-import module: other modules import only from here. */
export { writeWorkbook } from './workbook';
