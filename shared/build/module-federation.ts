// The one Module Federation set-up of every app (ARCHITECTURE §3): the same shared singletons everywhere,
// no build-time remotes (the shell registers them at run time from /config.json).
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);

function versionOf(pkg: string): string {
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

function singleton(pkg: string) {
  const version = versionOf(pkg);
  return { singleton: true, requiredVersion: `^${version}`, version };
}

/**
 * The shared map, identical in the shell and every remote. Exported for the test that keeps it so.
 * react-router is not in it: the apps reach it through `shared` (src/routing.ts), which makes it just as much a
 * singleton and lets the build drop the 70 % of the package the site does not use
 * (docs/decisions/0007-router-through-shared.md).
 */
export function sharedMap() {
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    zustand: singleton('zustand'),
    'styled-components': singleton('styled-components'),
    shared: singleton('shared'),
  };
}

export interface FederationOptions {
  /** Unique federation name: 'shell', or the remote's name (catalogue, forum, account, admin, noshow). */
  name: string;
  /** Pages a remote exposes ('./tool-search-page' → './src/pages/tool-search-page.tsx'); none for the shell. */
  exposes?: Record<string, string>;
  /**
   * A remote built for the site leaves the federation runtime to the shell, which provides it (about 17 KB
   * gzip less on each remote's first use; see docs/decisions/0001-runtime-remotes.md). A remote's standalone
   * development server keeps its own runtime.
   */
  runtimeFromHost?: boolean;
}

export function federationPlugin({ name, exposes, runtimeFromHost = false }: FederationOptions) {
  return new ModuleFederationPlugin({
    name,
    ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
    shared: sharedMap(),
    // A remote that is down breaks only its own routes.
    shareStrategy: 'loaded-first',
    // Type contracts live in `shared`; the dts plugin slows builds and reaches for the network.
    dts: false,
    manifest: true,
    experiments: exposes ? { externalRuntime: runtimeFromHost } : { provideExternalRuntime: true },
  });
}
