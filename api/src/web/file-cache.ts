// Built files the site's server reads (the shell's page, a remote's manifest, a server build), each read again only
// when it changed on disk: a redeploy of the shell or of a remote needs no restart.
import { readFileSync, statSync } from 'node:fs';

/** A file read again only when it changed (a redeploy of the shell or a remote needs no restart). */
export function fileCache<T>(parse: (text: string, path: string) => T) {
  const cache = new Map<string, { mtimeMs: number; value: T | null }>();
  return (path: string): T | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      return null;
    }
    const hit = cache.get(path);
    if (hit?.mtimeMs === mtimeMs) return hit.value;
    let value: T | null;
    try {
      value = parse(readFileSync(path, 'utf8'), path);
    } catch {
      value = null;
    }
    cache.set(path, { mtimeMs, value });
    return value;
  };
}
