// The runtime configuration the shell fetches once from /config.json; remotes read it from here (the core is a
// federation singleton, so every app sees the same value).
import type { RuntimeConfig } from 'shared/contracts';

let current: RuntimeConfig | null = null;

/** A remote started alone with its own dev server proxies /api to the API and logs in nowhere. */
const standalone: RuntimeConfig = { apiBaseUrl: '/api', oidc: null, remotes: {} };

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current ?? standalone;
}

/** Fetches /config.json (never cached by the server) and keeps it. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  setRuntimeConfig(config);
  return config;
}

let apiFetch: typeof fetch | undefined;

/**
 * The fetch the API client uses: the browser's own unless set. The site's server sets one that answers from the API
 * in its own process, so rendering a page costs no network round trip.
 */
export function setApiFetch(fetcher: typeof fetch | undefined): void {
  apiFetch = fetcher;
}

export function getApiFetch(): typeof fetch | undefined {
  return apiFetch;
}
