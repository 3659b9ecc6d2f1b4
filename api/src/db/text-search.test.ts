import { containsPattern, dutchTerms, escapeLike, fts5Phrase, isTrigramSearchable, queryTerms } from './text-search.ts';

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

test("a query leaves out the little words of a sentence, unless it holds nothing else; each term once", () => {
  expect(queryTerms('Een tool voor de registratie van bezoekers')).toEqual(dutchTerms('tool registratie bezoekers'));
  expect(queryTerms('badges badge')).toEqual(['badg']);
  expect(queryTerms('de het een')).toEqual(['de', 'het', 'een']);
  expect(queryTerms('woord '.repeat(3) + 'a b c d e f g h i j')).toHaveLength(8);
});
