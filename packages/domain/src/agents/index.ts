export * from './activation-code';
export * from './agent-state';
