// AI tools (SPEC §3, §7 Tools): the answer, the bodies of create, update and submit, the list's filters.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { SHORT_TEXT_MAX, TEXT_MAX } from '../constants.ts';
import { EVENT_PHASES } from '../event-phases.ts';
import { CountryCodeSchema, IdSchema, LimitSchema, OffsetSchema, idParams } from './common.ts';

const PHASES = EVENT_PHASES.map((phase) => phase.value);
const phase = `(${PHASES.join('|')})`;

export const EventProcessSchema = Type.Enum(PHASES, { type: 'string' });

export const AiToolSchema = Type.Object({
  id: IdSchema,
  name: Type.String({ minLength: 1, maxLength: 200 }),
  // Old data also holds 'pre-event / event' (SPEC §2's dark blue band): a body must name one of PHASES.
  eventprocess: Type.String({ description: `fase: ${PHASES.join(', ')}` }),
  kind: Type.String({ minLength: 1, maxLength: SHORT_TEXT_MAX }),
  description: Type.String({ minLength: 1, maxLength: TEXT_MAX }),
  origin: CountryCodeSchema,
  price: Type.String({ minLength: 1, maxLength: SHORT_TEXT_MAX }),
  roi: Type.String({ minLength: 1, maxLength: TEXT_MAX }),
  complexity: Type.String({ minLength: 1, maxLength: TEXT_MAX }),
  detailsUrl: Type.String({ maxLength: SHORT_TEXT_MAX, description: "'' wanneer afwezig" }),
  useCaseUrl: Type.String({ maxLength: SHORT_TEXT_MAX, description: "'' wanneer afwezig" }),
  approved: Type.Boolean(),
  approvalComment: Type.String({ maxLength: TEXT_MAX, description: "'' = niet afgekeurd" }),
  provider_id: IdSchema,
  // Computed from the tool's reviews when it is read, never stored (docs/decisions/0014-community.md).
  averageRating: Type.Union([Type.Number({ minimum: 1, maximum: 5 }), Type.Null()], { description: 'gemiddelde score, null zonder reviews' }),
  reviewCount: Type.Integer({ minimum: 0, description: 'aantal reviews' }),
});
export type AiTool = Static<typeof AiToolSchema>;

/** POST /aiTools/create and PUT /aiTools/{id}: the tool without its id; links and approval may be left out. */
export const AiToolBodySchema = Type.Object(
  {
    ...Type.Omit(AiToolSchema, ['id', 'eventprocess', 'detailsUrl', 'useCaseUrl', 'approved', 'approvalComment', 'averageRating', 'reviewCount'])
      .properties,
    eventprocess: EventProcessSchema,
    ...Type.Partial(Type.Pick(AiToolSchema, ['detailsUrl', 'useCaseUrl', 'approved', 'approvalComment'])).properties,
  },
  { additionalProperties: false },
);
export type AiToolBody = Static<typeof AiToolBodySchema>;

/** POST /aiTools/submit: the same without the approval fields. */
export const AiToolSubmitBodySchema = Type.Omit(AiToolBodySchema, ['approved', 'approvalComment'], { additionalProperties: false });
export type AiToolSubmitBody = Static<typeof AiToolSubmitBodySchema>;

/** GET /aiTools: several values of one filter are joined with '+', which arrives as a space. */
export const AiToolListQuerySchema = Type.Object({
  limit: Type.Optional(LimitSchema),
  offset: Type.Optional(OffsetSchema),
  eventprocess: Type.Optional(
    Type.String({ maxLength: 100, pattern: `^${phase}([ +]+${phase})*$`, description: `fases, gescheiden door +: ${PHASES.join(', ')}` }),
  ),
  origin: Type.Optional(Type.String({ maxLength: 300, pattern: '^[A-Za-z]{2}([ +]+[A-Za-z]{2})*$', description: 'landcodes, gescheiden door +' })),
  id: Type.Optional(Type.String({ maxLength: 1100, pattern: '^[1-9][0-9]{0,8}([ +]+[1-9][0-9]{0,8})*$', description: 'keyword-ids, gescheiden door +' })),
});
export type AiToolListQuery = Static<typeof AiToolListQuerySchema>;

/** GET /aiTools/approved: approved=false is for admins (the route's access rule). */
export const ApprovedQuerySchema = Type.Object({ approved: Type.Boolean() });
export type ApprovedQuery = Static<typeof ApprovedQuerySchema>;

export const ProviderIdParamsSchema = idParams('providerId');
export type ProviderIdParams = Static<typeof ProviderIdParamsSchema>;
