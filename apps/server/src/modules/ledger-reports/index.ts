/**
 * The public face of the ledger-reports module (general ledger, journal, cash and bank, accrued expense): its
 * routes, and the reports themselves for a later area that prints them with its own (a closing pack).
 */
export { ledgerReportsRoutes } from './ledger-reports.routes';
export { accruedAccounts, ACCRUED_EXPENSE_ROOT, createLedgerReports } from './ledger-reports.service';
// The report file writer (Excel and A4 landscape PDF of tables), for other reports' files (the budgets').
export { renderReportPdf, reportWorkbook } from './report-files';
export type { Column, ReportFile, Row } from './report-files';
