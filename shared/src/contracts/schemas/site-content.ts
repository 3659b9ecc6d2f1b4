// The site's own content (issue 14): what SPEC §2 lets the about page and the footer show (goals, why events,
// advisory group, who realises it, funding and project number, the team; contact addresses, partners and sponsors),
// written by admins on /settings. Empty until then: the site invents nothing.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { EMAIL_MAX, EMAIL_PATTERN } from '../user-rules.ts';

/** Images and profile pages: https only (the page's content security policy loads images from https). */
const HTTPS_URL = '^https://[^\\s]+$';
const httpsUrl = (description: string) => Type.String({ maxLength: 500, pattern: HTTPS_URL, description });
const optionalHttpsUrl = (description: string) => Type.String({ maxLength: 500, pattern: `^$|${HTTPS_URL}`, description: `${description}, of ''` });
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
        { name: line(100), role: Type.String({ maxLength: 100 }), photoUrl: optionalHttpsUrl('foto'), profileUrl: optionalHttpsUrl('professioneel profiel') },
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
        { kind: Type.Enum(ORGANISATION_KINDS, { type: 'string' }), name: line(100), logoUrl: httpsUrl('logo'), url: optionalHttpsUrl('website') },
        { additionalProperties: false },
      ),
      { maxItems: 20, description: 'partners en sponsors, in deze volgorde getoond' },
    ),
  },
  { additionalProperties: false },
);
export type SiteContent = Static<typeof SiteContentSchema>;
export type TeamMember = SiteContent['team'][number];
export type ContactAddress = SiteContent['contacts'][number];
export type Organisation = SiteContent['organisations'][number];
