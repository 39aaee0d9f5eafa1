export * from './receipts';
export * from './wallets';
export * from './cheques';
export * from './approvals';
export * from './credit-notes';
export * from './deposits';
export * from './aging';
export * from './account-statement';
