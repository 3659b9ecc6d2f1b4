// /config.json: the runtime configuration the shell reads at start (its type and the remotes in shared/contracts).
import { defaultRemoteUrl, REMOTE_NAMES } from 'shared/contracts';
import type { OidcClientConfig, RemoteName, RuntimeConfig } from 'shared/contracts';

export function buildRuntimeConfig(options: {
  publicApiUrl?: string;
  remotes?: Partial<Record<RemoteName, string>>;
  oidc?: OidcClientConfig | null;
}): RuntimeConfig {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, options.remotes?.[name] || defaultRemoteUrl(name)]),
  );
  return { apiBaseUrl: options.publicApiUrl || '/api', oidc: options.oidc ?? null, remotes };
}

/** The distinct origins of absolute URLs in the configuration ('self' covers the relative ones). */
export function externalOrigins(config: RuntimeConfig): string[] {
  const origins = new Set<string>();
  for (const url of [config.apiBaseUrl, ...Object.values(config.remotes), config.oidc?.authority]) {
    if (url === undefined || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins];
}
