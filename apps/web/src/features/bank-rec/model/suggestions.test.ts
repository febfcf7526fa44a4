import { describe, expect, it } from 'vitest';
import { rankSuggestions } from './suggestions';

const row = (coId: string, coName: string) => ({ coId, coName });

describe('rankSuggestions', () => {
  const rows = [
    row('CANYON01', 'Canyon Logistics LLC'),
    row('KEYSTON01', 'Keystone Bakery'),
    row('ST MARKS', "St. Mark's Family Practice"),
    row('STERLIN01', 'Sterling Dental'),
    row('TIDEWAT02', 'Tidewater Steel'),
  ];

  it('puts id matches first, then names that start with the text, keeping the server order', () => {
    expect(rankSuggestions(rows, 'st').map((r) => r.coId)).toEqual([
      'ST MARKS',
      'STERLIN01',
      'TIDEWAT02',
      'CANYON01',
      'KEYSTON01',
    ]);
    expect(rankSuggestions(rows, 'st marks')[0]?.coId).toBe('ST MARKS');
  });

  it('keeps the order for an empty text', () => {
    expect(rankSuggestions(rows, '  ')).toEqual(rows);
  });
});
