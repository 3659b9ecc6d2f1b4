// Small real server builds in a web root, laid out as shared/build writes them (docs/server-rendering.md): the shell's
// dist/server/server.cjs exporting renderPage, and a remote's manifest naming its server container
// (metaData.ssrRemoteEntry) with the container beside it. The site's server evaluates them as it would the real ones.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REMOTES } from 'shared/contracts';
import type { PageRenderRequest, RemoteName } from 'shared/contracts';

/** The channel the shell builds below publish every request on: a build runs in a context of its own, Node's modules are shared. */
const RENDER_CHANNEL = 'roadmap-test:render-page';

let writes = 0;

/** Writes a file with a modification time of its own: a file cache sees each new version, however fast a test writes. */
export function writeWebFile(root: string, path: string, content: string): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  writes += 1;
  const time = new Date(Date.UTC(2026, 0, 1) + writes * 1000);
  utimesSync(file, time, time);
}

/**
 * The shell's server build. Its renderPage publishes the request (recordRenders), then runs `body`: JavaScript with
 * `request` in scope that returns the rendered page (or throws, or never settles). `prelude` runs once, when the build
 * is evaluated.
 */
export function writeShellServerBuild(root: string, body: string, prelude = ''): void {
  writeWebFile(
    root,
    'shell/dist/server/server.cjs',
    `const channel = require('node:diagnostics_channel').channel(${JSON.stringify(RENDER_CHANNEL)});
${prelude}
exports.renderPage = async (request) => {
  channel.publish(request);
  ${body}
};
`,
  );
}

/** A renderPage body: the page's address, and what each remote's container it was given exports as its data. */
export const RENDER_WITH_REMOTES = `
  const containers = {};
  for (const [name, remote] of Object.entries(request.remotes)) containers[name] = await remote.load();
  return { html: '<main>' + request.url + '</main>', styles: '<style data-styled="active">main{color:navy}</style>', data: containers };`;

/** The manifest of a remote's browser build; with a server build, it names it where Module Federation does. */
export function remoteManifest(remote: RemoteName, withServerBuild: boolean, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    name: remote,
    exposes: REMOTES[remote].pages.map((page) => ({ name: page, assets: { js: { sync: [] } } })),
    metaData: withServerBuild ? { ssrRemoteEntry: { path: 'server/', name: 'remoteEntry.js', type: 'commonjs-module' } } : {},
    ...extra,
  });
}

/**
 * A remote's manifest in its dist folder (with `manifestFields` over the made-up ones) and, unless `container` is
 * null, its server container (CommonJS source).
 */
export function writeRemoteServerBuild(root: string, remote: RemoteName, container: string | null, manifestFields: Record<string, unknown> = {}): void {
  const dist = `${REMOTES[remote].folder}/dist`;
  writeWebFile(root, `${dist}/mf-manifest.json`, remoteManifest(remote, container !== null, manifestFields));
  if (container !== null) writeWebFile(root, `${dist}/server/remoteEntry.js`, container);
}

/** The requests the shell builds above receive, until stop(). */
export function recordRenders(): { requests: PageRenderRequest[]; stop(): void } {
  const requests: PageRenderRequest[] = [];
  const record = (message: unknown) => requests.push(message as PageRenderRequest);
  subscribe(RENDER_CHANNEL, record);
  return { requests, stop: () => unsubscribe(RENDER_CHANNEL, record) };
}
