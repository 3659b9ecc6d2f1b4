// What the site's server reads of the built files during a deploy: a file is read again whenever it changed, also
// when its modification time did not move (Linux stamps files with a coarse clock).
import { mkdtempSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileCache } from './file-cache.ts';

function folder(): string {
  return mkdtempSync(join(tmpdir(), 'file-cache-'));
}

test('a file emptied and written again within one tick of the clock is read again', () => {
  const path = join(folder(), 'server.cjs');
  const read = fileCache((text) => text);
  const tick = new Date('2026-12-08T01:00:00.000Z');
  writeFileSync(path, '');
  utimesSync(path, tick, tick);
  expect(read(path)).toBe('');
  writeFileSync(path, 'module.exports = 1;');
  utimesSync(path, tick, tick);
  expect(statSync(path).mtimeMs).toBe(tick.getTime());
  expect(read(path)).toBe('module.exports = 1;');
});

test('a file renamed into place is read again, even with the same size and time', () => {
  const dir = folder();
  const path = join(dir, 'mf-manifest.json');
  const read = fileCache((text) => JSON.parse(text) as { release: number });
  const tick = new Date('2026-12-08T01:00:00.000Z');
  writeFileSync(path, '{"release":1}');
  utimesSync(path, tick, tick);
  expect(read(path)).toEqual({ release: 1 });
  const next = join(dir, 'next.json');
  writeFileSync(next, '{"release":2}');
  utimesSync(next, tick, tick);
  renameSync(next, path);
  expect(read(path)).toEqual({ release: 2 });
});

test('an unchanged file is parsed once; a missing one is null', () => {
  const path = join(folder(), 'index.html');
  let parsed = 0;
  const read = fileCache((text) => {
    parsed++;
    return text;
  });
  expect(read(path)).toBeNull();
  writeFileSync(path, '<!doctype html>');
  expect(read(path)).toBe('<!doctype html>');
  expect(read(path)).toBe('<!doctype html>');
  expect(parsed).toBe(1);
});
