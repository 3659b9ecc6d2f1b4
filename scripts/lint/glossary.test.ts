// The site speaks with one voice (docs/glossary.md): no Dutch text of the site uses a word the glossary rules out,
// except SPEC's literal texts the glossary lists. The words come from the glossary itself, so changing a word is
// one edit there. Each failure names the file, the line and the word.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..', '..');
const glossary = readFileSync(path.join(root, 'docs', 'glossary.md'), 'utf8');

/** The rows of every markdown table whose header has `column`, as the backticked items of that column. */
function tableColumn(markdown: string, column: string): string[] {
  const items: string[] = [];
  let index = -1;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      index = -1;
      continue;
    }
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    if (index === -1) {
      index = cells.indexOf(column);
      continue;
    }
    if (/^-+$/.test(cells[0] ?? '')) continue;
    items.push(...[...(cells[index] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]));
  }
  return items;
}

const ruledOut = tableColumn(glossary, 'Ruled out');
const names = tableColumn(glossary, 'Name');
/** A filled-in value reads `{…}` in the glossary and in a text alike. */
const normalise = (text: string) => text.replace(/\{[^}]*\}/g, '{}').trim();
const literals = new Set(tableColumn(glossary, 'Literal text').map(normalise));

/** A whole word or phrase: not inside a longer word or name, and not the 'tool' of 'AI-tool' or 'ai_tool'. */
const wordPattern = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}_-])`, 'iu');
const patterns = ruledOut.map((word) => ({ word, pattern: wordPattern(word) }));

function filesUnder(folder: string, matches: (file: string) => boolean): string[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(folder, file))
    .filter((file) => matches(file) && !/\.test\.tsx?$/.test(file));
}

const isSource = (file: string) => /\.tsx?$/.test(file);
const textFiles = [
  ...['shell', 'mf-catalogue', 'mf-forum', 'mf-account', 'mf-admin', 'mf-noshow'].map((app) => `${app}/src/messages.ts`),
  ...filesUnder('shared/src/messages', isSource),
  ...filesUnder('shared/src/contracts', isSource),
  ...filesUnder('api/src/oidc', isSource),
  ...filesUnder('api/src/errors', isSource),
  ...filesUnder('api/src/mail', isSource),
  ...filesUnder('api/src/modules', isSource),
].filter((file) => existsSync(path.join(root, file)));

interface Text {
  file: string;
  line: number;
  text: string;
}

/** The API's files also hold English log lines and SQL: only their Dutch sentences are the site's texts. */
const mixedLanguage = (file: string) => file.startsWith('api/src/');
const DUTCH = /(?<!\p{L})(de|het|een|je|jouw|van|niet|wordt|zijn|op|met)(?!\p{L})/iu;

/**
 * The texts a person reads in one source file: string and template literals (a filled-in value as `{}`) that have
 * a space or start with a capital, so that keys, paths and table names ('tools') are left alone.
 */
function textsOf(file: string): Text[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: Text[] = [];
  const add = (node: ts.Node, text: string) => {
    if (!/\s|^\p{Lu}/u.test(text) || (mixedLanguage(file) && !DUTCH.test(text))) return;
    texts.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  };
  const visit = (node: ts.Node) => {
    const isKey = node.parent !== undefined && ts.isPropertyAssignment(node.parent) && node.parent.name === node;
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isKey) add(node, node.text);
    if (ts.isTemplateExpression(node)) add(node, node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join(''));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

function findings(): string[] {
  return textFiles.flatMap((file) =>
    textsOf(file).flatMap(({ line, text }) => {
      if (literals.has(normalise(text))) return [];
      const withoutNames = names.reduce((rest, name) => rest.split(name).join(' '), text);
      return patterns
        .filter(({ pattern }) => pattern.test(withoutNames))
        .map(({ word }) => `${file}:${line}: '${word}' in "${text}"`);
    }),
  );
}

test('the glossary rules words out and lists the literal texts of SPEC that keep theirs', () => {
  expect(ruledOut.length).toBeGreaterThan(10);
  expect(ruledOut).toEqual(expect.arrayContaining(['trefwoorden', 'keur af', 'nieuw venster', 'uw']));
  expect(literals.has('Bent u zeker?')).toBe(true);
  expect(names).toContain('No Show Tool');
});

test('the texts it reads are there', () => {
  expect(textFiles.length).toBeGreaterThan(20);
  expect(textFiles).toEqual(expect.arrayContaining(['mf-catalogue/src/messages.ts', 'api/src/oidc/texts.ts']));
});

test('a ruled-out word is found, a literal text of SPEC and a name are not', () => {
  const check = (text: string) =>
    literals.has(normalise(text)) ? [] : patterns.filter(({ pattern }) => pattern.test(names.reduce((rest, name) => rest.split(name).join(' '), text)));
  expect(check('Klik op Keur af').map(({ word }) => word)).toEqual(['keur af']);
  expect(check('Is dit uw bedrijf?').map(({ word }) => word)).toEqual(['uw']);
  expect(check('Bent u zeker?')).toEqual([]);
  expect(check('Naar de No Show Tool')).toEqual([]);
  expect(check('Voeg een AI-tool toe')).toEqual([]);
  expect(check('Aantal aanmeldingen')).toEqual([]);
});

test('no Dutch text of the site uses a word the glossary rules out', () => {
  expect(findings()).toEqual([]);
});
