// AI tools (SPEC §3, §7 Tools): the answer, the bodies of create, update and submit, the list's filters.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { MAX_TOOL_KEYWORDS, SHORT_TEXT_MAX, TEXT_MAX, TOOL_SEARCH_MAX, TOOL_SORTS } from '../constants.ts';
import { EVENT_PHASES } from '../event-phases.ts';
import { WEB_URL_PATTERN } from '../url-rules.ts';
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
  // For the cards (what visitors compare tools by): read with the tool, never written through it.
  providerName: Type.String({ description: 'naam van de provider' }),
  providerLogoUrl: Type.String({ description: 'logo van de provider' }),
  keywords: Type.Array(Type.String(), { description: 'namen van de keywords, alfabetisch' }),
});
export type AiTool = Static<typeof AiToolSchema>;

/** A link of a tool: empty, or a web address (SPEC §5: optional, valid when filled). */
const OptionalWebUrlSchema = Type.String({ maxLength: SHORT_TEXT_MAX, pattern: `^$|${WEB_URL_PATTERN}`, description: "'' of http(s)://… of www.…" });

/**
 * POST /aiTools/create, POST /aiTools/submit and PUT /aiTools/{id}: the tool without its id; links and approval may
 * be left out. The server decides the approval fields but an admin's (SPEC §4: the original form sent
 * `approved: true` with a submission, so they are accepted and ignored there). `keywordIds` (at most 5) sets the
 * tool's keywords in the same transaction; left out, an edit keeps them.
 */
export const AiToolBodySchema = Type.Object(
  {
    ...Type.Omit(AiToolSchema, ['id', 'eventprocess', 'detailsUrl', 'useCaseUrl', 'approved', 'approvalComment', 'averageRating', 'reviewCount', 'providerName', 'providerLogoUrl', 'keywords'])
      .properties,
    eventprocess: EventProcessSchema,
    detailsUrl: Type.Optional(OptionalWebUrlSchema),
    useCaseUrl: Type.Optional(OptionalWebUrlSchema),
    ...Type.Partial(Type.Pick(AiToolSchema, ['approved', 'approvalComment'])).properties,
    keywordIds: Type.Optional(Type.Array(IdSchema, { maxItems: MAX_TOOL_KEYWORDS, uniqueItems: true, description: `keyword-ids, hoogstens ${MAX_TOOL_KEYWORDS}` })),
  },
  { additionalProperties: false },
);
export type AiToolBody = Static<typeof AiToolBodySchema>;

/**
 * PUT /aiTools/{id}: the fields of AiToolBodySchema, each optional. A field that is sent is checked and stored; one
 * left out keeps its stored value, so an admin's decision is `{ approved, approvalComment }` alone and never fails on
 * data nobody touched (an imported row's old phase, say). The full body older screens send works as before.
 */
export const AiToolEditBodySchema = Type.Object(Type.Partial(AiToolBodySchema).properties, { additionalProperties: false });
export type AiToolEditBody = Static<typeof AiToolEditBodySchema>;


/** GET /aiTools: several values of one filter are joined with '+', which arrives as a space; q and sort: decision 0022. */
export const AiToolListQuerySchema = Type.Object({
  limit: Type.Optional(LimitSchema),
  offset: Type.Optional(OffsetSchema),
  eventprocess: Type.Optional(
    Type.String({ maxLength: 100, pattern: `^${phase}([ +]+${phase})*$`, description: `fases, gescheiden door +: ${PHASES.join(', ')}` }),
  ),
  origin: Type.Optional(Type.String({ maxLength: 300, pattern: '^[A-Za-z]{2}([ +]+[A-Za-z]{2})*$', description: 'landcodes, gescheiden door +' })),
  id: Type.Optional(Type.String({ maxLength: 1100, pattern: '^[1-9][0-9]{0,8}([ +]+[1-9][0-9]{0,8})*$', description: 'keyword-ids, gescheiden door +' })),
  q: Type.Optional(
    Type.String({
      maxLength: TOOL_SEARCH_MAX,
      description: 'vrije tekst over naam, soort, beschrijving, keywords en provider; elk woord moet voorkomen (ook als begin van een woord, Nederlandse woordvormen en accenten gelijk)',
    }),
  ),
  sort: Type.Optional(
    Type.Enum(TOOL_SORTS, { type: 'string', description: 'relevance (standaard met q), name (standaard zonder q), newest, rating' }),
  ),
});
export type AiToolListQuery = Static<typeof AiToolListQuerySchema>;

/** GET /aiTools/countries: how many approved tools come from a country, for the country filter (decision 0022). */
export const ToolCountrySchema = Type.Object({
  origin: CountryCodeSchema,
  count: Type.Integer({ minimum: 1, description: 'aantal goedgekeurde AI-tools uit dit land' }),
});
export type ToolCountry = Static<typeof ToolCountrySchema>;

/** GET /aiTools/approved: approved=false answers the unapproved tools the caller may see (their own; all for an admin). */
export const ApprovedQuerySchema = Type.Object({ approved: Type.Boolean() });
export type ApprovedQuery = Static<typeof ApprovedQuerySchema>;

/**
 * GET /aiTools/managed (a provider's own tools) and GET /aiTools/awaitingDecision (the admin's queue): a tool on the
 * manage page, with since when it waits for a decision (null: it does not).
 */
export const ManagedAiToolSchema = Type.Object({
  ...AiToolSchema.properties,
  pendingSince: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'sinds wanneer de AI-tool op een beslissing wacht' }),
});
export type ManagedAiTool = Static<typeof ManagedAiToolSchema>;

export const TOOL_HISTORY_ACTIONS = ['created', 'submitted', 'edited', 'approved', 'rejected', 'deleted'] as const;
export type ToolHistoryAction = (typeof TOOL_HISTORY_ACTIONS)[number];

/** One event in a tool's life (GET /aiTools/{id}/history): who did what, when; never changed afterwards. */
export const ToolHistoryEntrySchema = Type.Object({
  id: IdSchema,
  aiToolId: IdSchema,
  at: Type.String({ format: 'date-time' }),
  actorName: Type.String(),
  action: Type.Enum([...TOOL_HISTORY_ACTIONS], { type: 'string' }),
  /** The fields an edit changed (comma-separated), or the reason of a rejection; '' otherwise. */
  detail: Type.String(),
});
export type ToolHistoryEntry = Static<typeof ToolHistoryEntrySchema>;

export const ProviderIdParamsSchema = idParams('providerId');
export type ProviderIdParams = Static<typeof ProviderIdParamsSchema>;
