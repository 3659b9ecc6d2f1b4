/**
 * @jest-environment node
 */
// The singleton core only grows (docs/changing-shared.md): the current API is recorded under the current
// version, and nothing an earlier version exported is gone. The type check of api/compatibility.ts adds that
// no signature changed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiProblems, compatibilitySource, coreVersion, currentApi, readRecord, recordedVersions, RECORDS, type CoreApi } from '../../../scripts/core-api.ts';

let current: CoreApi;
const records: Record<string, CoreApi> = {};

beforeAll(async () => {
  current = await currentApi();
  for (const version of recordedVersions()) records[version] = readRecord(version);
}, 60_000);

test('the current API is recorded under the current version, and nothing recorded before is gone', () => {
  expect(apiProblems(coreVersion(), current, records)).toEqual([]);
});

test('compatibility.ts checks the current core against every recorded version', () => {
  expect(readFileSync(join(RECORDS, 'compatibility.ts'), 'utf8')).toBe(compatibilitySource(recordedVersions()));
});

describe('the check itself', () => {
  const version = coreVersion();

  test('refuses a removed export and a removed session action', () => {
    const removed: CoreApi = {
      ...current,
      exports: { names: current.exports.names.filter((name) => name !== 'setRuntimeConfig'), session: current.exports.session.filter((key) => key !== 'login') },
    };
    expect(apiProblems(version, removed, records).join('\n')).toMatch(/Gone since shared-core .*setRuntimeConfig, authSession\.login/);
  });

  test('refuses a changed declaration that was not recorded under a new version', () => {
    const file = Object.keys(current.declarations).find((name) => name.startsWith('session'))!;
    const changed: CoreApi = { ...current, declarations: { ...current.declarations, [file]: `${current.declarations[file]}export declare const extra: number;\n` } };
    expect(apiProblems(version, changed, records)).toEqual([expect.stringMatching(/changed since .* raise the version/)]);
  });

  test('refuses a version without a record', () => {
    expect(apiProblems('99.0.0', current, records)[0]).toMatch(/has no record/);
  });
});
