export * from './gl';
export * from './statements';
