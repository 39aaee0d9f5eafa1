/** The public face of the wallets module: other modules import only from here. */
export { moveWallet, walletBalances } from './wallet-ledger';
export { walletEntry } from './wallets.schema';
