import { contracts } from '@clearline/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../../shared/lib/api-client';
import { type HealthCheckName, type HealthChecks, INITIAL_HEALTH } from '../model/health';

const probes: Record<HealthCheckName, () => Promise<unknown>> = {
  api: () => call(contracts.health.apiRoot),
  mongodb: () => call(contracts.health.queryDatabase),
};

/** Runs both checks (on mount and on `run()`); a later run supersedes an earlier one still in flight. */
export function useHealthChecks() {
  const [checks, setChecks] = useState<HealthChecks>(INITIAL_HEALTH);
  const [running, setRunning] = useState(false);
  const runId = useRef(0);

  const run = useCallback(async () => {
    const id = ++runId.current;
    setChecks(INITIAL_HEALTH);
    setRunning(true);
    await Promise.all(
      (Object.keys(probes) as HealthCheckName[]).map(async (name) => {
        let state: 'pass' | 'fail';
        try {
          await probes[name]();
          state = 'pass';
        } catch (error) {
          console.error(`Health check '${name}' failed`, error);
          state = 'fail';
        }
        if (runId.current === id) setChecks((current) => ({ ...current, [name]: state }));
      }),
    );
    if (runId.current === id) setRunning(false);
  }, []);

  useEffect(() => {
    void run();
    return () => {
      runId.current += 1;
    };
  }, [run]);

  return { checks, running, run };
}
