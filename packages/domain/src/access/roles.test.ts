import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_ROLE_IDS, isAdministrator, roleName, unknownRoleIds } from './roles';

describe('assignable role ids (issue 17)', () => {
  it('are exactly the ids spec §1 maps to an area, each with a name', () => {
    expect([...ASSIGNABLE_ROLE_IDS].sort((a, b) => a - b)).toEqual([
      8, 110, 126, 128, 129, 131, 132, 133, 135, 136, 137, 138, 139,
    ]);
    for (const id of ASSIGNABLE_ROLE_IDS) expect(roleName(id)).not.toMatch(/^Role /);
    expect(roleName(4242)).toBe('Role 4242');
  });

  it('names the unknown ids of a list', () => {
    expect(unknownRoleIds([128, 999, 135, 0])).toEqual([999, 0]);
    expect(unknownRoleIds([110])).toEqual([]);
  });

  it('calls a holder of 110 or 126 an administrator', () => {
    expect(isAdministrator([128, 126])).toBe(true);
    expect(isAdministrator([110])).toBe(true);
    expect(isAdministrator([128, 135])).toBe(false);
    expect(isAdministrator([])).toBe(false);
  });
});
