// Verification of the API's own access token (the bearer on every write).
//
// NOT YET IMPLEMENTED ON PURPOSE: the API has no signing key yet. Token issuing and verification arrive with
// the login issue (jose, RS256/EdDSA, keys persisted in the database). Until then this verifier rejects every
// token, so every write answers 401 UNAUTHORIZED. Replace `rejectEveryAccessToken` there; nothing else needs
// to change.
import type { Role } from '../db/schema.ts';

export interface AccessTokenClaims {
  userId: number;
  roles: Role[];
}

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims | null>;

/** Placeholder verifier: there is no signing key yet, so no token can be valid. */
export const rejectEveryAccessToken: AccessTokenVerifier = async () => null;
