/** The public face of the financial-statements module: other modules import only from here. */
export { financialPositionOf, revenueExpenseOf } from './statements';
export { STANDARD_LAYOUTS } from './default-layout';
