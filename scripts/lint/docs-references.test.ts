// The repository's code and docs stand on their own: every decision record they name exists, every link between
// the markdown files lands on a file (and heading) that is there, and nothing points at an issue number, which a
// maintainer with only the clone cannot open. Each failure lists the file and line to fix.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Tracked files and new files not ignored, so a file not yet added is checked too. */
function repositoryFiles(): string[] {
  const list = (...args: string[]) =>
    execFileSync('git', ['ls-files', ...args], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  return [...new Set([...list(), ...list('--others', '--exclude-standard')])]
    .filter((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile());
}

/** Text a person writes and reads: code, configuration, docs and the CI script. Generated records are left out. */
const TEXT_FILE = /\.(ts|tsx|js|cjs|mjs|json|ya?ml|md|sh|html)$|^\.ci\//;
const GENERATED = [/(^|\/)node_modules\//, /(^|\/)dist\//, /(^|\/)package-lock\.json$/, /^shared\/core\/api\//];

const textFiles = repositoryFiles().filter(
  (file) => TEXT_FILE.test(file) && !GENERATED.some((pattern) => pattern.test(file)),
);
const markdownFiles = textFiles.filter((file) => file.endsWith('.md'));

type Finding = { file: string; line: number; text: string };

function findLines(files: string[], matches: (line: string, file: string) => boolean): Finding[] {
  return files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((text, index) => (matches(text, file) ? [{ file, line: index + 1, text: text.trim() }] : [])),
  );
}

const report = (findings: Finding[]) => findings.map(({ file, line, text }) => `${file}:${line}: ${text}`);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_[\]()]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdownFile: string): Set<string> {
  const headings = readFileSync(path.join(root, markdownFile), 'utf8').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((heading) => anchorOf(heading.replace(/^#+ /, ''))));
}

/** The relative link targets of one markdown line: `[text](target)`, leaving out web addresses and mail. */
function relativeLinks(line: string): string[] {
  return [...line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

function brokenLink(target: string, fromFile: string): boolean {
  const [file, anchor] = target.split('#');
  const targetFile = file === '' ? fromFile : path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), file));
  if (!existsSync(path.join(root, targetFile))) return true;
  if (anchor === undefined || anchor === '' || !targetFile.endsWith('.md')) return false;
  return !anchorsOf(targetFile).has(decodeURIComponent(anchor).toLowerCase());
}

describe('the docs stand on their own', () => {
  test('every decision record named in the code and docs exists', () => {
    const missing = findLines(textFiles, (line) =>
      [...line.matchAll(/docs\/decisions\/[\w.-]+\.md/g)].some(([record]) => !existsSync(path.join(root, record))),
    );
    expect(report(missing)).toEqual([]);
  });

  test('every relative link of a markdown file lands on a file and heading that exist', () => {
    const broken = findLines(markdownFiles, (line, file) =>
      relativeLinks(line).some((target) => brokenLink(target, file)),
    );
    expect(report(broken)).toEqual([]);
  });

  test('no code, comment, test name or doc points at an issue number: say the reason or name the decision record', () => {
    const issueNumber = /\bissues? ?#?\d+/i;
    expect(report(findLines(textFiles, (line) => issueNumber.test(line)))).toEqual([]);
  });

  test('the index docs/README.md lists every document and decision record', () => {
    const index = readFileSync(path.join(root, 'docs/README.md'), 'utf8');
    const linked = new Set(relativeLinks(index).map((target) => path.posix.join('docs', target.split('#')[0])));
    const documents = markdownFiles.filter((file) => file.startsWith('docs/') && file !== 'docs/README.md');
    expect(documents.filter((file) => !linked.has(file))).toEqual([]);
  });

  test('the checks see the repository', () => {
    expect(markdownFiles).toContain('README.md');
    expect(textFiles).toContain('scripts/lint/docs-references.test.ts');
    expect(anchorOf('Run it in production')).toBe('run-it-in-production');
    expect(anchorOf('Change `shared`')).toBe('change-shared');
    expect(relativeLinks(readFileSync(path.join(root, 'README.md'), 'utf8'))).toContain('docs/README.md');
    expect(brokenLink('docs/configuration.md#the-server', 'README.md')).toBe(false);
    expect(brokenLink('docs/configuration.md#no-such-heading', 'README.md')).toBe(true);
    expect(brokenLink('no-such-file.md', 'docs/README.md')).toBe(true);
  });
});
