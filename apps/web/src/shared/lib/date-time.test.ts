import { describe, expect, it } from 'vitest';
import { formatUsDateTime } from './date-time';

describe('formatUsDateTime', () => {
  it('shows New York time by default, with the zone', () => {
    expect(formatUsDateTime('2024-03-07T14:05:00Z')).toBe('03/07/2024 09:05 AM EST');
    expect(formatUsDateTime('2024-07-01T03:30:00Z')).toBe('06/30/2024 11:30 PM EDT');
  });

  it('takes another zone and leaves unreadable input alone', () => {
    expect(formatUsDateTime('2024-03-07T14:05:00Z', 'UTC')).toBe('03/07/2024 02:05 PM UTC');
    expect(formatUsDateTime('not a date')).toBe('not a date');
  });
});
