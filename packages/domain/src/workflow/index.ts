export * from './rules';
export * from './task-states';
