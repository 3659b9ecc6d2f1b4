// Builds the shell and the five remotes through their npm `build` scripts, two at a time.
//   node scripts/build-all.ts            build every app
//   node scripts/build-all.ts --missing  build only apps without a build (used by `npm start`)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { APP_FOLDERS } from 'shared/contracts';

// runTasks runs commands at most `parallel` at a time (the reference machine has 2 cores), buffering each
// command's output so parallel builds do not interleave, and reports which failed.
export interface Task {
  label: string;
  command: string;
  args: string[];
  cwd: string;
}

export interface TaskResult {
  label: string;
  ok: boolean;
  seconds: number;
}

function run(task: Task): Promise<TaskResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(task.command, task.args, { cwd: task.cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      const text = Buffer.concat(output).toString().trim();
      console.log(`${ok ? '✓' : '✗'} ${task.label} (${seconds.toFixed(1)} s)`);
      if (!ok && text) console.log(text);
      resolve({ label: task.label, ok, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

export async function runTasks(tasks: Task[], parallel = 2): Promise<TaskResult[]> {
  const results: TaskResult[] = [];
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) results.push(await run(task));
  };
  await Promise.all(Array.from({ length: Math.min(parallel, tasks.length) }, worker));
  return results;
}

const root = fileURLToPath(new URL('../', import.meta.url));


/** The file that proves an app was built: the shell's page, a remote's federation manifest. */
export function builtMarker(app: string): string {
  return join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export async function buildApps({ missingOnly = false } = {}): Promise<boolean> {
  const tasks: Task[] = [];
  for (const app of APP_FOLDERS) {
    if (!existsSync(join(root, app, 'rspack.config.ts'))) {
      console.warn(`- ${app}: no rspack.config.ts yet, skipped`);
      continue;
    }
    if (missingOnly && existsSync(builtMarker(app))) continue;
    tasks.push({ label: `build ${app}`, command: npm, args: ['run', 'build', '--silent'], cwd: join(root, app) });
  }
  if (tasks.length === 0) return true;
  const started = performance.now();
  const results = await runTasks(tasks, 2);
  const failed = results.filter((result) => !result.ok);
  console.log(`Built ${results.length - failed.length} of ${results.length} apps in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return failed.length === 0;
}

if (import.meta.main) {
  const ok = await buildApps({ missingOnly: process.argv.includes('--missing') });
  process.exitCode = ok ? 0 : 1;
}
