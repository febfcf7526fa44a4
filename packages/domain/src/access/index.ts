export * from './landing';
export * from './permissions';
export * from './roles';
