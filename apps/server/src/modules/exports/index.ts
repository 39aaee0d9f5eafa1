/** The public face of the exports module: other modules import only from here. */
export { exportJob } from './exports.schema';
export {
  createExportsService,
  failInterruptedExports,
  registerExportProducer,
  type ExportFile,
  type ExportProducer,
  type ExportWork,
} from './exports.service';
