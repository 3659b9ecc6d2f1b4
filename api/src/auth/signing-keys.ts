// Private keys made on first start and kept in the database (table signing_keys), so a restart or a second
// API instance signs and verifies with the same keys and nothing secret is committed or configured by hand.
// 'oidc' signs the embedded provider's ID tokens, 'api' the API's own access token (both RS256), and
// 'cookie' is the secret of the embedded provider's signed cookies (an oct key).
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database, SigningKeysTable } from '../db/schema.ts';

type Purpose = SigningKeysTable['purpose'];

async function newKey(purpose: Purpose): Promise<JWK> {
  if (purpose === 'cookie') return { kty: 'oct', k: randomBytes(32).toString('base64url') };
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(12).toString('base64url') };
}

/** The key of this purpose: the oldest stored one, or a new one stored now (two racing starts agree on the oldest). */
export async function loadOrCreateSigningKey(db: Kysely<Database>, purpose: Purpose): Promise<JWK> {
  const oldest = () =>
    db.selectFrom('signing_keys').select('private_jwk').where('purpose', '=', purpose).orderBy('id').limit(1).executeTakeFirst();
  let row = await oldest();
  if (row === undefined) {
    const key = await newKey(purpose);
    await db
      .insertInto('signing_keys')
      .values({ purpose, private_jwk: JSON.stringify(key), created_at: new Date().toISOString() })
      .execute();
    row = await oldest();
  }
  return JSON.parse(row!.private_jwk) as JWK;
}

/** The public half of an RSA private JWK (what a JWKS publishes). */
export function publicJwk({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}
