// The site's own content (decision 0022): what SPEC §2 lets the about page and the footer show (goals, why events,
// advisory group, who realises it, funding and project number, the team; contact addresses, partners and sponsors),
// written by admins on /settings. Empty until then: the site invents nothing.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { SITE_IMAGE_PATH_PATTERN } from '../image-rules.ts';
import { EMAIL_MAX, EMAIL_PATTERN } from '../user-rules.ts';

/** Profile pages and websites: https only. */
const HTTPS_URL = '^https://[^\\s]+$';
const optionalHttpsUrl = (description: string) => Type.String({ maxLength: 500, pattern: `^$|${HTTPS_URL}`, description: `${description}, of ''` });
/**
 * Images: the site's own, or an https address the API fetches and stores as its own when the content is saved
 * (decision 0023), so a visitor's browser never asks another host.
 */
const IMAGE_ADDRESS = `${SITE_IMAGE_PATH_PATTERN}|${HTTPS_URL}`;
const imageAddress = (description: string) =>
  Type.String({ maxLength: 500, pattern: IMAGE_ADDRESS, description: `${description}: '/api/images/…', of een https-adres dat de API ophaalt` });
const optionalImageAddress = (description: string) =>
  Type.String({ maxLength: 500, pattern: `^$|${IMAGE_ADDRESS}`, description: `${description}: '/api/images/…', een https-adres dat de API ophaalt, of ''` });
/** A line of text that says something (not only spaces). */
const line = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const paragraph = Type.String({ maxLength: 2000, description: "'' = niet getoond" });

export const ORGANISATION_KINDS = ['partner', 'sponsor'] as const;

export const SiteContentSchema = Type.Object(
  {
    goals: Type.Array(line(500), { maxItems: 10, description: 'de doelen van het project' }),
    whyEvents: paragraph,
    advisoryGroup: paragraph,
    realisation: paragraph,
    funding: paragraph,
    projectNumber: Type.String({ maxLength: 100 }),
    team: Type.Array(
      Type.Object(
        { name: line(100), role: Type.String({ maxLength: 100 }), photoUrl: optionalImageAddress('foto'), profileUrl: optionalHttpsUrl('professioneel profiel') },
        { additionalProperties: false },
      ),
      { maxItems: 30 },
    ),
    contacts: Type.Array(
      Type.Object({ label: line(100), email: Type.String({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN }) }, { additionalProperties: false }),
      { maxItems: 10 },
    ),
    organisations: Type.Array(
      Type.Object(
        { kind: Type.Enum(ORGANISATION_KINDS, { type: 'string' }), name: line(100), logoUrl: imageAddress('logo'), url: optionalHttpsUrl('website') },
        { additionalProperties: false },
      ),
      { maxItems: 20, description: 'partners en sponsors, in deze volgorde getoond' },
    ),
    // The privacy statement's controller (GDPR art. 13): optional, so an admin remote built before these fields
    // existed still saves; the API then keeps what was stored.
    privacyController: Type.Optional(
      Type.String({ maxLength: 2000, description: 'wie verantwoordelijk is voor de verwerking: naam en adres' }),
    ),
    privacyContact: Type.Optional(
      Type.String({ maxLength: EMAIL_MAX, pattern: `^$|${EMAIL_PATTERN}`, description: 'e-mailadres voor vragen over privacy, of leeg' }),
    ),
    // Optional for the same reason.
    publicFigures: Type.Optional(Type.Boolean({ description: "of de openbare pagina 'De roadmap in cijfers' aan staat" })),
  },
  { additionalProperties: false },
);
export type SiteContent = Static<typeof SiteContentSchema>;
export type TeamMember = SiteContent['team'][number];
export type ContactAddress = SiteContent['contacts'][number];
export type Organisation = SiteContent['organisations'][number];
