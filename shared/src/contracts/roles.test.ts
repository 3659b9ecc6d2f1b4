import { highestRole, rolesFrom } from './roles.ts';

test('SPEC §4: each role is sent with the roles below it', () => {
  expect(rolesFrom('admin')).toEqual(['admin', 'provider', 'user']);
  expect(rolesFrom('provider')).toEqual(['provider', 'user']);
  expect(rolesFrom('user')).toEqual(['user']);
});

test('the select shows the highest role, whatever the order the API lists them in', () => {
  expect(highestRole(['user', 'provider', 'admin'])).toBe('admin');
  expect(highestRole(['user', 'provider'])).toBe('provider');
  expect(highestRole(['user'])).toBe('user');
  expect(highestRole([])).toBe('user');
});
