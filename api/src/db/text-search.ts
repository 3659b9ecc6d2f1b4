// Plain-text search terms: whatever a visitor types is data, never SQL and never a pattern.
import snowballStemmers from 'snowball-stemmers';

/** Escapes the LIKE wildcards % and _ and the escape character itself; use with ESCAPE '\'. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern that matches `text` anywhere, literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** An FTS5 phrase that matches `text` literally (double quotes doubled inside the quoted phrase). */
export function fts5Phrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The trigram index can only serve terms of at least three characters. */
export function isTrigramSearchable(text: string): boolean {
  return [...text].length >= 3;
}

// Free-text tool search (docs/decisions/0022-finding-tools.md): the words of a text as index terms, folded the
// same way for the documents and the visitor's query, so both databases match the same words.
const dutch = snowballStemmers.newStemmer('dutch');

/** At most this many words of a query count; the rest of a pasted essay is ignored. */
export const MAX_QUERY_TERMS = 8;

/**
 * The index terms of `text`: lower case, accents removed, split at everything that is not a letter or a digit,
 * each word reduced by the Snowball Dutch stemmer. Snowball leaves a plural 's' after a vowel ('badges',
 * 'registraties'); it is dropped and the rest stemmed again, so the singular and the plural meet.
 */
export function dutchTerms(text: string): string[] {
  return wordsOf(text).map(stemOf);
}

/**
 * The terms a visitor's text asks for: the words that say something, without the little words of a sentence ('tool
 * voor de registratie' asks for 'tool' and 'registratie'), unless the text holds nothing else.
 */
export function queryTerms(text: string): string[] {
  const words = wordsOf(text);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return [...new Set((meaningful.length > 0 ? meaningful : words).map(stemOf))].slice(0, MAX_QUERY_TERMS);
}

function wordsOf(text: string): string[] {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function stemOf(word: string): string {
  const stem = dutch.stem(word);
  return stem.length > 3 && stem.endsWith('s') ? dutch.stem(stem.slice(0, -1)) : stem;
}

/** Snowball's Dutch stop words (accents removed, as the words are compared). */
const STOP_WORDS = new Set(
  ('de en van ik te dat die in een hij het niet zijn is was op aan met als voor had er maar om hem dan zou of wat mijn men dit zo ' +
    'door over ze zich bij ook tot je mij uit der daar haar naar heb hoe heeft hebben deze u want nog zal me zij nu ge geen omdat ' +
    'iets worden toch al waren veel meer doen toen moet ben zonder kan hun dus alles onder ja eens hier wie werd altijd doch wordt ' +
    'wezen kunnen ons zelf tegen na reeds wil kon niets uw iemand geweest andere').split(' '),
);
