/** The public face of the reference-data module: other modules import only from here. */
export { refBank, refBankBranch, refTax } from './reference-data.schema';
export { assertBankBranch, assertLookups, bankNames, lookupNames } from './reference-data.service';
