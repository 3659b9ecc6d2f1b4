import { firstSentence } from './first-sentence.ts';

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
