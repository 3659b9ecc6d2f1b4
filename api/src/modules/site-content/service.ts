// The site's own content (issue 14): anyone reads it (the about page, the footer); an admin replaces it as a whole
// (the route's access rule), recorded in the audit trail. Nothing written yet: every part empty.
import type { Kysely } from 'kysely';
import { EMPTY_SITE_CONTENT, type SiteContent } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import type { Database } from '../../db/schema.ts';
import type { AuditService } from '../audit/service.ts';

/** The written texts trimmed, so a space typed at the end is not a change of its own (addresses cannot hold one). */
function trimmed(content: SiteContent): SiteContent {
  return {
    ...content,
    goals: content.goals.map((goal) => goal.trim()),
    whyEvents: content.whyEvents.trim(),
    advisoryGroup: content.advisoryGroup.trim(),
    realisation: content.realisation.trim(),
    funding: content.funding.trim(),
    projectNumber: content.projectNumber.trim(),
    team: content.team.map((member) => ({ ...member, name: member.name.trim(), role: member.role.trim() })),
    contacts: content.contacts.map((contact) => ({ ...contact, label: contact.label.trim() })),
    organisations: content.organisations.map((organisation) => ({ ...organisation, name: organisation.name.trim() })),
  };
}

export function createSiteContentService(db: Kysely<Database>, audit: AuditService, now: () => Date) {
  return {
    async read(): Promise<SiteContent> {
      const row = await db.selectFrom('site_content').select('document').where('id', '=', 1).executeTakeFirst();
      // A document of an older shape keeps what it has; what it lacks is empty.
      return row === undefined ? EMPTY_SITE_CONTENT : { ...EMPTY_SITE_CONTENT, ...(JSON.parse(row.document) as Partial<SiteContent>) };
    },

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
