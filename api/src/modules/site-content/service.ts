// The site's own content (the about page's texts, team and contacts, the footer): anyone reads it; an admin replaces
// it as a whole (the route's access rule), recorded in the audit trail. Nothing written yet: every part empty.
import type { Kysely } from 'kysely';
import { EMPTY_SITE_CONTENT, isSiteImagePath, type SiteContent } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import type { Database } from '../../db/schema.ts';
import type { AuditService } from '../audit/service.ts';
import type { ProcessedImage } from '../images/image-processing.ts';
import type { ImageAdoption, ImageField, ImageService, PreparedImage } from '../images/service.ts';
import { createSiteContentRepository } from './repository.ts';

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
    privacyController: content.privacyController?.trim() ?? '',
    privacyContact: content.privacyContact ?? '',
    publicFigures: content.publicFigures ?? false,
  };
}

/**
 * The content with every image address (team photos, organisations' logos) replaced by what `resolve` makes of it,
 * one after the other (decision 0023: the site shows only images of its own).
 */
async function withImagesResolved(content: SiteContent, resolve: (address: string, where: ImageField) => Promise<string>): Promise<SiteContent> {
  const team: SiteContent['team'] = [];
  for (const [index, member] of content.team.entries()) {
    team.push({ ...member, photoUrl: await resolve(member.photoUrl, { field: `body.team.${index}.photoUrl`, label: `De foto van ${member.name}` }) });
  }
  const organisations: SiteContent['organisations'] = [];
  for (const [index, organisation] of content.organisations.entries()) {
    const where = { field: `body.organisations.${index}.logoUrl`, label: `Het logo van ${organisation.name}` };
    organisations.push({ ...organisation, logoUrl: await resolve(organisation.logoUrl, where) });
  }
  return { ...content, team, organisations };
}

export function createSiteContentService(db: Kysely<Database>, audit: AuditService, now: () => Date, images: ImageService) {
  const rows = createSiteContentRepository(db);

  async function read(): Promise<SiteContent> {
    const document = await rows.document();
    // A document of an older shape keeps what it has; what it lacks is empty.
    return document === undefined ? EMPTY_SITE_CONTENT : { ...EMPTY_SITE_CONTENT, ...(JSON.parse(document) as Partial<SiteContent>) };
  }

  return {
    read,

    async replace(caller: Caller, content: SiteContent): Promise<SiteContent> {
      // An admin remote built before the privacy fields or the public figures' switch existed leaves them out: what was
      // stored stays.
      const stored = await read();
      // An https image is fetched before the transaction and stored in it; one that gives no image changes nothing.
      const prepared = new Map<string, Promise<PreparedImage>>();
      const fetched: ProcessedImage[] = [];
      const next = await withImagesResolved(trimmed({
        privacyController: stored.privacyController,
        privacyContact: stored.privacyContact,
        publicFigures: stored.publicFigures,
        ...content,
      }), async (address, where) => {
        if (!prepared.has(address)) prepared.set(address, images.prepare(address, where));
        const { address: own, image } = await prepared.get(address)!;
        if (image) fetched.push(image);
        return own;
      });
      const document = JSON.stringify(next);
      const updatedAt = now().toISOString();
      await db.transaction().execute(async (trx) => {
        for (const image of fetched) await images.save(image, trx);
        await createSiteContentRepository(trx).save(document, updatedAt);
        await audit.record({ actor: caller, action: 'site-content.changed', target: { type: 'site-content', id: null, name: 'Over en footer' } }, trx);
      });
      return next;
    },

    /**
     * At start (decision 0023): each image of the content still on another host becomes the site's own, fetched once;
     * one that cannot be fetched is cleared (the page then leaves it out). An admin's save made meanwhile wins.
     */
    async adoptForeignImages(signal: AbortSignal, report: (adoption: ImageAdoption) => void): Promise<void> {
      const before = await rows.document();
      if (before === undefined) return;
      const stored = JSON.parse(before) as Partial<SiteContent>;
      const fetched: ProcessedImage[] = [];
      const adoptions: ImageAdoption[] = [];
      const resolved = await withImagesResolved({ ...EMPTY_SITE_CONTENT, ...stored }, async (address, { label }) => {
        if (address === '' || isSiteImagePath(address)) return address;
        const { image, adoption } = await images.adopt(address, label.charAt(0).toLowerCase() + label.slice(1), signal);
        if (image) fetched.push(image);
        adoptions.push(adoption);
        return adoption.now;
      });
      if (adoptions.length === 0) return;
      const document = JSON.stringify({ ...stored, team: resolved.team, organisations: resolved.organisations });
      const replaced = await db.transaction().execute(async (trx) => {
        for (const image of fetched) await images.save(image, trx);
        return createSiteContentRepository(trx).replaceIfUnchanged(before, document);
      });
      if (replaced) for (const adoption of adoptions) report(adoption);
    },
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
