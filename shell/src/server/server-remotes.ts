// The remotes on the site's server: their server builds, registered with the federation runtime under a version the
// server read from each remote's manifest. A remote deployed again gets a new version, so the next page loads the new
// container (and a new page loader, so no page of the old one is kept); the server never restarts for it.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, ServerRemote } from 'shared';
import type { PageLoader, PageModule } from '../routes/page-loader.ts';

let current: Partial<Record<RemoteName, ServerRemote>> = {};
const registered = new Map<string, string>();
let loader: { key: string; load: PageLoader } | null = null;

// The server evaluates each container itself (it may come from disk or from another host): the runtime's own
// loading in Node would fetch remoteEntry.js again for every version.
registerPlugins([
  {
    name: 'site-server-remotes',
    loadEntry: async ({ remoteInfo }) => {
      const remote = current[remoteInfo.name as RemoteName];
      if (!remote) throw new Error(`No server build of ${remoteInfo.name}`);
      return (await remote.load()) as never;
    },
  },
]);

/** The page loader for these remotes' server builds. */
export function serverPageLoader(remotes: Partial<Record<RemoteName, ServerRemote>>): PageLoader {
  // Added to what earlier pages named: a render still under way may load a remote this page does not need.
  current = { ...current, ...remotes };
  const changed = Object.entries(remotes).filter(([name, remote]) => registered.get(name) !== remote.version);
  if (changed.length > 0) {
    registerRemotes(
      changed.map(([name, remote]) => ({ name, entry: `server-build:${name}@${remote.version}` })),
      { force: true },
    );
    for (const [name, remote] of changed) registered.set(name, remote.version);
  }
  const key = JSON.stringify([...registered]);
  if (loader?.key !== key) loader = { key, load: (moduleId) => loadRemote<PageModule>(moduleId) };
  return loader.load;
}
