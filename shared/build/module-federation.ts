// The one Module Federation set-up of every app (ARCHITECTURE §3): the same shared singletons everywhere,
// no build-time remotes (the shell registers them at run time from /config.json).
import { readFileSync } from 'node:fs';
import { createRequire, findPackageJSON } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTES, type RemoteName } from '../src/contracts/apps.ts';

const require = createRequire(import.meta.url);

/** The installed version (a package such as ky does not export its package.json, so it is found on disk). */
function versionOf(pkg: string): string {
  const file = findPackageJSON(pkg, require.resolve(pkg));
  if (!file) throw new Error(`No package.json for ${pkg}`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function singleton(pkg: string) {
  const version = versionOf(pkg);
  return { singleton: true, requiredVersion: `^${version}`, version };
}

/** A library from npm offered under its real version: an app that needs a newer major loads its own copy. */
function library(pkg: string) {
  const version = versionOf(pkg);
  return { requiredVersion: `^${version}`, version };
}

/**
 * The shared map, identical in the shell and every remote. Singletons are what must be one instance on a page:
 * React, styled-components (one style sheet), zustand, and shared-core (the session, the router and the runtime
 * configuration), which only ever grows (docs/changing-shared.md). ky is offered under its real version so
 * that the shell and the first remote do not both download it. The rest of `shared` is not in the map on
 * purpose: each app bundles the kit it was built with, so a remote that changes it deploys alone
 * (docs/decisions/0009-remotes-independent-of-shared.md). react-router comes inside shared-core (decision 0007).
 */
export function sharedMap() {
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    zustand: singleton('zustand'),
    'styled-components': singleton('styled-components'),
    'shared-core': singleton('shared-core'),
    ky: library('ky'),
  };
}

/** A remote exposes each page of its entry in REMOTES: './tool-search-page' → './src/pages/tool-search-page.tsx'. */
export function exposesOf(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(REMOTES[remote].pages.map((page) => [`./${page}`, `./src/pages/${page}.tsx`]));
}

/**
 * The shared map of an app's server build (server-rendering.md). The site's server renders with the shell's server
 * build, which provides the singletons; a remote's server build never brings its own copy of them (import: false),
 * so one React, one style sheet and one shared-core serve the whole page. ky is bundled: it fetches nothing in the
 * browser's sense there.
 */
export function serverSharedMap(remote: RemoteName | undefined) {
  const { ky: _ky, ...singletons } = sharedMap();
  if (!remote) return singletons;
  return Object.fromEntries(Object.entries(singletons).map(([key, value]) => [key, { ...value, import: false as const }]));
}

/**
 * The server build's federation: the shell is the host (no remotes at build time; the site's server names them at
 * run time), a remote is a container in one CommonJS file that the server evaluates.
 */
export function serverFederationPlugin(remote: RemoteName | undefined) {
  return new ModuleFederationPlugin({
    name: remote ?? 'shell',
    ...(remote ? { filename: 'remoteEntry.js', exposes: exposesOf(remote), library: { type: 'commonjs-module' } } : {}),
    shared: serverSharedMap(remote),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
  });
}

export interface FederationOptions {
  /** The remote this app is; absent for the shell. */
  remote?: RemoteName;
  /**
   * A remote built for the site leaves the federation runtime to the shell, which provides it (about 17 KB
   * gzip less on each remote's first use; see docs/decisions/0001-runtime-remotes.md). A remote's standalone
   * development server keeps its own runtime.
   */
  runtimeFromHost?: boolean;
  /**
   * The remote also has a server build (createServerConfig): its manifest names it in Module Federation's own field,
   * metaData.ssrRemoteEntry, where the site's server looks for it (docs/server-rendering.md).
   */
  serverBuild?: boolean;
}

/** Where a remote's server build lies, relative to its manifest. */
export const SERVER_REMOTE_ENTRY = { path: 'server/', name: 'remoteEntry.js', type: 'commonjs-module' } as const;

export function federationPlugin({ remote, runtimeFromHost = false, serverBuild = false }: FederationOptions) {
  return new ModuleFederationPlugin({
    name: remote ?? 'shell',
    ...(remote ? { filename: 'remoteEntry.js', exposes: exposesOf(remote) } : {}),
    shared: sharedMap(),
    // A remote that is down breaks only its own routes.
    shareStrategy: 'loaded-first',
    // Type contracts live in `shared`; the dts plugin slows builds and reaches for the network.
    dts: false,
    manifest: serverBuild
      ? {
          additionalData: ({ stats }) => {
            stats.metaData.ssrRemoteEntry = { ...SERVER_REMOTE_ENTRY };
            return stats;
          },
        }
      : true,
    experiments: remote ? { externalRuntime: runtimeFromHost } : { provideExternalRuntime: true },
  });
}
