import { containsPattern, dutchTerms, escapeLike, fts5Phrase, isTrigramSearchable } from './text-search.ts';

test('LIKE wildcards and the escape character are escaped', () => {
  expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  expect(containsPattern('50%')).toBe('%50\\%%');
});

test('an FTS5 phrase quotes the text and doubles its quotes', () => {
  expect(fts5Phrase('een "quote" OR x')).toBe('"een ""quote"" OR x"');
});

test('the trigram index serves terms of three characters or more, counted as characters', () => {
  expect(isTrigramSearchable('ab')).toBe(false);
  expect(isTrigramSearchable('abc')).toBe(true);
  expect(isTrigramSearchable('été')).toBe(true);
});

test('index terms: lower case, no accents, split at anything but letters and digits, Dutch stems', () => {
  expect(dutchTerms('Café-Planner: évenementen & GPT4!')).toEqual(['caf', 'planner', 'evenement', 'gpt4']);
  // the plural 's' after a vowel, which Snowball keeps, goes too: singular and plural meet
  expect(dutchTerms('badges badge')).toEqual(['badg', 'badg']);
  expect(dutchTerms('"\' OR 1=1 -- 🎟️')).toEqual(['or', '1', '1']);
});
