import { checkGuard, type Visitor } from './guard-policy.ts';

const anonymous: Visitor = { loggedIn: false, roles: [] };
const user: Visitor = { loggedIn: true, roles: ['user'] };
const provider: Visitor = { loggedIn: true, roles: ['provider'] };
const admin: Visitor = { loggedIn: true, roles: ['admin'] };

describe('checkGuard (SPEC §6)', () => {
  test.each([
    ['anyone', anonymous, 'pass'],
    ['loggedIn', anonymous, 'login'],
    ['loggedIn', user, 'pass'],
    ['plainUser', anonymous, 'unauthorized'],
    ['plainUser', user, 'pass'],
    ['plainUser', provider, 'unauthorized'],
    ['plainUser', admin, 'unauthorized'],
    ['provider', user, 'unauthorized'],
    ['provider', provider, 'pass'],
    ['provider', admin, 'pass'],
    ['admin', anonymous, 'unauthorized'],
    ['admin', provider, 'unauthorized'],
    ['admin', admin, 'pass'],
  ] as const)('%s guard, visitor %j: %s', (guard, visitor, verdict) => {
    expect(checkGuard(guard, visitor)).toBe(verdict);
  });
});
