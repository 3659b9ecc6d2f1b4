// The browser's page loader: remotes registered at run time from /config.json (no build-time remotes).
import { registerPlugins, registerRemotes, loadRemote, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_MANIFESTS_ELEMENT_ID, type RuntimeConfig } from 'shared';
import type { PageLoader, PageModule } from '../routes/page-loader.ts';

let entries: Record<string, string> = {};

export function registerRuntimeRemotes(config: RuntimeConfig): void {
  entries = { ...config.remotes };
  registerPlugins([manifestsFromPage()]);
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/**
 * The manifest of the page's remote, which the site's server sends inside the page (page-documents.ts): the runtime
 * takes it from there instead of fetching it, so the page's code runs one round trip sooner. Each is used once; a
 * remote loaded again (loadFederatedPage.reset after a failure) asks the network, as does every other remote.
 */
function manifestsFromPage(): ModuleFederationRuntimePlugin {
  const manifests = new Map<string, unknown>();
  try {
    const sent = JSON.parse(document.getElementById(REMOTE_MANIFESTS_ELEMENT_ID)?.textContent || '{}') as Record<string, unknown>;
    for (const [address, manifest] of Object.entries(sent)) manifests.set(new URL(address, window.location.href).href, manifest);
  } catch {
    // A page without them, or with a broken element: every manifest is fetched.
  }
  return {
    name: 'manifests-from-page',
    fetch(address) {
      const key = new URL(address, window.location.href).href;
      const manifest = manifests.get(key);
      if (manifest === undefined) return undefined;
      manifests.delete(key);
      return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
    },
  };
}

export const loadFederatedPage: PageLoader = (moduleId) => loadRemote<PageModule>(moduleId);

// The runtime keeps a failed manifest or remoteEntry; registering the remote again with force drops it.
loadFederatedPage.reset = (remote) => {
  const entry = entries[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
};
