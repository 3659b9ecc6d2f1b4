// A web root where some apps can be redeployed while the site runs, without touching tracked files or the builds
// other journeys use: a folder in the git-ignored e2e/artifacts/ for the server's WEB_ROOT. The apps not staged are
// links to their builds (WEB_ROOT's when the journeys run on a copy of the web root, else the repository's); each
// staged app is a copy of its source whose dist starts as that build, and the copies resolve `shared` to a copy of
// the kit (web/node_modules/shared is a link to it, as in the repository). rebuild() runs the app's own build command
// (`npm run build`) in its copy, which writes its dist in place, exactly as a redeploy of that one app to its static
// host would.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { APP_FOLDERS } from 'shared/contracts';
import { ARTIFACTS, REPOSITORY_ROOT } from './site.ts';

/** Where the built apps are: the web root the journeys run on. */
export const BUILT_ROOT = process.env.WEB_ROOT || REPOSITORY_ROOT;

export interface StagedWebRoot {
  /** The server's WEB_ROOT. */
  webRoot: string;
  /** The copy of the kit the staged apps build with. */
  sharedCopy: string;
  /** The folder of a staged app's copy (its source and its dist). */
  copyOf(app: string): string;
  /** Builds a staged app with its own build command, in its copy; throws with the build's output when it fails. */
  rebuild(app: string): Promise<void>;
  remove(): void;
}

const BUILD_TIMEOUT_MS = 240_000;

function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output.join('') });
    });
  });
}

/** Copies a source folder without its installed packages and its build. */
const sourceOnly = (from: string) => (source: string) => {
  const parts = relative(from, source).split('/');
  return !parts.includes('node_modules') && parts[0] !== 'dist';
};

/** A fresh staging folder `e2e/artifacts/<name>` where the apps in `staged` (folders such as 'mf-forum') are copies. */
export function stageWebRoot(name: string, staged: readonly string[]): StagedWebRoot {
  const stage = join(ARTIFACTS, name);
  const webRoot = join(stage, 'web');
  const sharedCopy = join(stage, 'shared');
  const copyOf = (app: string) => {
    if (!staged.includes(app)) throw new Error(`${app} is not staged in ${stage}`);
    return join(webRoot, app);
  };

  rmSync(stage, { recursive: true, force: true });
  mkdirSync(join(webRoot, 'node_modules'), { recursive: true });
  for (const app of APP_FOLDERS) {
    if (staged.includes(app)) {
      cpSync(join(REPOSITORY_ROOT, app), join(webRoot, app), { recursive: true, filter: sourceOnly(join(REPOSITORY_ROOT, app)) });
      cpSync(join(BUILT_ROOT, app, 'dist'), join(webRoot, app, 'dist'), { recursive: true });
    } else {
      mkdirSync(join(webRoot, app));
      symlinkSync(join(BUILT_ROOT, app, 'dist'), join(webRoot, app, 'dist'), 'dir');
    }
  }
  // The rest of what the copies import resolves from the repository's node_modules, above e2e/artifacts/.
  cpSync(join(REPOSITORY_ROOT, 'shared'), sharedCopy, { recursive: true, filter: sourceOnly(join(REPOSITORY_ROOT, 'shared')) });
  symlinkSync(sharedCopy, join(webRoot, 'node_modules', 'shared'), 'dir');

  return {
    webRoot,
    sharedCopy,
    copyOf,
    async rebuild(app) {
      const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
      const build = await run(npm, ['run', 'build', '--silent'], copyOf(app), BUILD_TIMEOUT_MS);
      if (build.code !== 0) throw new Error(`The build of ${app} failed (${build.code}):\n${build.output}`);
    },
    remove: () => rmSync(stage, { recursive: true, force: true }),
  };
}
