/**
 * @jest-environment node
 */
// ARCHITECTURE §3: one shared map in every app, holding only what must be one instance on a page; every remote
// exposes exactly the pages of its entry in REMOTES (the list the shell's route table is typed against). That
// routing comes from shared-core only is an ESLint rule (scripts/lint/import-boundaries.js).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_FOLDERS, REMOTE_NAMES, REMOTES } from '../src/contracts/apps.ts';
import { exposesOf, sharedMap } from './module-federation.ts';

const root = new URL('../../', import.meta.url).pathname;
const singletons = ['react', 'react/', 'react-dom', 'react-dom/', 'zustand', 'styled-components', 'shared-core'];

function installedVersion(pkg: string): string {
  return (JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

describe('the shared map of every app', () => {
  const map = sharedMap() as Record<string, { singleton?: boolean; requiredVersion?: string; version?: string; eager?: boolean }>;

  test('holds exactly the singletons and ky, each with its real version as the required one', () => {
    expect(Object.keys(map).sort()).toEqual([...singletons, 'ky'].sort());
    for (const key of singletons) {
      const pkg = key.replace(/\/$/, '');
      expect([key, map[key]]).toEqual([key, { singleton: true, version: installedVersion(pkg), requiredVersion: `^${installedVersion(pkg)}` }]);
    }
    // Not a singleton: a remote built against another major of ky gets its own copy.
    expect(map.ky).toEqual({ version: installedVersion('ky'), requiredVersion: `^${installedVersion('ky')}` });
  });

  // With the kit in the map, the first app to load would hand its copy to every other: a remote rebuilt with
  // a newer kit would get the shell's older one (decision 0009).
  test('leaves the kit (shared) out: every app bundles the kit it was built with', () => {
    expect(Object.keys(map)).not.toContain('shared');
  });
});

describe('the pages the remotes expose', () => {
  test.each(REMOTE_NAMES)('%s exposes each page of REMOTES from src/pages/<page>.tsx', (remote) => {
    const folder = path.join(root, REMOTES[remote].folder);
    for (const [exposed, file] of Object.entries(exposesOf(remote))) {
      expect([exposed, existsSync(path.join(folder, file))]).toEqual([exposed, true]);
      expect(readFileSync(path.join(folder, file), 'utf8')).toMatch(/export default function/);
    }
  });

  test('every app folder of the list is a workspace with a build', () => {
    const workspaces = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    for (const folder of APP_FOLDERS) {
      expect([folder, workspaces.includes(folder), existsSync(path.join(root, folder, 'rspack.config.ts'))]).toEqual([folder, true, true]);
    }
  });
});
