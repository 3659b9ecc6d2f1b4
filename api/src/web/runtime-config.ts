// /config.json: the runtime configuration the shell reads at start (type RuntimeConfig in shared).
export const REMOTE_NAMES = ['catalogue', 'forum', 'account', 'admin', 'noshow'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface OidcClientConfig {
  authority: string;
  clientId: string;
  scope: string;
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  oidc: OidcClientConfig | null;
  remotes: Record<RemoteName, string>;
}

export function defaultRemoteUrl(name: RemoteName): string {
  return `/remotes/${name}/mf-manifest.json`;
}

export function buildRuntimeConfig(options: {
  publicApiUrl?: string;
  remotes?: Partial<Record<RemoteName, string>>;
  oidc?: OidcClientConfig | null;
}): RuntimeConfig {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, options.remotes?.[name] || defaultRemoteUrl(name)]),
  ) as Record<RemoteName, string>;
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
