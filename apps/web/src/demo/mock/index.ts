/**
 * The demo's mock backend (issue 20): the entry the demo routes import. See README.md beside this file.
 */
export type { MockBackend, MockBackendOptions } from './backend';
export { DEMO_TOKEN_KEY, demoApi, demoSession, MockApiError } from './client';
export type { MockGetRoutes, MockPostRoutes } from './routes';
export { resetMockBackend, startMockBackend } from './start';
