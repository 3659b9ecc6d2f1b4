// An interaction is oidc-provider's record of one login in progress, tied to the browser by a cookie. The page
// routes look it up here and, once someone is logged in (or gives up), hand the result back to oidc-provider,
// which redirects to the site. The first-party client never shows a consent page: the grant is made here.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { renderPage } from './html.ts';
import type { PageKit } from './page-kit.ts';
import { SCOPES } from './provider.ts';
import { texts } from './texts.ts';

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
export type UidRequest = FastifyRequest<{ Params: { uid: string } }>;
type InteractionResult = Parameters<Provider['interactionFinished']>[2];

export interface Interactions {
  /** The interaction of the cookie, only when it is the one the URL names. */
  load(request: UidRequest, reply: FastifyReply): Promise<Interaction | undefined>;
  /** As load, and only while it asks for a login: the login, registration and one-time password forms. */
  loadLogin(request: UidRequest, reply: FastifyReply): Promise<Interaction | undefined>;
  /** The grant of the requested scopes (of ours) for the account: the consent nobody is asked for. */
  grantFor(details: Interaction, accountId: string): Promise<string>;
  finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResult): Promise<void>;
  /** The account is logged in and has consented: back to the site. */
  finishLogin(request: FastifyRequest, reply: FastifyReply, details: Interaction, accountId: number): Promise<void>;
  /** How long the interaction still lives: what it keeps for itself must not outlive it. */
  remainingSeconds(details: Interaction): number;
}

export function createInteractions(provider: Provider, page: PageKit, log: FastifyBaseLogger): Interactions {
  async function load(request: UidRequest, reply: FastifyReply): Promise<Interaction | undefined> {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  async function grantFor(details: Interaction, accountId: string): Promise<string> {
    let grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    if (grant !== undefined && grant.accountId !== accountId) grant = undefined;
    grant ??= new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    const requested = String(details.params.scope ?? '').split(' ').filter((scope) => (SCOPES as readonly string[]).includes(scope));
    grant.addOIDCScope(requested.join(' '));
    const missingClaims = details.prompt.details.missingOIDCClaims;
    if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
    return grant.save();
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResult): Promise<void> {
    reply.hijack();
    try {
      await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    } catch (error) {
      // the reply is hijacked: no error handler any more, so answer on the raw response
      const expired = error instanceof errors.SessionNotFound;
      if (!expired) log.error({ err: error }, 'finishing an OpenID Connect interaction failed');
      const html = renderPage({ title: texts.error.title, body: page.messageBody(expired ? texts.error.expired : texts.error.generic) });
      if (!reply.raw.headersSent) reply.raw.writeHead(expired ? 400 : 500, { ...page.headers, 'content-type': 'text/html; charset=utf-8' });
      reply.raw.end(html);
    }
  }

  return {
    load,
    async loadLogin(request, reply) {
      const details = await load(request, reply);
      return details?.prompt.name === 'login' ? details : undefined;
    },
    grantFor,
    finish,
    async finishLogin(request, reply, details, accountId) {
      const sub = String(accountId);
      const grantId = await grantFor(details, sub);
      await finish(request, reply, { login: { accountId: sub }, consent: { grantId } });
    },
    remainingSeconds: (details) => Math.max(1, details.exp - Math.floor(Date.now() / 1000)),
  };
}
