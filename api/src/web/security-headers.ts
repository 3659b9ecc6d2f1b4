// The headers that tell a browser what an answer may do, in one place. JSON under /api is never rendered as a
// page: a strict, fixed set, set without per-request work. The site (documents, scripts, the documentation UI)
// gets helmet's full set with a content security policy that allows only the site itself and the origins the
// runtime configuration names (the API, the remotes, the OpenID issuer). The embedded provider's pages set their
// own (oidc/html.ts); static files drop the document-only ones (static-headers.ts).
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';

const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-site',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
} as const;

/** An onRequest hook of the /api scope. */
export function apiSecurityHeaders(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.headers(API_SECURITY_HEADERS);
  done();
}

/** Helmet's options for the site; `allowedOrigins` are the other origins its pages load from or frame. */
export function siteHelmetOptions(allowedOrigins: string[]): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...allowedOrigins],
        connectSrc: ["'self'", ...allowedOrigins],
        // oidc-client-ts renews the session silently in an iframe on the issuer.
        frameSrc: ["'self'", ...allowedOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Only the site's own images (decision 0023): a visitor's browser asks no other host for a logo or a photo.
        imgSrc: ["'self'", 'data:', ...allowedOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    // The remotes are fetched by shells on other origins; CORS decides who may read what.
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}
