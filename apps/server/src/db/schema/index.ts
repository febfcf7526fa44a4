export * from './bank-rec';
export * from './identity';
export * from './imports';
export * from './matching';
export * from './platform';
