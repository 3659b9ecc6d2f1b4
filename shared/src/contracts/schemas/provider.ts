// Providers, the companies behind the tools (SPEC §3, §7 Providers).
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { SHORT_TEXT_MAX, TEXT_MAX } from '../constants.ts';
import { LOGO_ADDRESS_PATTERN } from '../image-rules.ts';
import { TELEPHONE_PATTERN } from '../provider-rules.ts';
import { WEB_URL_PATTERN } from '../url-rules.ts';
import { EMAIL_MAX, EMAIL_PATTERN } from '../user-rules.ts';
import { CountryCodeSchema, IdSchema, NullableIdSchema } from './common.ts';

export const ProviderSchema = Type.Object({
  id: IdSchema,
  name: Type.String({ minLength: 1, maxLength: 200 }),
  country: CountryCodeSchema,
  email: Type.String({ minLength: 1, maxLength: SHORT_TEXT_MAX }),
  url: Type.String({ minLength: 1, maxLength: SHORT_TEXT_MAX }),
  telephone: Type.String({ minLength: 1, maxLength: 50 }),
  logoUrl: Type.String({ minLength: 1, maxLength: SHORT_TEXT_MAX }),
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
    email: Type.String({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN }),
    url: Type.String({ maxLength: SHORT_TEXT_MAX, pattern: WEB_URL_PATTERN }),
    telephone: Type.String({ maxLength: 50, pattern: TELEPHONE_PATTERN }),
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

/** GET /providers/{id}/tools: the name of a tool still linked to the provider. */
export const LinkedToolSchema = Type.Object({ name: Type.String() });
export type LinkedTool = Static<typeof LinkedToolSchema>;

/** POST /providers/{id}/claims: 'Is dit uw bedrijf?', with the claimant's role in the company. */
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
