import { firstSentence } from './first-sentence.ts';
import { highestRole, rolesFor } from './roles.ts';

test('SPEC §4: each role is sent with the roles below it', () => {
  expect(rolesFor('admin')).toEqual(['admin', 'provider', 'user']);
  expect(rolesFor('provider')).toEqual(['provider', 'user']);
  expect(rolesFor('user')).toEqual(['user']);
});

test('the select shows the highest role, whatever the order the API lists them in', () => {
  expect(highestRole(['user', 'provider', 'admin'])).toBe('admin');
  expect(highestRole(['user', 'provider'])).toBe('provider');
  expect(highestRole(['user'])).toBe('user');
  expect(highestRole([])).toBe('user');
});

test('SPEC §8: the first sentence of a server message', () => {
  expect(firstSentence('Gebruiker beheert nog providers. Verwijder die eerst.')).toBe(
    'Gebruiker beheert nog providers.',
  );
  expect(firstSentence('Kan niet verwijderen! Reden: fk_provider_user.')).toBe('Kan niet verwijderen!');
  // a dot inside a word (an address, a constraint name) does not end the sentence
  expect(firstSentence('Cannot delete user a.b@example.be: referenced. More')).toBe(
    'Cannot delete user a.b@example.be: referenced.',
  );
  expect(firstSentence('  zonder punt  ')).toBe('zonder punt');
});
