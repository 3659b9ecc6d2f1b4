// Claim rows ('Is dit je bedrijf?'): the admin's list joins the company and the claimant.
import type { Kysely } from 'kysely';
import type { ProviderClaim } from 'shared/contracts';
import { fullName } from '../../db/full-name.ts';
import type { Database } from '../../db/schema.ts';

/** The host of a website without 'www.': 'https://www.zaal.be/x' → 'zaal.be'. */
function hostOf(url: string): string | null {
  try {
    const withScheme = /^https?:\/\//i.test(url) ? url : `http://${url}`;
    return new URL(withScheme).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The e-mail's domain is the website's host, or one is a subdomain of the other. */
export function domainMatches(email: string, url: string): boolean {
  const domain = email.split('@').pop()?.toLowerCase() ?? '';
  const host = hostOf(url);
  if (!domain || !host) return false;
  return domain === host || domain.endsWith(`.${host}`) || host.endsWith(`.${domain}`);
}

export function createClaimRepository(db: Kysely<Database>) {
  const claims = () =>
    db
      .selectFrom('provider_claims')
      .innerJoin('providers', 'providers.id', 'provider_claims.provider_id')
      .innerJoin('users', 'users.id', 'provider_claims.user_id')
      .select([
        'provider_claims.id',
        'provider_claims.provider_id as providerId',
        'providers.name as providerName',
        'providers.url as providerUrl',
        'provider_claims.user_id as userId',
        fullName().as('userName'),
        'users.email as userEmail',
        'provider_claims.role',
        'provider_claims.status',
        'provider_claims.comment',
        'provider_claims.created_at as createdAt',
      ]);
  const toClaim = (row: Awaited<ReturnType<ReturnType<typeof claims>['executeTakeFirstOrThrow']>>): ProviderClaim => ({
    ...row,
    domainMatches: domainMatches(row.userEmail, row.providerUrl),
  });

  return {
    /** The claims awaiting a decision, the oldest first. */
    async listPending(): Promise<ProviderClaim[]> {
      return (await claims().where('provider_claims.status', '=', 'pending').orderBy('provider_claims.created_at').orderBy('provider_claims.id').execute()).map(toClaim);
    },

    async find(id: number): Promise<ProviderClaim | undefined> {
      const row = await claims().where('provider_claims.id', '=', id).executeTakeFirst();
      return row && toClaim(row);
    },

    async insert(values: { provider_id: number; user_id: number; role: string; created_at: string }): Promise<number> {
      return (await db.insertInto('provider_claims').values({ ...values, status: 'pending', comment: '' }).returning('id').executeTakeFirstOrThrow()).id;
    },

    async decide(id: number, status: 'approved' | 'rejected', comment: string): Promise<void> {
      await db.updateTable('provider_claims').set({ status, comment }).where('id', '=', id).execute();
    },

    /** Once a company is linked, the other open claims of it are answered too. */
    async rejectOthers(providerId: number, approvedId: number, comment: string): Promise<void> {
      await db
        .updateTable('provider_claims')
        .set({ status: 'rejected', comment })
        .where('provider_id', '=', providerId)
        .where('status', '=', 'pending')
        .where('id', '!=', approvedId)
        .execute();
    },
  };
}
