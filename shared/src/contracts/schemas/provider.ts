// Providers, the companies behind the tools (SPEC §3, §7 Providers).
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { SHORT_TEXT_MAX, TEXT_MAX } from '../constants.ts';
import { LOGO_ADDRESS_PATTERN } from '../image-rules.ts';
import { TELEPHONE_PATTERN, orEmpty } from '../provider-rules.ts';
import { WEB_URL_PATTERN } from '../url-rules.ts';
import { EMAIL_MAX, EMAIL_PATTERN } from '../user-rules.ts';
import { CountryCodeSchema, IdSchema, NullableIdSchema } from './common.ts';

export const ProviderSchema = Type.Object({
  id: IdSchema,
  name: Type.String({ minLength: 1, maxLength: 200 }),
  country: CountryCodeSchema,
  email: Type.String({ maxLength: SHORT_TEXT_MAX, description: "'' = geen e-mailadres" }),
  url: Type.String({ minLength: 1, maxLength: SHORT_TEXT_MAX }),
  telephone: Type.String({ maxLength: 50, description: "'' = geen telefoonnummer" }),
  logoUrl: Type.String({ maxLength: SHORT_TEXT_MAX, description: "'' = geen logo (de kaart toont de initialen)" }),
  approved: Type.Boolean(),
  approvalComment: Type.String({ maxLength: TEXT_MAX, description: "'' = niet afgekeurd" }),
  user_id: NullableIdSchema,
});
export type Provider = Static<typeof ProviderSchema>;

/**
 * Every provider write: POST /providers/create and /providers/submit, PUT /providers/submit/{id} and /providers/{id}.
 * The company's data (SPEC §5: e-mail, website and logo in their formats). `user_id` is the admin's to choose; from
 * anyone else it must be their own or absent. The approval fields decide only in an admin's edit; from anyone else
 * they are accepted and ignored (the original forms sent them along).
 */
export const ProviderBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    country: CountryCodeSchema,
    // E-mail and telephone: '' passes the schema, a value keeps its format; whether '' may be stored depends on the
    // stored provider, which the service checks (providerFieldRequired in provider-rules.ts).
    email: Type.String({ maxLength: EMAIL_MAX, pattern: orEmpty(EMAIL_PATTERN), description: "'' = geen e-mailadres" }),
    url: Type.String({ maxLength: SHORT_TEXT_MAX, pattern: WEB_URL_PATTERN }),
    telephone: Type.String({ maxLength: 50, pattern: orEmpty(TELEPHONE_PATTERN), description: "'' = geen telefoonnummer" }),
    // The site's own image, or a web address the API fetches and stores as its own (decision 0023). '' only because
    // the API clears a logo it could not fetch at start: such a provider must still be decided on and saved; the
    // forms keep asking for a logo.
    logoUrl: Type.String({ maxLength: SHORT_TEXT_MAX, pattern: `^$|${LOGO_ADDRESS_PATTERN}`, description: "'/api/images/…', of een https-adres dat de API ophaalt" }),
    user_id: Type.Optional(IdSchema),
    ...Type.Partial(Type.Pick(ProviderSchema, ['approved', 'approvalComment'])).properties,
  },
  { additionalProperties: false },
);
export type ProviderBody = Static<typeof ProviderBodySchema>;

/**
 * PUT /providers/{id}: the fields of ProviderBodySchema, each optional. A field that is sent is checked and stored; one
 * left out keeps its stored value, so an admin's decision is `{ approved, approvalComment }` alone (plus any field the
 * admin corrects) and never fails on data nobody touched. The full body older screens send works as before.
 */
export const ProviderEditBodySchema = Type.Object(Type.Partial(ProviderBodySchema).properties, { additionalProperties: false });
export type ProviderEditBody = Static<typeof ProviderEditBodySchema>;

/** GET /providers/{id}/tools: the name of a tool still linked to the provider. */
export const LinkedToolSchema = Type.Object({ name: Type.String() });
export type LinkedTool = Static<typeof LinkedToolSchema>;

/** POST /providers/{id}/claims: 'Is dit je bedrijf?', with the claimant's role in the company. */
export const ProviderClaimBodySchema = Type.Object(
  { role: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', description: 'de rol van de aanvrager in het bedrijf' }) },
  { additionalProperties: false },
);
export type ProviderClaimBody = Static<typeof ProviderClaimBodySchema>;

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A claim as the admin reviews it (GET /providers/claims). */
export const ProviderClaimSchema = Type.Object({
  id: IdSchema,
  providerId: IdSchema,
  providerName: Type.String(),
  providerUrl: Type.String(),
  userId: IdSchema,
  userName: Type.String(),
  userEmail: Type.String(),
  role: Type.String(),
  status: Type.Enum([...CLAIM_STATUSES], { type: 'string' }),
  comment: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  /** Whether the domain of the claimant's (verified) e-mail address is the domain of the company's website. */
  domainMatches: Type.Boolean(),
});
export type ProviderClaim = Static<typeof ProviderClaimSchema>;

/** PUT /providers/claims/{id}: the admin's decision; a rejection needs a reason. */
export const ClaimDecisionBodySchema = Type.Object(
  { approved: Type.Boolean(), comment: Type.Optional(Type.String({ maxLength: TEXT_MAX })) },
  { additionalProperties: false },
);
export type ClaimDecisionBody = Static<typeof ClaimDecisionBodySchema>;
