// oidc-provider's own endpoints (discovery, authorization, token, JWKS, logout, …) behind one catch-all route that
// hands the raw request to its Koa app. Koa reads the body itself, so nothing may be parsed in this scope.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

export interface EndpointSettings {
  issuer: string;
  /** The issuer's path ('/oidc'), as the browser sees it. */
  basePath: string;
  /** The security headers of the provider's pages: oidc-provider renders some too (logout, errors). */
  headers: Record<string, string>;
}

/** Registers the catch-all in a child scope of `app` (mounted at the issuer's path). */
export async function registerProviderEndpoints(app: FastifyInstance, provider: Provider, settings: EndpointSettings): Promise<void> {
  const { basePath, headers } = settings;
  const issuerUrl = new URL(settings.issuer);
  const callback = provider.callback();
  const prefix = app.prefix;
  await app.register(async (endpoints) => {
    endpoints.removeAllContentTypeParsers();
    endpoints.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      const rest = url.startsWith(prefix) ? url.slice(prefix.length) : url;
      const path = rest.startsWith('/') ? rest : `/${rest}`;
      // oidc-provider derives its mount path from originalUrl minus url, and its origin from these headers.
      raw.originalUrl = `${basePath}${path}`;
      raw.url = path;
      raw.headers['x-forwarded-proto'] = issuerUrl.protocol.slice(0, -1);
      raw.headers['x-forwarded-host'] = issuerUrl.host;
      raw.headers['x-forwarded-for'] = request.ip;
      for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
      await callback(raw, reply.raw);
    };
    endpoints.all('/*', forward);
  });
}
