import { describe, expect, it } from 'vitest';
import { isRole, isStaffRole } from './roles.ts';

describe('roles', () => {
  it.each([
    ['Student', true, false],
    ['Moderator', true, true],
    ['Admin', true, true],
    ['admin', false, false],
    ['', false, false],
    [null, false, false],
    [undefined, false, false],
    [1, false, false],
  ])('%j: a role %s, staff %s', (value, role, staff) => {
    expect(isRole(value)).toBe(role);
    expect(isStaffRole(isRole(value) ? value : null)).toBe(staff);
  });
});
