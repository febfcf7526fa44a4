import { describe, expect, it } from 'vitest';
import { ACTIVATION_CODE_TTL_MS, agentState, formatActivationCode, normalizeActivationCode } from './index';

const at = (iso: string) => new Date(iso);
const now = at('2026-11-29T10:00:00Z');
const silentAfter = 15 * 60_000;

describe('agentState', () => {
  const fresh = { activatedAt: null, activationExpiresAt: null, lastSeenAt: null, revokedAt: null };

  it('waits for activation while the code is valid, then says the code expired', () => {
    const expires = new Date(now.getTime() + ACTIVATION_CODE_TTL_MS);
    expect(agentState({ ...fresh, activationExpiresAt: expires }, now, silentAfter)).toBe(
      'awaiting activation',
    );
    expect(agentState({ ...fresh, activationExpiresAt: now }, now, silentAfter)).toBe('code expired');
  });

  it('is active while it calls and silent once it stops for the configured time', () => {
    const active = {
      ...fresh,
      activatedAt: at('2026-11-29T09:00:00Z'),
      lastSeenAt: at('2026-11-29T09:50:00Z'),
    };
    expect(agentState(active, now, silentAfter)).toBe('active');
    expect(agentState({ ...active, lastSeenAt: at('2026-11-29T09:45:00Z') }, now, silentAfter)).toBe(
      'silent',
    );
    // Never called after its activation: silent counted from the activation.
    expect(agentState({ ...active, lastSeenAt: null }, now, silentAfter)).toBe('silent');
  });

  it('says revoked whatever else the row holds', () => {
    const row = { ...fresh, activatedAt: now, lastSeenAt: now, revokedAt: now };
    expect(agentState(row, now, silentAfter)).toBe('revoked');
  });
});

describe('activation codes', () => {
  it('writes 80 bits as four groups of four and reads them back in any typing', () => {
    const code = formatActivationCode(new Uint8Array([0, 1, 2, 3, 4, 250, 251, 252, 253, 255]));
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    const canonical = code.replaceAll('-', '');
    expect(normalizeActivationCode(code.toLowerCase())).toBe(canonical);
    expect(normalizeActivationCode(` ${canonical.slice(0, 8)} ${canonical.slice(8)} `)).toBe(canonical);
  });

  it('maps look-alike letters and refuses what cannot be a code', () => {
    expect(normalizeActivationCode('OOOO-IIII-LLLL-0000')).toBe('0000111111110000');
    expect(normalizeActivationCode('ABCD-EFGH')).toBeNull();
    expect(normalizeActivationCode('ABCD-EFGH-JKMN-PQRU')).toBeNull();
  });
});
