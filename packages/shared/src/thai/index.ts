export * from './baht-text';
export * from './dates';
export * from './id-card';
export * from './promptpay';
