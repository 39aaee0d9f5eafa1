import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/client';
import type { FileStorage } from '../platform/files/storage';
import type { JobQueue } from '../platform/jobs';
import { accountStatementsRoutes } from './account-statements/account-statements.routes';
import { agingRoutes } from './aging/aging.routes';
import { approvalsRoutes } from './approvals/approvals.routes';
import { chequesRoutes } from './cheques/cheques.routes';
import { creditNotesRoutes } from './credit-notes/credit-notes.routes';
import { depositsRoutes } from './deposits/deposits.routes';
import { receiptsRoutes } from './receipts/receipts.routes';
import { walletsRoutes } from './wallets/wallets.routes';
import { accountRolesRoutes } from './config-account/account-roles.routes';
import { configAccountRoutes } from './config-account/config-account.routes';
import { configBudgetItemRoutes } from './config-budget-item/config-budget-item.routes';
import { budgetsRoutes } from './budgets/budgets.routes';
import { configExpenseRoutes } from './config-expense/config-expense.routes';
import { customersRoutes } from './customers/customers.routes';
import { expensesRoutes } from './expenses/expenses.routes';
import { exportsRoutes } from './exports/exports.routes';
import { invoiceImportRoutes } from './invoice-import/invoice-import.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { filesRoutes } from './files/files.routes';
import { financialStatementsRoutes } from './financial-statements/financial-statements.routes';
import { glRoutes } from './general-ledger/gl.routes';
import { openingBalancesRoutes } from './general-ledger/opening-balances.routes';
import { manualVouchersRoutes } from './manual-vouchers/manual-vouchers.routes';
import { ledgerReportsRoutes } from './ledger-reports';
import { notificationsRoutes } from './notifications/notifications.routes';
import { propertySettingsRoutes } from './property-settings/property-settings.routes';
import { propertiesRoutes } from './properties/properties.routes';
import { referenceDataRoutes } from './reference-data/reference-data.routes';
import { paymentVoucherRoutes } from './payment-vouchers/payment-vouchers.routes';
import { requestPayRoutes } from './request-pay/request-pay.routes';
import { suppliersRoutes } from './suppliers/suppliers.routes';
import { surchargeRoutes } from './surcharge/surcharge.routes';
import { unitsRoutes } from './units/units.routes';
import { usersRoutes } from './users/users.routes';

/** Every business area's routes. A new area adds one line here. */
export async function registerAreas(
  app: FastifyInstance,
  deps: { db: Db; reportTimeoutMs: number; importCommitWaitMs: number; jobs: JobQueue; storage: FileStorage },
): Promise<void> {
  await app.register(propertiesRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(notificationsRoutes);
  await app.register(referenceDataRoutes, deps);
  await app.register(filesRoutes, deps);
  await app.register(exportsRoutes, deps);
  await app.register(propertySettingsRoutes, deps);
  await app.register(configAccountRoutes, deps);
  await app.register(accountRolesRoutes, deps);
  await app.register(configExpenseRoutes, deps);
  await app.register(configBudgetItemRoutes, deps);
  await app.register(budgetsRoutes, deps);
  await app.register(unitsRoutes, deps);
  await app.register(customersRoutes, deps);
  await app.register(suppliersRoutes, deps);
  await app.register(expensesRoutes, deps);
  await app.register(invoicesRoutes, deps);
  await app.register(surchargeRoutes, deps);
  await app.register(invoiceImportRoutes, deps);
  await app.register(chequesRoutes, deps);
  await app.register(walletsRoutes, deps);
  await app.register(receiptsRoutes, deps);
  await app.register(approvalsRoutes, deps);
  await app.register(creditNotesRoutes, deps);
  await app.register(depositsRoutes, deps);
  await app.register(agingRoutes, deps);
  await app.register(accountStatementsRoutes, deps);
  await app.register(glRoutes, deps);
  await app.register(openingBalancesRoutes, deps);
  await app.register(manualVouchersRoutes, deps);
  await app.register(requestPayRoutes, deps);
  await app.register(paymentVoucherRoutes, deps);
  await app.register(financialStatementsRoutes, deps);
  await app.register(ledgerReportsRoutes, deps);
}
