// Plain-text search terms: whatever a visitor types is data, never SQL and never a pattern.

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
