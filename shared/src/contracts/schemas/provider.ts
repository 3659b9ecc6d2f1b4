// Providers, the companies behind the tools (SPEC §3, §7 Providers).
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { SHORT_TEXT_MAX, TEXT_MAX } from '../constants.ts';
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

/** POST /providers/submit and PUT /providers/submit/{id}: without the approval. */
export const ProviderSubmitBodySchema = Type.Object(
  {
    ...Type.Pick(ProviderSchema, ['name', 'country', 'email', 'url', 'telephone', 'logoUrl']).properties,
    user_id: Type.Optional(IdSchema),
  },
  { additionalProperties: false },
);
export type ProviderSubmitBody = Static<typeof ProviderSubmitBodySchema>;

/** POST /providers/create and PUT /providers/{id}: with the approval fields. */
export const ProviderBodySchema = Type.Object(
  {
    ...ProviderSubmitBodySchema.properties,
    ...Type.Partial(Type.Pick(ProviderSchema, ['approved', 'approvalComment'])).properties,
  },
  { additionalProperties: false },
);
export type ProviderBody = Static<typeof ProviderBodySchema>;
