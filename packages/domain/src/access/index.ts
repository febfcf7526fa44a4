export * from './landing';
export * from './permissions';
