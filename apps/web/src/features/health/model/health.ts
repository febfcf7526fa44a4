/** Spec §3/§4: each backend check starts 'unknown' and becomes 'pass' on HTTP 200, 'fail' on error. */
export type HealthState = 'unknown' | 'pass' | 'fail';

export interface HealthChecks {
  api: HealthState;
  mongodb: HealthState;
}

export type HealthCheckName = keyof HealthChecks;

export const INITIAL_HEALTH: HealthChecks = { api: 'unknown', mongodb: 'unknown' };

export const HEALTH_CHECKS: { name: HealthCheckName; description: string }[] = [
  { name: 'api', description: 'The Clearline API answers' },
  { name: 'mongodb', description: 'The product database answers a query' },
];
