import { describe, expect, it } from 'vitest';
import { activityLabel } from './activity';

describe('activityLabel', () => {
  it('names the actions of the audit log a member sees', () => {
    expect(activityLabel('import.uploaded', 'import')).toBe('Imported a file');
    expect(activityLabel('match.created', 'match')).toBe('Matched');
    expect(activityLabel('created', 'bankRec.client')).toBe('Created a customer or employer');
    expect(activityLabel('updated', 'ewa.partner')).toBe('Updated a partner');
    expect(activityLabel('deleted', 'bankRec.ledgerEntry')).toBe('Deleted a ledger entry');
    expect(activityLabel('user.updated', 'user')).toBe('user updated');
  });
});
