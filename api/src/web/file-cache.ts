// Built files the site's server reads (the shell's page, a remote's manifest, a server build), each read again only
// when it changed on disk: a redeploy of the shell or of a remote needs no restart.
import { readFileSync, statSync, type Stats } from 'node:fs';

// A file's modification time alone does not tell a deploy's half-written file from the finished one: Linux stamps
// it with a clock that moves every few milliseconds, so emptying a file and writing it can leave the same time. The
// size and the inode (a deploy that renames a new file into place) tell them apart.
const stampOf = (stats: Stats) => `${stats.mtimeMs}:${stats.size}:${stats.ino}`;

/** A file read again only when it changed (a redeploy of the shell or a remote needs no restart). */
export function fileCache<T>(parse: (text: string, path: string) => T) {
  const cache = new Map<string, { stamp: string; value: T | null }>();
  return (path: string): T | null => {
    let stats: Stats;
    try {
      stats = statSync(path);
    } catch {
      return null;
    }
    const stamp = stampOf(stats);
    const hit = cache.get(path);
    if (hit?.stamp === stamp) return hit.value;
    let value: T | null;
    try {
      const bytes = readFileSync(path);
      // Written to while it was read (a deploy under way): not kept; until it is whole, the last whole read serves.
      if (bytes.length !== stats.size || stampOf(statSync(path)) !== stamp) return hit ? hit.value : null;
      value = parse(bytes.toString('utf8'), path);
    } catch {
      value = null;
    }
    cache.set(path, { stamp, value });
    return value;
  };
}
