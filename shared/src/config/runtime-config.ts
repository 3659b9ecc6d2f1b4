// The runtime configuration the shell fetches once from /config.json; remotes read it from here
// (`shared` is a federation singleton, so every app sees the same value).
import type { RuntimeConfig } from '../types/domain.ts';

let current: RuntimeConfig | null = null;

/** Defaults for a remote started alone with its own dev server (it proxies /api to the API). */
const standaloneDefaults: RuntimeConfig = {
  apiBaseUrl: '/api',
  oidc: null,
  remotes: {
    catalogue: '/remotes/catalogue/mf-manifest.json',
    forum: '/remotes/forum/mf-manifest.json',
    account: '/remotes/account/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
    noshow: '/remotes/noshow/mf-manifest.json',
  },
};

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current ?? standaloneDefaults;
}

/** Fetches /config.json (never cached by the server) and keeps it. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  setRuntimeConfig(config);
  return config;
}
