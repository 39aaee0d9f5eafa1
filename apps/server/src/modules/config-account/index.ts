/** The public face of the config-account module: other modules import only from here. */
export { accountMapOf } from './account-map';
export { accountRoleMap, glAccount, glAccountDocument } from './config-account.schema';
export { accountUsage, assertUsableAccount, nameIn } from './config-account.service';
export { seedStandardChart, STANDARD_CHART } from './standard-chart';
export { createUsageRegistry } from './usage';
