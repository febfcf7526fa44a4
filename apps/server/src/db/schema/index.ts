export * from './agents';
// Issue 19: account balances.
export * from './balances';
export * from './bank-rec';
export * from './boards';
export * from './encryption';
export * from './identity';
export * from './imports';
export * from './matching';
export * from './monitoring';
// Issue 19: payroll implementation.
export * from './payroll';
export * from './platform';
export * from './queries';
export * from './summaries';
export * from './workflow';
