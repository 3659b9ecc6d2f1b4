// The site's own content (issue 14): anyone reads it (the about page, the footer); an admin replaces it as a whole
// (the route's access rule), recorded in the audit trail. Nothing written yet: every part empty.
import type { Kysely } from 'kysely';
import { EMPTY_SITE_CONTENT, type SiteContent } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import type { Database } from '../../db/schema.ts';
import type { AuditService } from '../audit/service.ts';

const trimmedText = (text: string) => text.trim();

/** Texts trimmed, so a space typed at the end is not a change of its own. */
function trimmed(content: SiteContent): SiteContent {
  return {
    goals: content.goals.map(trimmedText),
    whyEvents: content.whyEvents.trim(),
    advisoryGroup: content.advisoryGroup.trim(),
    realisation: content.realisation.trim(),
    funding: content.funding.trim(),
    projectNumber: content.projectNumber.trim(),
    team: content.team.map((member) => ({ name: member.name.trim(), role: member.role.trim(), photoUrl: member.photoUrl.trim(), profileUrl: member.profileUrl.trim() })),
    contacts: content.contacts.map((contact) => ({ label: contact.label.trim(), email: contact.email.trim() })),
    organisations: content.organisations.map((organisation) => ({ ...organisation, name: organisation.name.trim() })),
  };
}

export function createSiteContentService(db: Kysely<Database>, audit: AuditService, now: () => Date) {
  async function read(from: Kysely<Database> = db): Promise<SiteContent> {
    const row = await from.selectFrom('site_content').select('document').where('id', '=', 1).executeTakeFirst();
    // A document of an older shape keeps what it has; what it lacks is empty.
    return row === undefined ? EMPTY_SITE_CONTENT : { ...EMPTY_SITE_CONTENT, ...(JSON.parse(row.document) as Partial<SiteContent>) };
  }

  return {
    read: () => read(),

    async replace(caller: Caller, content: SiteContent): Promise<SiteContent> {
      const next = trimmed(content);
      const document = JSON.stringify(next);
      const updatedAt = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('site_content')
          .values({ id: 1, document, updated_at: updatedAt })
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ document, updated_at: updatedAt }))
          .execute();
        await audit.record({ actor: caller, action: 'site-content.changed', target: { type: 'site-content', id: null, name: 'Over en footer' } }, trx);
      });
      return next;
    },
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
