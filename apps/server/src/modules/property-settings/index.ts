/** The public face of the property-settings module: other modules import only from here. */
export { findProperty } from './property-settings.repository';
export { propertyBankAccount, propertyDocumentAccount, propertySetting } from './property-settings.schema';
export { registerPropertySeed, registerUnitCounter } from './property-setup';
