/**
 * @jest-environment node
 */
// ARCHITECTURE §3: one shared map in every app; every singleton with a required version, none eager.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedMap } from './module-federation.ts';

const required = ['react', 'react-dom', 'react-dom/', 'zustand', 'styled-components', 'shared'];

function installedVersion(pkg: string): string {
  const url = new URL(`../../node_modules/${pkg}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}

describe('the shared map of every app', () => {
  const map = sharedMap() as Record<string, { singleton?: boolean; requiredVersion?: string; version?: string; eager?: boolean }>;

  test.each(required)('%s is a singleton with a required version', (key) => {
    expect(map[key]).toMatchObject({ singleton: true, requiredVersion: expect.stringMatching(/^\^\d+\.\d+\.\d+/) });
  });

  test('nothing is eager (every app starts behind an async boundary)', () => {
    for (const [key, config] of Object.entries(map)) expect([key, config.eager]).toEqual([key, undefined]);
  });

  test('the workspace package shared is offered with its real version', () => {
    expect(map.shared.version).toBe(installedVersion('shared'));
    expect(map.shared.version).not.toBe('0.0.0');
  });

  test.each(['react', 'react-dom'])('%s accepts the installed version', (pkg) => {
    expect(map[pkg].requiredVersion).toBe(`^${installedVersion(pkg)}`);
  });
});

describe('react-router through shared', () => {
  const root = new URL('../../', import.meta.url).pathname;
  const apps = ['shell', 'mf-catalogue', 'mf-forum', 'mf-account', 'mf-admin', 'mf-noshow'];

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  }

  test('is not in the shared map (it comes inside the shared singleton)', () => {
    expect(Object.keys(sharedMap())).not.toContain('react-router');
  });

  // A direct import would bundle a second react-router into that app: its links and hooks would look for a router
  // context that the shell's router never provides.
  test.each(apps)('%s imports routing only from shared', (app) => {
    const offenders = sourceFiles(path.join(root, app, 'src')).filter((file) =>
      /from ['"]react-router(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
