import { describe, expect, it } from 'vitest';
import { isStaffRole, roleOfToken } from './role.ts';

const tokenWith = (claims: object) =>
  `header.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

describe('roleOfToken', () => {
  it.each([
    [tokenWith({ sub: 'u', role: 'Admin' }), 'Admin'],
    [tokenWith({ sub: 'u', role: 'Moderator' }), 'Moderator'],
    [tokenWith({ sub: 'u', role: 'Student', name: 'مريم؟؟>>' }), 'Student'],
    [tokenWith({ sub: 'u', role: 'Root' }), null],
    [tokenWith({ sub: 'u' }), null],
    ['not-a-token', null],
    ['a.%%%.b', null],
    [null, null],
  ])('%s → %s', (token, role) => {
    expect(roleOfToken(token)).toBe(role);
  });

  it('counts Admin and Moderator as staff', () => {
    expect([
      isStaffRole('Admin'),
      isStaffRole('Moderator'),
      isStaffRole('Student'),
      isStaffRole(null),
    ]).toEqual([true, true, false, false]);
  });
});
