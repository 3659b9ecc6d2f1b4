// The one authentication gate of the write routes: a missing header, a scheme other than Bearer or a token
// that does not verify answers 401 UNAUTHORIZED. It runs as the route's onRequest hook, before the body is
// parsed or validated, so an anonymous caller learns nothing about the input rules and cannot make the API
// parse a body.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { unauthorized } from '../errors/api-error.ts';
import type { AccessTokenClaims, AccessTokenVerifier } from './access-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller; set by the auth gate on routes that require it. */
    auth: AccessTokenClaims | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export function requireAuth(verify: AccessTokenVerifier): onRequestAsyncHookHandler {
  return async function authGate(request) {
    const token = bearerToken(request);
    if (token === null) throw unauthorized();
    const claims = await verify(token);
    if (claims === null) throw unauthorized();
    request.auth = claims;
  };
}
