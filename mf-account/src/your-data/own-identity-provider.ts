// Whether the person logs in with the site's own identity provider (the API's embedded one under this origin's
// /oidc) or with another one. The runtime configuration names the issuer the shell logs in with; only the own
// one knows the person's password (so it can check it, and has a page to change it).
import { getRuntimeConfig } from 'shared-core';

export function ownIdentityProvider(): string | null {
  const authority = getRuntimeConfig().oidc?.authority.replace(/\/+$/, '');
  return authority === `${window.location.origin}/oidc` ? authority : null;
}
