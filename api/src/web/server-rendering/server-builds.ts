// Finds the server builds the site renders pages with (docs/server-rendering.md), at every page: the shell's
// (shell/dist/server/server.cjs, always served by this process) and each remote's, through the remote's own
// manifest (Module Federation's metaData.ssrRemoteEntry), wherever /config.json says the remote lives. A build that
// changed is loaded again at the next page; a remote without a server build (or whose manifest cannot be read) has
// none, and its pages are rendered in the browser.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRemoteUrl, REMOTES } from 'shared/contracts';
import type { PageRenderRequest, RemoteName, RenderedPage, RuntimeConfig, ServerRemote } from 'shared/contracts';
import { fileCache } from '../file-cache.ts';
import type { Context } from 'node:vm';
import { createBuildContext, evaluateCommonJs } from './evaluate-commonjs.ts';

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage | null>;

interface Manifest {
  metaData?: { ssrRemoteEntry?: { path: string; name: string } };
}

interface BuildText {
  /** The text, for evaluating it (once per version, and again for each new shell). */
  text(): string;
  version: string;
}

const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const versioned = (text: string): BuildText => ({ text: () => text, version: versionOf(text) });
/**
 * A build on this server's disk is kept by its version only and read again when it is evaluated: its megabytes are
 * then held once, by the evaluated code, instead of also by this cache. A file replaced in between (a deploy still
 * writing it) fails that load: evaluated under the version it had, another text would be kept for it, and a build
 * caught half written would stay in place after the deploy ended. The next page reads the file again.
 */
const versionedOnDisk = (text: string, path: string): BuildText => {
  const version = versionOf(text);
  return {
    version,
    text: () => {
      const current = readFileSync(path, 'utf8');
      if (versionOf(current) !== version) throw new Error(`${path} changed while it was being loaded`);
      return current;
    },
  };
};

/** A loaded build, kept per version: the same version is evaluated once. */
function memoByVersion<T>() {
  let kept: { version: string; value: Promise<T> } | null = null;
  return (version: string, evaluate: () => Promise<T>): Promise<T> => {
    if (kept?.version !== version) {
      const value = evaluate();
      kept = { version, value };
      // A failure is not kept: the next page tries again.
      value.catch(() => {
        if (kept?.value === value) kept = null;
      });
    }
    return kept.value;
  };
}

export interface ServerBuildsOptions {
  webRoot: string;
  runtimeConfig: RuntimeConfig;
  /** How long reading a remote's manifest or build from another host may take. */
  fetchTimeoutMs: number;
  /** How long a manifest read from another host is used before it is asked again (a conditional request). */
  remoteManifestMaxAgeMs?: number;
}

export function createServerBuilds({ webRoot, runtimeConfig, fetchTimeoutMs, remoteManifestMaxAgeMs = 2_000 }: ServerBuildsOptions) {
  const readBuild = fileCache(versionedOnDisk);
  const readManifest = fileCache((text) => JSON.parse(text) as Manifest);
  const shell = memoByVersion<{ renderPage: RenderPage; context: Context; version: string } | null>();
  // Per remote, its container as loaded into the current shell's context (a new shell loads it again).
  const containers = new Map<RemoteName, ReturnType<typeof memoByVersion<unknown>>>();
  // What was read from another host, one entry per file (a remote's manifest, its server build): a new version of
  // the build replaces the old one, which only a render still under way may hold on to.
  const fetched = new Map<string, { url: string; at: number; etag: string | null; value: Promise<BuildText> }>();

  /** The text at `url`; `file` names what it is a version of (by default the address itself): only its latest is kept. */
  async function fetchText(url: string, maxAgeMs: number, file = url): Promise<BuildText> {
    const found = fetched.get(file);
    const hit = found?.url === url ? found : undefined;
    if (hit && Date.now() - hit.at < maxAgeMs) return hit.value;
    const value = (async () => {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(fetchTimeoutMs),
        headers: hit?.etag ? { 'if-none-match': hit.etag } : {},
      });
      if (response.status === 304 && hit) return hit.value;
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const text = versioned(await response.text());
      // Unless a newer version of the file was asked for meanwhile.
      if (fetched.get(file)?.url === url) fetched.set(file, { url, at: Date.now(), etag: response.headers.get('etag'), value: Promise.resolve(text) });
      return text;
    })();
    fetched.set(file, { url, at: Date.now(), etag: hit?.etag ?? null, value });
    value.catch(() => {
      if (fetched.get(file)?.value === value) fetched.delete(file);
    });
    return value;
  }

  /** The remote's server build: a version and how to load it into the shell's context, or null when it has none. */
  async function remoteBuild(name: RemoteName, shellBuild: { context: Context; version: string }): Promise<ServerRemote | null> {
    const manifestUrl = runtimeConfig.remotes[name];
    if (!manifestUrl) return null;
    let read: () => Promise<BuildText>;
    let where: string;
    if (manifestUrl === defaultRemoteUrl(name)) {
      const folder = join(webRoot, REMOTES[name].folder, 'dist');
      const entry = readManifest(join(folder, 'mf-manifest.json'))?.metaData?.ssrRemoteEntry;
      if (!entry) return null;
      where = join(folder, entry.path, entry.name);
      const build = readBuild(where);
      if (!build) return null;
      read = async () => build;
    } else {
      if (!/^https?:\/\//.test(manifestUrl)) return null;
      const manifest = JSON.parse((await fetchText(manifestUrl, remoteManifestMaxAgeMs)).text()) as Manifest;
      const entry = manifest.metaData?.ssrRemoteEntry;
      if (!entry) return null;
      where = new URL(entry.path + entry.name, manifestUrl).href;
      // The build's address does not change with a deploy, its manifest does: the build is read again with it.
      const manifestVersion = versionOf(JSON.stringify(manifest));
      read = () => fetchText(`${where}?v=${manifestVersion}`, Number.POSITIVE_INFINITY, where);
    }
    const build = await read();
    let memo = containers.get(name);
    if (!memo) containers.set(name, (memo = memoByVersion()));
    const load = memo;
    return {
      version: build.version,
      load: () => load(`${shellBuild.version}/${build.version}`, async () => evaluateCommonJs(build.text(), where, shellBuild.context)),
    };
  }

  /** The shell's server build, evaluated in a new context for each version; null when there is none. */
  async function shellBuild() {
    const path = join(webRoot, 'shell', 'dist', 'server', 'server.cjs');
    const build = readBuild(path);
    if (!build) return null;
    return shell(build.version, async () => {
      const context = createBuildContext();
      const exports = evaluateCommonJs(build.text(), path, context) as { renderPage?: RenderPage };
      return typeof exports.renderPage === 'function' ? { renderPage: exports.renderPage, context, version: build.version } : null;
    });
  }

  return {
    /**
     * The shell's renderPage and the page's remote's server build (null when it has none), or null when the shell
     * has no server build.
     */
    async forPage(remote: RemoteName | 'shell'): Promise<{ renderPage: RenderPage; shellVersion: string; remote: ServerRemote | null } | null> {
      const found = await shellBuild();
      if (!found) return null;
      return { renderPage: found.renderPage, shellVersion: found.version, remote: remote === 'shell' ? null : await remoteBuild(remote, found) };
    },
  };
}
