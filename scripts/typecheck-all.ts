// `npm run typecheck`: tsc --noEmit for every workspace that has a tsconfig.json, and for scripts/; fails if any fails.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTasks } from './build-all.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
const tsc = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'tsc.cmd' : 'tsc');

const tasks = [...workspaces, 'scripts']
  .filter((workspace) => existsSync(join(root, workspace, 'tsconfig.json')))
  .map((workspace) => ({ label: `tsc ${workspace}`, command: tsc, args: ['--noEmit', '-p', workspace], cwd: root }));

const results = await runTasks(tasks, 2);
const failed = results.filter((result) => !result.ok);
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.map((result) => result.label.slice(4)).join(', ')}`);
  process.exitCode = 1;
} else {
  console.log(`Type check passed in ${results.length} projects.`);
}
