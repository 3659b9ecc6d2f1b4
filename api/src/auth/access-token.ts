// The API's own access token: the bearer of every write and private read. Signed RS256 with the 'api' key of
// signing_keys (made on first start, shared by every instance through the database), valid 60 minutes.
// It names the user; the access gate reads the user's current roles at every request (decision 0008). The roles
// it carries are those at login, for the shell's first screen.
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

export function createAccessTokens(db: Kysely<Database>): AccessTokens {
  let keys: Promise<Keys> | null = null;
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
      return new SignJWT({ roles })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(kid ? { kid } : {}) })
        .setSubject(String(userId))
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_S}s`)
        .sign(privateKey);
    },

    async verify(token) {
      const { publicKey } = await loadKeys();
      try {
        // RS256 only: 'none', HS256 keyed with the public key and any other algorithm are refused by jose.
        const { payload } = await jwtVerify(token, publicKey, {
          algorithms: ['RS256'],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          clockTolerance: CLOCK_TOLERANCE_S,
          requiredClaims: ['sub', 'exp'],
        });
        const userId = Number(payload.sub);
        const roles = payload.roles;
        if (!Number.isSafeInteger(userId) || userId < 1) return null;
        if (!Array.isArray(roles) || !roles.every((role) => ROLES.includes(role as Role))) return null;
        return { userId, roles: roles as Role[] };
      } catch {
        return null;
      }
    },
  };
}
