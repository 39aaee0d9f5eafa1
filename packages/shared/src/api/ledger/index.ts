export * from './gl';
