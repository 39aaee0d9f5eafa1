export * from './attachments';
export * from './control-characters';
export * from './fields';
export * from './issues';
export * from './messages';
export * from './rules';
export * from './sql-injection';
