import { describe, expect, it } from 'vitest';
import { formatFingerprint, keyExpiry, keyIdOf } from './keys';

describe('PGP key display', () => {
  it('groups a fingerprint by four in upper case', () => {
    expect(formatFingerprint('0a1b2c3d4e5f60718293a4b5c6d7e8f901234567')).toBe(
      '0A1B 2C3D 4E5F 6071 8293 A4B5 C6D7 E8F9 0123 4567',
    );
  });

  it('takes the long key id from the end of the fingerprint', () => {
    expect(keyIdOf('0a1b2c3d4e5f60718293a4b5c6d7e8f901234567')).toBe('C6D7E8F901234567');
  });

  it('says whether a key has expired or soon will', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(keyExpiry(null, now)).toBe('never');
    expect(keyExpiry('2026-05-31T23:59:59Z', now)).toBe('expired');
    expect(keyExpiry('2026-06-20T00:00:00Z', now)).toBe('expiring');
    expect(keyExpiry('2027-06-01T00:00:00Z', now)).toBe('valid');
  });
});
