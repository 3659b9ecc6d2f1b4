// The API's own access token: the bearer of every write and private read. Signed RS256 with the 'api' key of
// signing_keys (made on first start, shared by every instance through the database), valid 60 minutes.
// It names the user; the access gate reads the user's current roles at every request (decision 0008). The roles
// it carries are those at login, for the shell's first screen.
import { createHash } from 'node:crypto';
import { SignJWT, importJWK, jwtVerify } from 'jose';
import type { CryptoKey, KeyObject } from 'jose';
import type { Kysely } from 'kysely';
import { ROLES } from 'shared/contracts';
import type { Role } from 'shared/contracts';
import type { Database } from '../db/schema.ts';
import { loadOrCreateSigningKey, publicJwk } from './signing-keys.ts';

export const ACCESS_TOKEN_ISSUER = 'roadmap-api';
export const ACCESS_TOKEN_AUDIENCE = 'roadmap-api';
export const ACCESS_TOKEN_LIFETIME_S = 60 * 60;
/** Clock skew between API instances sharing one key. */
const CLOCK_TOLERANCE_S = 5;
/**
 * Tokens verified before, remembered until they expire. A client sends the same token with each request for an hour,
 * and checking its RS256 signature again (some 130 µs) was about a tenth of a write's time. At most this many, the
 * oldest forgotten first: a few hundred bytes each.
 */
const VERIFIED_MAX = 10_000;

export interface AccessTokenClaims {
  userId: number;
  roles: Role[];
}

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims | null>;

export interface AccessTokens {
  sign(userId: number, roles: Role[]): Promise<string>;
  verify: AccessTokenVerifier;
}

interface Keys {
  kid: string | undefined;
  privateKey: CryptoKey | KeyObject | Uint8Array;
  publicKey: CryptoKey | KeyObject | Uint8Array;
}

interface Verified {
  claims: AccessTokenClaims;
  /** The token's exp, in seconds since 1970. */
  expiresAt: number;
}

/** `now` is the clock the tokens are signed and checked by (tests move it). */
export function createAccessTokens(db: Kysely<Database>, now: () => Date = () => new Date()): AccessTokens {
  let keys: Promise<Keys> | null = null;
  // By the SHA-256 of the token, not the token itself: no bearer credential kept in memory for an hour.
  const verified = new Map<string, Verified>();
  // Loaded once, on first use; a failure (database down) is retried on the next call.
  const loadKeys = (): Promise<Keys> => {
    keys ??= (async () => {
      const jwk = await loadOrCreateSigningKey(db, 'api');
      return {
        kid: jwk.kid,
        privateKey: await importJWK(jwk, 'RS256'),
        publicKey: await importJWK(publicJwk(jwk), 'RS256'),
      };
    })().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };

  return {
    async sign(userId, roles) {
      const { kid, privateKey } = await loadKeys();
      // One reading of the clock, so that iat and exp are exactly the lifetime apart.
      const signedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ roles })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(kid ? { kid } : {}) })
        .setSubject(String(userId))
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(signedAt)
        .setExpirationTime(signedAt + ACCESS_TOKEN_LIFETIME_S)
        .sign(privateKey);
    },

    async verify(token) {
      const { publicKey } = await loadKeys();
      // One reading of the clock for the remembered answer and for jose. jose's rule: a token is expired once
      // exp <= now - tolerance, in whole seconds.
      const checkedAt = now();
      const seconds = Math.floor(checkedAt.getTime() / 1000);
      const key = createHash('sha256').update(token).digest('base64url');
      const known = verified.get(key);
      if (known !== undefined) {
        if (known.expiresAt > seconds - CLOCK_TOLERANCE_S) return known.claims;
        verified.delete(key);
        return null;
      }
      try {
        // RS256 only: 'none', HS256 keyed with the public key and any other algorithm are refused by jose.
        const { payload } = await jwtVerify(token, publicKey, {
          algorithms: ['RS256'],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          clockTolerance: CLOCK_TOLERANCE_S,
          requiredClaims: ['sub', 'exp'],
          currentDate: checkedAt,
        });
        const userId = Number(payload.sub);
        const roles = payload.roles;
        if (!Number.isSafeInteger(userId) || userId < 1) return null;
        if (!Array.isArray(roles) || !roles.every((role) => ROLES.includes(role as Role))) return null;
        const claims: AccessTokenClaims = Object.freeze({ userId, roles: Object.freeze([...roles]) as Role[] });
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(key, { claims, expiresAt: payload.exp! });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
