/** The public face of the customers module: other modules import only from here. */
export { customer } from '../../platform/db/schema';
export { customerNameOf } from './customers.service';
