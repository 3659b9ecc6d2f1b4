// A table of figures as a CSV file (RFC 4180: comma, CRLF, quotes doubled). What visitors typed ends up in these
// cells, so a text that a spreadsheet would run as a formula gets a leading apostrophe and stays text.
import { saveFile } from '../data/save-file.ts';

type Cell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function cellText(cell: Cell): string {
  // A number is written by us, never typed by a visitor: -3 stays a number.
  const text = typeof cell === 'number' ? String(cell) : FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number)[][]): string {
  return [header, ...rows].map((row) => row.map(cellText).join(',') + '\r\n').join('');
}

/** Hands the CSV to the browser's downloads; the byte order mark makes Excel read it as UTF-8 (accents intact). */
export function downloadCsv(filename: string, header: string[], rows: (string | number)[][]): void {
  const blob = new Blob(['\uFEFF', toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, filename);
}
