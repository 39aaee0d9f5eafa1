export * from './request-pay';
