// The public API of shared-core, the one federation singleton. A remote built against one version of it runs
// with whatever version the shell on the page brought, so the core may only grow (docs/changing-shared.md).
//   npm run core:api     records the current API under the version in shared/core/package.json:
//                        shared/core/api/<version>/ (declarations without comments, and the names exported at
//                        run time) and shared/core/api/compatibility.ts, which `npm run typecheck` checks: the
//                        current core must be assignable to every recorded version.
// shared/core/src/api.test.ts fails when the API changed and was not recorded under a new version.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
export const CORE = join(root, 'shared', 'core');
export const RECORDS = join(CORE, 'api');

export interface CoreApi {
  /** File name → declaration text. */
  declarations: Record<string, string>;
  /** What the core exports at run time, and what the session store holds (state and actions). */
  exports: { names: string[]; session: string[] };
}

export function coreVersion(): string {
  return (JSON.parse(readFileSync(join(CORE, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Semantic versions recorded so far, oldest first. */
export function recordedVersions(): string[] {
  if (!existsSync(RECORDS)) return [];
  const parse = (version: string) => version.split('.').map(Number);
  return readdirSync(RECORDS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d+\.\d+\.\d+$/.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => {
      const [x, y] = [parse(a), parse(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
}

/** The core's declarations as tsc emits them (comments removed: rewording a comment is not a change). */
function emitDeclarations(): Record<string, string> {
  const out = mkdtempSync(join(tmpdir(), 'core-api-'));
  try {
    const config = join(out, 'tsconfig.json');
    writeFileSync(
      config,
      JSON.stringify({
        extends: join(root, 'tsconfig.web.json'),
        compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, removeComments: true, outDir: join(out, 'd'), rootDir: join(CORE, 'src'), types: [] },
        files: [join(CORE, 'src', 'index.ts')],
      }),
    );
    try {
      execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', config], { stdio: 'pipe' });
    } catch (error) {
      throw new Error(`tsc could not emit the declarations of shared-core:\n${String((error as { stdout?: Buffer }).stdout ?? error)}`, { cause: error });
    }
    const dir = join(out, 'd');
    return Object.fromEntries(readdirSync(dir).sort().map((file) => [file, readFileSync(join(dir, file), 'utf8')]));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export async function currentApi(): Promise<CoreApi> {
  const core = (await import(join(CORE, 'src', 'index.ts'))) as Record<string, unknown> & {
    authSession: { getState(): Record<string, unknown> };
  };
  return {
    declarations: emitDeclarations(),
    exports: { names: Object.keys(core).sort(), session: Object.keys(core.authSession.getState()).sort() },
  };
}

export function readRecord(version: string): CoreApi {
  const dir = join(RECORDS, version);
  const files = readdirSync(dir).filter((file) => file.endsWith('.d.ts')).sort();
  return {
    declarations: Object.fromEntries(files.map((file) => [file, readFileSync(join(dir, file), 'utf8')])),
    exports: JSON.parse(readFileSync(join(dir, 'exports.json'), 'utf8')) as CoreApi['exports'],
  };
}

/**
 * What is wrong with the core's API against its records: an empty list when the current version is recorded
 * exactly as it is now and nothing any earlier version exported is gone. (That no signature changed in a way an
 * older caller notices is checked by the type check of compatibility.ts.)
 */
export function apiProblems(version: string, current: CoreApi, records: Record<string, CoreApi>): string[] {
  const problems: string[] = [];
  const own = records[version];
  if (own === undefined) {
    problems.push(`shared-core ${version} has no record: run \`npm run core:api\`.`);
  } else if (JSON.stringify(own) !== JSON.stringify(current)) {
    problems.push(
      `The API of shared-core changed since ${version} was recorded: raise the version in shared/core/package.json ` +
        '(minor for an addition) and run `npm run core:api`.',
    );
  }
  for (const [earlier, record] of Object.entries(records)) {
    const gone = [
      ...record.exports.names.filter((name) => !current.exports.names.includes(name)),
      ...record.exports.session.filter((key) => !current.exports.session.includes(key)).map((key) => `authSession.${key}`),
    ];
    if (gone.length > 0) problems.push(`Gone since shared-core ${earlier}: ${gone.join(', ')}. A remote built against it would break.`);
  }
  return problems;
}

export function compatibilitySource(versions: string[]): string {
  const alias = (version: string) => `v${version.replaceAll('.', '_')}`;
  return [
    '// Generated by `npm run core:api`. `npm run typecheck` fails here when shared-core no longer satisfies a version',
    '// a remote may have been built against: an export removed, or a signature changed in a way old callers notice.',
    "import * as current from '../src/index.ts';",
    ...versions.map((version) => `import type * as ${alias(version)} from './${version}/index.d.ts';`),
    '',
    ...versions.map((version) => `export const satisfies${alias(version).slice(1)}: typeof ${alias(version)} = current;`),
    '',
  ].join('\n');
}

async function record(): Promise<void> {
  const version = coreVersion();
  const api = await currentApi();
  const dir = join(RECORDS, version);
  if (existsSync(dir)) {
    const recorded = readRecord(version);
    if (JSON.stringify(recorded) === JSON.stringify(api)) {
      console.log(`shared-core ${version}: the recorded API is current.`);
      return;
    }
    console.error(
      `shared-core ${version} is recorded with another API. Raise the version in shared/core/package.json ` +
        '(minor for an addition) and run `npm run core:api` again.',
    );
    process.exitCode = 1;
    return;
  }
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(api.declarations)) writeFileSync(join(dir, file), text);
  writeFileSync(join(dir, 'exports.json'), `${JSON.stringify(api.exports, null, 2)}\n`);
  writeFileSync(join(RECORDS, 'compatibility.ts'), compatibilitySource(recordedVersions()));
  console.log(`Recorded the API of shared-core ${version} in shared/core/api/${version}/; run \`npm run typecheck\`.`);
}

if (import.meta.main) await record();
