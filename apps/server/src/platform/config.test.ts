import { describe, expect, it } from 'vitest';
import { DEV_PGP_KEY_SECRET, loadConfig, oidcFrom, pgpKeySecretFrom, runJobsFrom } from './config';

describe('RUN_JOBS', () => {
  it('runs jobs in the server process unless told not to', () => {
    expect(loadConfig({}, []).runJobs).toBe(true);
    for (const yes of ['', 'true', '1', 'TRUE']) expect(runJobsFrom(yes)).toBe(true);
    for (const no of ['false', '0', 'False']) expect(runJobsFrom(no)).toBe(false);
    expect(loadConfig({ RUN_JOBS: 'false' }, []).runJobs).toBe(false);
  });

  it('refuses what it cannot read rather than guess', () => {
    expect(() => runJobsFrom('no')).toThrow("RUN_JOBS must be true or false, got 'no'");
  });
});

describe('JOB_LEASE_SECONDS', () => {
  it("is ADR 0009's 30 s unless set, and never under a second", () => {
    expect(loadConfig({}, []).jobLeaseSeconds).toBe(30);
    expect(loadConfig({ JOB_LEASE_SECONDS: '3' }, []).jobLeaseSeconds).toBe(3);
    expect(loadConfig({ JOB_LEASE_SECONDS: '0' }, []).jobLeaseSeconds).toBe(1);
    expect(loadConfig({}, []).jobSlots).toBe(2);
    expect(loadConfig({ JOB_SLOTS: '4' }, []).jobSlots).toBe(4);
    expect(loadConfig({ JOB_SLOTS: '0' }, []).jobSlots).toBe(1);
    expect(() => loadConfig({ JOB_LEASE_SECONDS: 'soon' }, [])).toThrow("got 'soon'");
  });
});

describe('OIDC_<PROVIDER>_* (issue 17)', () => {
  it('turns a provider on with all three settings, and leaves the others off', () => {
    const env = {
      OIDC_AUTH0_ISSUER: 'https://tenant.auth0.com/',
      OIDC_AUTH0_CLIENT_ID: 'client',
      OIDC_AUTH0_CLIENT_SECRET: 'secret',
    };
    expect(oidcFrom(env)).toEqual({
      auth0: { issuer: 'https://tenant.auth0.com/', clientId: 'client', clientSecret: 'secret' },
    });
    expect(loadConfig({}, []).oidc).toEqual({});
  });

  it('refuses a partial set or an issuer that is not a URL at start', () => {
    expect(() => oidcFrom({ OIDC_FIREBASE_ISSUER: 'https://x' })).toThrow(
      'OIDC_FIREBASE_ISSUER, OIDC_FIREBASE_CLIENT_ID and OIDC_FIREBASE_CLIENT_SECRET must be set together',
    );
    expect(() =>
      oidcFrom({ OIDC_AUTH0_ISSUER: 'tenant', OIDC_AUTH0_CLIENT_ID: 'c', OIDC_AUTH0_CLIENT_SECRET: 's' }),
    ).toThrow("OIDC_AUTH0_ISSUER must be an http(s) URL, got 'tenant'");
  });
});

describe('PGP_KEY_SECRET (issue 19)', () => {
  it('is required in production and long enough when given', () => {
    expect(() => pgpKeySecretFrom(undefined, true)).toThrow('PGP_KEY_SECRET must be set in production');
    expect(() => pgpKeySecretFrom('short', false)).toThrow('at least 32 characters');
    expect(pgpKeySecretFrom('x'.repeat(32), true)).toBe('x'.repeat(32));
  });

  it('falls back to the documented development secret outside production', () => {
    expect(pgpKeySecretFrom(undefined, false)).toBe(DEV_PGP_KEY_SECRET);
    expect(loadConfig({ NODE_ENV: 'test' }, []).pgpKeySecret).toBe(DEV_PGP_KEY_SECRET);
    expect(() => loadConfig({ NODE_ENV: 'production' }, [])).toThrow('PGP_KEY_SECRET');
  });
});
