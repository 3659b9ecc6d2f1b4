// The bearer credential of a request. The gate that checks it (401 without a valid token, 403 when the
// route's rule refuses the caller) is createPolicyGate in permissions.ts, applied to every route under /api.
import type { FastifyRequest } from 'fastify';
import type { AccessTokenClaims } from './access-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller; set by the policy gate on routes that require a token. */
    auth: AccessTokenClaims | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
  return match ? match[1] : null;
}
