// Verification of the identity provider's ID token, for POST /users/login/ and POST /users/register/
// (ARCHITECTURE §4). The issuer is the embedded provider (start-server passes createLocalJWKSet of its public
// keys) or an external one (discoveredJwks: the keys are found through the issuer's discovery document).
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import { ID_TOKEN_LEEWAY_S } from 'shared/contracts';
import { unauthorized } from '../errors/api-error.ts';

export interface IdTokenClaims {
  issuer: string;
  subject: string;
  /** Lower-cased; null when the token has no usable e-mail claim. */
  email: string | null;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  /** sha256 of the token (base64url): remembered once it was used, so it cannot be used again (decision 0021). */
  tokenHash: string;
  /** iat and exp, in seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
  /** When the person last proved who they are (auth_time), in seconds; iat when the issuer leaves it out. */
  authenticatedAt: number;
}

export type IdTokenVerifier = (idToken: string) => Promise<IdTokenClaims | null>;

export interface IdTokenVerifierOptions {
  issuer: string;
  /** The client id the token was issued to. */
  audience: string;
  getKey: JWTVerifyGetKey;
  /** The claim holding the e-mail address (default 'email'; Entra ID may need 'preferred_username'). */
  emailClaim?: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/** Never throws: a token that does not verify (or keys that cannot be fetched) gives null. */
export function createIdTokenVerifier({ issuer, audience, getKey, emailClaim = 'email', log }: IdTokenVerifierOptions): IdTokenVerifier {
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, getKey, {
        algorithms: ['RS256'],
        issuer,
        audience,
        clockTolerance: ID_TOKEN_LEEWAY_S,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || payload.sub.length === 0) return null;
      const rawEmail = payload[emailClaim];
      const email = typeof rawEmail === 'string' && rawEmail.trim() !== '' ? rawEmail.trim().toLowerCase() : null;
      // Some providers send the flag as a string.
      const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
      const claims: IdTokenClaims = {
        issuer,
        subject: payload.sub,
        email,
        emailVerified,
        tokenHash: createHash('sha256').update(idToken).digest('base64url'),
        issuedAt: payload.iat!,
        expiresAt: payload.exp!,
        authenticatedAt: typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat!,
      };
      if (typeof payload.given_name === 'string') claims.givenName = payload.given_name;
      if (typeof payload.family_name === 'string') claims.familyName = payload.family_name;
      return claims;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      // A bad token is the caller's problem (info); keys that cannot be fetched are ours (warn).
      if (error instanceof DiscoveryError || code === 'ERR_JWKS_TIMEOUT' || (typeof code !== 'string' && error instanceof Error)) {
        log?.warn({ err: error, issuer }, 'ID token keys unavailable');
      } else {
        log?.info({ code }, 'ID token refused');
      }
      return null;
    }
  };
}

class DiscoveryError extends Error {
  override name = 'DiscoveryError';
}

/**
 * The keys of an external issuer: its discovery document (`${issuer}/.well-known/openid-configuration`) is
 * fetched on first use and cached; a failure is not cached, so the next login tries again.
 */
export function discoveredJwks(issuer: string, fetchImpl: typeof fetch = fetch): JWTVerifyGetKey {
  let jwks: Promise<JWTVerifyGetKey> | null = null;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    let document: { issuer?: unknown; jwks_uri?: unknown };
    try {
      const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`status ${response.status}`);
      document = (await response.json()) as typeof document;
    } catch (error) {
      throw new DiscoveryError(`OpenID discovery of ${issuer} failed: ${(error as Error).message}`);
    }
    if (document.issuer !== issuer) throw new DiscoveryError(`discovery of ${issuer} names issuer ${String(document.issuer)}`);
    if (typeof document.jwks_uri !== 'string') throw new DiscoveryError(`discovery of ${issuer} has no jwks_uri`);
    return createRemoteJWKSet(new URL(document.jwks_uri));
  };
  return async (header, token) => {
    jwks ??= discover().catch((error: unknown) => {
      jwks = null;
      throw error;
    });
    return (await jwks)(header, token);
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: IdTokenClaims | null;
  }
}

/** Answers 401 before the body's other fields are validated when `idToken` is absent or does not verify. */
export function requireIdToken(verify: IdTokenVerifier | null): preValidationAsyncHookHandler {
  return async function idTokenGate(request: FastifyRequest) {
    const body = request.body as { idToken?: unknown } | null | undefined;
    const idToken = typeof body === 'object' && body !== null ? body.idToken : undefined;
    if (verify === null) throw unauthorized();
    if (typeof idToken !== 'string' || idToken.length === 0 || idToken.length > 10_000) throw unauthorized();
    const claims = await verify(idToken);
    if (claims === null) throw unauthorized();
    request.identity = claims;
  };
}
