// Verification of the identity provider's ID token, for POST /users/login/ and POST /users/register/.
//
// NOT YET IMPLEMENTED ON PURPOSE: the OpenID Connect issuer (its published keys, issuer and audience) is
// configured with the login issue. Until then this verifier rejects every ID token, so login and
// registration answer 401 UNAUTHORIZED.
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { unauthorized } from '../errors/api-error.ts';

export interface IdTokenClaims {
  issuer: string;
  subject: string;
  email: string;
}

export type IdTokenVerifier = (idToken: string) => Promise<IdTokenClaims | null>;

/** Placeholder verifier: no identity provider is configured yet, so no ID token can be valid. */
export const rejectEveryIdToken: IdTokenVerifier = async () => null;

declare module 'fastify' {
  interface FastifyRequest {
    identity: IdTokenClaims | null;
  }
}

/** Answers 401 before the body's other fields are validated when `idToken` is absent or does not verify. */
export function requireIdToken(verify: IdTokenVerifier): preValidationAsyncHookHandler {
  return async function idTokenGate(request: FastifyRequest) {
    const body = request.body as { idToken?: unknown } | null | undefined;
    const idToken = typeof body === 'object' && body !== null ? body.idToken : undefined;
    if (typeof idToken !== 'string' || idToken.length === 0 || idToken.length > 10_000) throw unauthorized();
    const claims = await verify(idToken);
    if (claims === null) throw unauthorized();
    request.identity = claims;
  };
}
