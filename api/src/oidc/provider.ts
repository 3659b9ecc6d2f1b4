// The oidc-provider instance: one public client (the shell), authorization code + PKCE, keys and state in the
// database, Dutch pages for logout and errors.
import Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import { DatabaseAdapter } from './adapter.ts';
import { findAccountById } from './accounts.ts';
import { escapeHtml, links, newNonce, renderPage, securityHeaders } from './html.ts';
import { texts } from './texts.ts';
import type { EmbeddedProviderOptions } from './options.ts';

export const SCOPES = ['openid', 'email', 'profile'] as const;
const HOUR = 60 * 60;
const SESSION_TTL = 14 * 24 * HOUR;

export interface ProviderSettings extends Pick<EmbeddedProviderOptions, 'db' | 'issuer' | 'clientId' | 'siteOrigins'> {
  /** The private RS256 key that signs ID tokens. */
  signingKey: JWK;
  /** The secret of the signed cookies. */
  cookieSecret: string;
  /** The path of the interaction pages, e.g. '/oidc' (the issuer's path). */
  basePath: string;
}

function sendHtml(ctx: KoaContextWithOIDC, siteOrigins: string[], html: string, nonce?: string): void {
  ctx.set(securityHeaders(siteOrigins, nonce));
  ctx.type = 'html';
  ctx.body = html;
}

export function createProvider(settings: ProviderSettings): Provider {
  const { db, issuer, clientId, siteOrigins, basePath } = settings;
  const home = `${siteOrigins[0] ?? new URL(issuer).origin}/`;

  const configuration: Configuration = {
    adapter: (model: string) => new DatabaseAdapter(db, model),
    clients: [
      {
        client_id: clientId,
        client_name: texts.siteName,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: siteOrigins.flatMap((origin) => [`${origin}/login/callback`, `${origin}/login/silent`]),
        post_logout_redirect_uris: siteOrigins.map((origin) => `${origin}/`),
        id_token_signed_response_alg: 'RS256',
      },
    ],
    // Authorization code only: no implicit or hybrid flow is offered (discovery says so too).
    responseTypes: ['code'],
    // The shell calls the token endpoint from the same origin; other configured site origins may too.
    clientBasedCORS: (_ctx, origin) => siteOrigins.includes(origin),
    jwks: { keys: [settings.signingKey as never] },
    cookies: {
      names: { session: 'oidc_session', interaction: 'oidc_interaction', resume: 'oidc_interaction_resume' },
      // lax: the session cookie must reach the authorization endpoint in the silent-renew iframe (same site)
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
      keys: [settings.cookieSecret],
    },
    scopes: [...SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // The API verifies the ID token alone (SPEC: the shell sends it to /api/users/login), so it carries the
    // granted claims even in the code flow instead of leaving them to the userinfo endpoint.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AccessToken: HOUR,
      IdToken: HOUR,
      AuthorizationCode: 60,
      Interaction: HOUR,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          // The site already asked "Uitloggen?": submit the confirmation at once; the button is the fallback
          // without JavaScript.
          const nonce = newNonce();
          const body = `${form}
<p>${escapeHtml(texts.logout.busy)}</p>
<button id="logout-yes" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(texts.logout.confirm)}</button>
<script nonce="${nonce}">document.getElementById('logout-yes').click();</script>`;
          sendHtml(ctx, siteOrigins, renderPage({ title: texts.logout.title, body }), nonce);
        },
        postLogoutSuccessSource(ctx) {
          const body = `<p>${escapeHtml(texts.logout.done)}</p>${links([[home, texts.backToSite]])}`;
          sendHtml(ctx, siteOrigins, renderPage({ title: texts.logout.doneTitle, body }));
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx, sub) {
      const id = Number(sub);
      if (!Number.isSafeInteger(id) || id <= 0) return undefined;
      const account = await findAccountById(db, id);
      if (account === undefined) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.email_verified === 1,
          given_name: account.firstname,
          family_name: account.lastname,
        }),
      };
    },
    renderError(ctx, out) {
      // No stack, no description (it can echo request input): the code helps support, the link gets people back.
      const code = typeof out.error === 'string' ? out.error : 'server_error';
      const message = code === 'server_error' ? texts.error.generic : texts.error.failed;
      const body = `<p>${escapeHtml(message)}</p>
<p class="hint">${escapeHtml(texts.error.code)}: ${escapeHtml(code)}</p>
${links([[home, texts.backToSite]])}`;
      sendHtml(ctx, siteOrigins, renderPage({ title: texts.error.title, body }));
    },
  };

  const provider = new Provider(issuer, configuration);
  // The plugin sets X-Forwarded-Proto/Host from the issuer and X-Forwarded-For from Fastify (which applies
  // TRUST_PROXY), so Koa's view of the request is always the public one.
  provider.proxy = true;
  return provider;
}
