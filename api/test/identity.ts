// A test OpenID issuer (an RSA key and a local JWKS, no network), API bearer tokens for test users, and the
// personas of the permission tests.
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import type { CryptoKey, JWK, JWTPayload, JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import { createAccessTokens } from '../src/auth/access-token.ts';
import type { IdentityOptions } from '../src/app.ts';
import type { Role } from 'shared/contracts';
import type { Database } from '../src/db/schema.ts';
import { createProvider, createUser } from './factories.ts';

export const TEST_ISSUER = 'https://id.voorbeeld.test';
export const TEST_AUDIENCE = 'roadmap-shell';

export interface TestIssuer {
  identity: IdentityOptions;
  privateKey: CryptoKey;
  publicJwk: JWK;
  /** A valid ID token for `sub`; claims and header fields may be overridden (undefined removes a claim). */
  idToken(claims?: Partial<Record<string, unknown>>, options?: { expiresInS?: number; issuedAgoS?: number; key?: CryptoKey; kid?: string }): Promise<string>;
}

export async function createTestIssuer(issuer = TEST_ISSUER, audience = TEST_AUDIENCE): Promise<TestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const getKey: JWTVerifyGetKey = createLocalJWKSet({ keys: [publicJwk] });
  return {
    identity: { issuer, audience, getKey },
    privateKey,
    publicJwk,
    async idToken(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const issuedAt = now - (options.issuedAgoS ?? 0);
      const payload: JWTPayload = {
        iss: issuer,
        aud: audience,
        sub: 'subject-1',
        email: 'els@voorbeeld.be',
        email_verified: true,
        iat: issuedAt,
        exp: issuedAt + (options.expiresInS ?? 300),
        ...claims,
      };
      for (const [name, value] of Object.entries(payload)) if (value === undefined) delete payload[name];
      return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key' }).sign(options.key ?? privateKey);
    },
  };
}

/** A stored user with these roles and a bearer header for them, signed with the app's own key (same database). */
export async function userWithToken(
  db: Kysely<Database>,
  roles: Role[],
  fields: { email?: string; auth_issuer?: string; auth_subject?: string } = {},
): Promise<{ id: number; email: string; roles: Role[]; token: string; headers: { authorization: string } }> {
  const user = await createUser(db, { roles, ...fields });
  const token = await createAccessTokens(db).sign(user.id, roles);
  return { id: user.id, email: user.email, roles, token, headers: { authorization: `Bearer ${token}` } };
}

/** base64url of a JSON value, for hand-made (forged) tokens. */
export function b64url(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

/** The callers every permission test walks through (ARCHITECTURE §5). */
export const PERSONAS = ['anonymous', 'user', 'providerOwner', 'otherProvider', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];

export interface Personas {
  headers: Record<Persona, Record<string, string>>;
  /** User ids (anonymous has none). */
  userIds: Record<Exclude<Persona, 'anonymous'>, number>;
  /** The provider linked to providerOwner (approved), and the one linked to otherProvider. */
  providerId: number;
  otherProviderId: number;
}

/**
 * A plain user, two providers each with a provider of their own (user_id linked), and an admin, all with bearer
 * headers; anonymous sends none.
 */
export async function createPersonas(db: Kysely<Database>): Promise<Personas> {
  const user = await userWithToken(db, ['user']);
  const providerOwner = await userWithToken(db, ['provider', 'user']);
  const otherProvider = await userWithToken(db, ['provider', 'user']);
  const admin = await userWithToken(db, ['admin', 'provider', 'user']);
  const provider = await createProvider(db, { user_id: providerOwner.id });
  const otherProviderRow = await createProvider(db, { user_id: otherProvider.id });
  return {
    headers: { anonymous: {}, user: user.headers, providerOwner: providerOwner.headers, otherProvider: otherProvider.headers, admin: admin.headers },
    userIds: { user: user.id, providerOwner: providerOwner.id, otherProvider: otherProvider.id, admin: admin.id },
    providerId: provider.id,
    otherProviderId: otherProviderRow.id,
  };
}
