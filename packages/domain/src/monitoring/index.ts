export * from './probes';
export * from './stats';
