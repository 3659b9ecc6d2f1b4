// /config.json: what the shell reads at start (built by the API from its environment).
import type { RemoteName } from './apps.ts';

export interface OidcClientConfig {
  /** The OpenID Connect issuer the shell logs in with (the embedded one under /oidc, or an external one). */
  authority: string;
  clientId: string;
  scope: string;
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  /** null: the site offers no login. */
  oidc: OidcClientConfig | null;
  /** Each remote's mf-manifest.json; a remote left out has no pages on this site. */
  remotes: Partial<Record<RemoteName, string>>;
}
