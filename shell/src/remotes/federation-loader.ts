// The browser's page loader: remotes registered at run time from /config.json (no build-time remotes).
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from 'shared';
import type { PageLoader, PageModule } from '../routes/page-loader.ts';

export function registerRuntimeRemotes(config: RuntimeConfig): void {
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}

export const loadFederatedPage: PageLoader = (moduleId) => loadRemote<PageModule>(moduleId);
