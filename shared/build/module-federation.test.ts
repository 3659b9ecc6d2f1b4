/**
 * @jest-environment node
 */
// ARCHITECTURE §3: one shared map in every app; every singleton with a required version, none eager.
import { readFileSync } from 'node:fs';
import { sharedMap } from './module-federation.ts';

const required = ['react', 'react-dom', 'react-dom/', 'react-router', 'zustand', 'styled-components', 'shared'];

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

  test.each(['react', 'react-dom', 'react-router'])('%s accepts the installed version', (pkg) => {
    expect(map[pkg].requiredVersion).toBe(`^${installedVersion(pkg)}`);
  });
});
