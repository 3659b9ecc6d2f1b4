// Finding the server builds (docs/server-rendering.md) with small real CommonJS builds: the shell's from its folder,
// a remote's through its manifest (on disk, or on another host over HTTP), each evaluated in the shell's context,
// and a new version picked up at the next page without a restart.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { emptyWebRoot } from '../../../test/app.ts';
import { RENDER_WITH_REMOTES, remoteManifest, writeRemoteServerBuild, writeShellServerBuild, writeWebFile } from '../../../test/server-build-files.ts';
import { buildRuntimeConfig } from '../runtime-config.ts';
import { createServerBuilds } from './server-builds.ts';

const runtimeConfig = buildRuntimeConfig({});

/** A shell build that marks its context with `version`; a container shows which shell's context it was evaluated in. */
const shellMarking = (version: string) => `globalThis.shellVersion = ${JSON.stringify(version)};`;
const CONTAINER = `
globalThis.containerEvaluations = (globalThis.containerEvaluations ?? 0) + 1;
module.exports = { inShell: globalThis.shellVersion, evaluations: globalThis.containerEvaluations };`;

function buildsIn(root: string, config = runtimeConfig, remoteManifestMaxAgeMs?: number) {
  return createServerBuilds({ webRoot: root, runtimeConfig: config, fetchTimeoutMs: 2_000, remoteManifestMaxAgeMs });
}

describe('the server builds in the web root', () => {
  test('a shell without a server build, or whose build exports no renderPage, has none', async () => {
    const root = emptyWebRoot();
    expect(await buildsIn(root).forPage('shell')).toBeNull();
    writeShellServerBuild(root, 'return null;');
    const builds = buildsIn(root);
    expect(await builds.forPage('shell')).not.toBeNull();
    writeWebFile(root, 'shell/dist/server/server.cjs', 'exports.render = () => null;');
    // The same builds notice the new version and drop the shell.
    expect(await builds.forPage('shell')).toBeNull();
  });

  test("the shell's renderPage is the build's own, evaluated in a context of its own", async () => {
    const root = emptyWebRoot();
    writeShellServerBuild(root, "return { html: '<p>' + globalThis.shellVersion + ' ' + request.url + '</p>', styles: '', data: {} };", shellMarking('v1'));
    const found = await buildsIn(root).forPage('shell');
    expect(found?.remote).toBeNull();
    const page = await found!.renderPage({ url: '/about', config: runtimeConfig, apiFetch: fetch, remotes: {}, signal: new AbortController().signal });
    expect(page).toEqual({ html: '<p>v1 /about</p>', styles: '', data: {} });
    expect((globalThis as { shellVersion?: unknown }).shellVersion).toBeUndefined();
  });

  test("a build may require Node's own modules only", async () => {
    const root = emptyWebRoot();
    writeShellServerBuild(root, 'return null;', "require('react');");
    await expect(buildsIn(root).forPage('shell')).rejects.toThrow("A server build may only require Node's own modules, not react");
  });

  test("a remote's container is found through its manifest and evaluated once per version, in the shell's context", async () => {
    const root = emptyWebRoot();
    writeShellServerBuild(root, RENDER_WITH_REMOTES, shellMarking('v1'));
    writeRemoteServerBuild(root, 'catalogue', CONTAINER);
    const builds = buildsIn(root);
    const remote = (await builds.forPage('catalogue'))!.remote!;
    expect(remote.version).toMatch(/^[0-9a-f]{16}$/);
    const container = await remote.load();
    expect(container).toEqual({ inShell: 'v1', evaluations: 1 });
    // Asked again, at the next page too: the same container, not a second evaluation.
    expect(await remote.load()).toBe(container);
    expect(await (await builds.forPage('catalogue'))!.remote!.load()).toBe(container);
  });

  test('a remote whose manifest names no server build, or without a manifest, has none; the shell still renders', async () => {
    const root = emptyWebRoot();
    writeShellServerBuild(root, RENDER_WITH_REMOTES);
    writeRemoteServerBuild(root, 'forum', null);
    const builds = buildsIn(root);
    for (const remote of ['forum', 'catalogue'] as const) {
      const found = await builds.forPage(remote);
      expect({ remote, renderPage: typeof found?.renderPage, build: found?.remote }).toEqual({ remote, renderPage: 'function', build: null });
    }
  });

  test('a remote configured at an address that is neither its own folder nor http(s) has none', async () => {
    const root = emptyWebRoot();
    writeShellServerBuild(root, RENDER_WITH_REMOTES);
    writeRemoteServerBuild(root, 'catalogue', CONTAINER);
    const config = buildRuntimeConfig({ remotes: { catalogue: '/elders/catalogue/mf-manifest.json' } });
    expect((await buildsIn(root, config).forPage('catalogue'))?.remote).toBeNull();
  });

  test('a container that throws while it is evaluated fails its load; the failure is not kept, the next load tries again', async () => {
    const root = emptyWebRoot();
    writeShellServerBuild(root, RENDER_WITH_REMOTES);
    writeRemoteServerBuild(
      root,
      'catalogue',
      `globalThis.attempts = (globalThis.attempts ?? 0) + 1;
if (globalThis.attempts === 1) throw new Error('container broke');
module.exports = { attempts: globalThis.attempts };`,
    );
    const remote = (await buildsIn(root).forPage('catalogue'))!.remote!;
    await expect(remote.load()).rejects.toThrow('container broke');
    expect(await remote.load()).toEqual({ attempts: 2 });
  });

  test('a new version written while the server runs is used from the next page on', async () => {
    const root = emptyWebRoot();
    writeShellServerBuild(root, "return { html: globalThis.shellVersion, styles: '', data: {} };", shellMarking('v1'));
    writeRemoteServerBuild(root, 'catalogue', CONTAINER);
    const builds = buildsIn(root);
    const request = { url: '/', config: runtimeConfig, apiFetch: fetch, remotes: {}, signal: new AbortController().signal };
    const first = (await builds.forPage('catalogue'))!;
    expect((await first.renderPage(request))?.html).toBe('v1');
    expect(await first.remote!.load()).toEqual({ inShell: 'v1', evaluations: 1 });

    // A new shell: a new context, where the (unchanged) container is evaluated again.
    writeShellServerBuild(root, "return { html: globalThis.shellVersion, styles: '', data: {} };", shellMarking('v2'));
    const second = (await builds.forPage('catalogue'))!;
    expect((await second.renderPage(request))?.html).toBe('v2');
    expect(second.remote!.version).toBe(first.remote!.version);
    expect(await second.remote!.load()).toEqual({ inShell: 'v2', evaluations: 1 });

    // A new container in the same shell.
    writeRemoteServerBuild(root, 'catalogue', `${CONTAINER}\nmodule.exports.release = 2;`);
    const third = (await builds.forPage('catalogue'))!.remote!;
    expect(third.version).not.toBe(second.remote!.version);
    expect(await third.load()).toEqual({ inShell: 'v2', evaluations: 2, release: 2 });
  });
  test('a build replaced between reading its version and loading it fails that load, and the next page loads the new one', async () => {
    const root = emptyWebRoot();
    writeShellServerBuild(root, RENDER_WITH_REMOTES, shellMarking('v1'));
    // A deploy still writing the container: the page reads one text, the load finds another.
    writeRemoteServerBuild(root, 'catalogue', 'module.exports = {};');
    const builds = buildsIn(root);
    const halfWritten = (await builds.forPage('catalogue'))!.remote!;
    writeRemoteServerBuild(root, 'catalogue', CONTAINER);
    await expect(halfWritten.load()).rejects.toThrow('changed while it was being loaded');
    // Nothing was kept under the old version: the next page has the new one, in full.
    const next = (await builds.forPage('catalogue'))!.remote!;
    expect(next.version).not.toBe(halfWritten.version);
    expect(await next.load()).toEqual({ inShell: 'v1', evaluations: 1 });
  });
});

describe('a remote hosted on another origin', () => {
  /** What the remote's host serves; a test changes it to deploy. */
  const hosted = { manifest: remoteManifest('catalogue', true, { release: 1 }), etag: '"m1"', container: `${CONTAINER}\nmodule.exports.release = 1;` };
  const requests: { path: string; ifNoneMatch?: string }[] = [];
  let server: Server;
  let manifestUrl: string;

  function answer(request: IncomingMessage, response: import('node:http').ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://remote.invalid');
    requests.push({ path: url.pathname + url.search, ifNoneMatch: request.headers['if-none-match'] });
    if (url.pathname === '/catalogue/mf-manifest.json') {
      if (request.headers['if-none-match'] === hosted.etag) return response.writeHead(304).end();
      return response.writeHead(200, { 'content-type': 'application/json', etag: hosted.etag }).end(hosted.manifest);
    }
    if (url.pathname === '/catalogue/server/remoteEntry.js') return response.writeHead(200, { 'content-type': 'text/javascript' }).end(hosted.container);
    response.writeHead(500).end();
  }

  beforeAll(async () => {
    server = createServer(answer);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    manifestUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/catalogue/mf-manifest.json`;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  function hostedBuilds(remoteManifestMaxAgeMs: number, url = manifestUrl) {
    const root = emptyWebRoot();
    writeShellServerBuild(root, RENDER_WITH_REMOTES, shellMarking('v1'));
    return buildsIn(root, buildRuntimeConfig({ remotes: { catalogue: url } }), remoteManifestMaxAgeMs);
  }

  test('its manifest is asked again with its ETag; the container is fetched again only when the manifest changed', async () => {
    const builds = hostedBuilds(0);
    requests.length = 0;
    const first = (await builds.forPage('catalogue'))!.remote!;
    expect(await first.load()).toEqual({ inShell: 'v1', evaluations: 1, release: 1 });
    expect(requests.map((request) => request.path)).toEqual(['/catalogue/mf-manifest.json', expect.stringMatching(/^\/catalogue\/server\/remoteEntry\.js\?v=[0-9a-f]{16}$/)]);
    expect(requests[0].ifNoneMatch).toBeUndefined();

    // Not changed: a 304, nothing fetched but the manifest, the same container.
    requests.length = 0;
    const unchanged = (await builds.forPage('catalogue'))!.remote!;
    expect(requests).toEqual([{ path: '/catalogue/mf-manifest.json', ifNoneMatch: '"m1"' }]);
    expect(unchanged.version).toBe(first.version);
    expect(await unchanged.load()).toBe(await first.load());

    // Deployed again: the new manifest brings the new container, under a new address.
    Object.assign(hosted, { manifest: remoteManifest('catalogue', true, { release: 2 }), etag: '"m2"', container: `${CONTAINER}\nmodule.exports.release = 2;` });
    requests.length = 0;
    const deployed = (await builds.forPage('catalogue'))!.remote!;
    expect(requests.map((request) => request.path)).toEqual(['/catalogue/mf-manifest.json', expect.stringMatching(/^\/catalogue\/server\/remoteEntry\.js\?v=/)]);
    expect(requests[1].path).not.toBe(`/catalogue/server/remoteEntry.js?v=${first.version}`);
    expect(deployed.version).not.toBe(first.version);
    expect(await deployed.load()).toEqual({ inShell: 'v1', evaluations: 2, release: 2 });
  });

  test("only the latest version of its build is kept: an older one is dropped, and fetched again should it come back", async () => {
    const deploy = (release: number) =>
      Object.assign(hosted, { manifest: remoteManifest('catalogue', true, { release }), etag: `"m${release}"`, container: `${CONTAINER}\nmodule.exports.release = ${release};` });
    const builds = hostedBuilds(0);
    const buildRequests = () => requests.filter((request) => request.path.startsWith('/catalogue/server/')).map((request) => request.path);
    deploy(1);
    const first = (await builds.forPage('catalogue'))!.remote!;
    deploy(2);
    const second = (await builds.forPage('catalogue'))!.remote!;
    expect(second.version).not.toBe(first.version);
    // Release 1 deployed again (a rollback): its build is asked for again, not taken from a copy kept since.
    deploy(1);
    requests.length = 0;
    const rolledBack = (await builds.forPage('catalogue'))!.remote!;
    expect(rolledBack.version).toBe(first.version);
    expect(buildRequests()).toEqual([expect.stringMatching(/^\/catalogue\/server\/remoteEntry\.js\?v=[0-9a-f]{16}$/)]);
    // The latest stays: asked again, only its manifest is read (a 304).
    requests.length = 0;
    expect((await builds.forPage('catalogue'))!.remote!.version).toBe(first.version);
    expect(requests).toEqual([{ path: '/catalogue/mf-manifest.json', ifNoneMatch: '"m1"' }]);
  });

  test('within its maximum age the manifest read is used again without a request', async () => {
    const builds = hostedBuilds(60_000);
    await builds.forPage('catalogue');
    requests.length = 0;
    expect((await builds.forPage('catalogue'))?.remote).not.toBeNull();
    expect(requests).toEqual([]);
  });

  test('a host that fails fails the page (the renderer then leaves it to the browser)', async () => {
    const builds = hostedBuilds(0, manifestUrl.replace('/catalogue/mf-manifest.json', '/weg/mf-manifest.json'));
    await expect(builds.forPage('catalogue')).rejects.toThrow('HTTP 500');
  });
});
