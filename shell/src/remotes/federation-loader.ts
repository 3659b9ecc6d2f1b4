// The browser's page loader: remotes registered at run time from /config.json (no build-time remotes).
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from 'shared';
import type { PageLoader, PageModule } from '../routes/page-loader.ts';

let entries: Record<string, string> = {};

export function registerRuntimeRemotes(config: RuntimeConfig): void {
  entries = { ...config.remotes };
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

export const loadFederatedPage: PageLoader = (moduleId) => loadRemote<PageModule>(moduleId);

// The runtime keeps a failed manifest or remoteEntry; registering the remote again with force drops it.
loadFederatedPage.reset = (remote) => {
  const entry = entries[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
};
