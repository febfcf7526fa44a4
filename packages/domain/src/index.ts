// The public surface of @clearline/domain. Each area can also be imported on its own
// ('@clearline/domain/money', '@clearline/domain/statements') to keep browser bundles small.
export * from './access/index';
// Issue 19: agents.
export * from './agents/index';
export * from './areas/index';
export * from './dates/index';
export * from './funds/index';
export * from './identity/index';
export * from './ledger/index';
export * from './money/index';
export * from './monitoring/index';
// Issue 17: organisation settings, menus, kinds.
export * from './organization/index';
export * from './random/index';
export * from './reports/index';
export * from './text/index';
export * from './workflow/index';
