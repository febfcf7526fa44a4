export * from './detect';
export * from './keys';
