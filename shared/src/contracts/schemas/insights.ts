// Insights: what the site counts without following anyone (docs/decisions/0026-insights.md), what an admin reads of
// it, what a provider sees of their own tools, and the public figures. The browser sends events; the API adds the
// day and a visitor key that changes every day, and never stores the address or a cookie.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { INSIGHT_SHOWN_MAX, TOOL_SEARCH_MAX } from '../constants.ts';
import { EVENT_PHASES } from '../event-phases.ts';
import { CountryCodeSchema, IdSchema } from './common.ts';

const PhaseSchema = Type.Enum(
  EVENT_PHASES.map((phase) => phase.value),
  { type: 'string' },
);
const pathSchema = Type.String({ minLength: 1, maxLength: 300, pattern: '^/', description: 'het pad van de pagina, zonder zoekdeel' });

/** A page opened in the site (the shell sends one per route change). */
export const PageViewEventSchema = Type.Object(
  {
    kind: Type.Literal('view'),
    path: pathSchema,
    /** The address the visitor came from (document.referrer) on their first page; the API keeps only its host. */
    referrer: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

/** A click on a tool's own website (the link on its page). */
export const WebsiteClickEventSchema = Type.Object({ kind: Type.Literal('website'), toolId: IdSchema }, { additionalProperties: false });

/** A list of tools that settled on the screen: what was asked, how many matched and which were shown. */
export const SearchEventSchema = Type.Object(
  {
    kind: Type.Literal('search'),
    text: Type.String({ maxLength: TOOL_SEARCH_MAX }),
    phases: Type.Array(PhaseSchema, { maxItems: EVENT_PHASES.length, uniqueItems: true }),
    countries: Type.Array(CountryCodeSchema, { maxItems: 20, uniqueItems: true }),
    keywordIds: Type.Array(IdSchema, { maxItems: 20, uniqueItems: true }),
    results: Type.Integer({ minimum: 0 }),
    shownToolIds: Type.Array(IdSchema, { maxItems: INSIGHT_SHOWN_MAX, uniqueItems: true }),
  },
  { additionalProperties: false },
);

export const InsightEventSchema = Type.Union([PageViewEventSchema, WebsiteClickEventSchema, SearchEventSchema]);
export type InsightEvent = Static<typeof InsightEventSchema>;
export type SearchEvent = Static<typeof SearchEventSchema>;

const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'een dag, JJJJ-MM-DD' });

/** A period of whole days, both ends included (the site's time zone). */
export const InsightPeriodQuerySchema = Type.Object({ from: day, to: day });
export type InsightPeriodQuery = Static<typeof InsightPeriodQuerySchema>;

const count = Type.Integer({ minimum: 0 });
const TopRowSchema = Type.Object({ key: Type.String(), label: Type.String(), count });
export type InsightTopRow = Static<typeof TopRowSchema>;

export const InsightTotalsSchema = Type.Object({
  /** Visitors summed per day: one person on two days counts twice (the key changes every day). */
  visitors: count,
  views: count,
  websiteClicks: count,
  searches: count,
  emptySearches: count,
  predictions: count,
});
export type InsightTotals = Static<typeof InsightTotalsSchema>;

export const InsightReportSchema = Type.Object({
  from: day,
  to: day,
  /** The period of the same length just before, for the change. */
  previousFrom: day,
  previousTo: day,
  totals: InsightTotalsSchema,
  previousTotals: InsightTotalsSchema,
  /** Every day of the period, also the days without a visitor. */
  days: Type.Array(Type.Object({ day, visitors: count, views: count })),
  pages: Type.Array(TopRowSchema),
  tools: Type.Array(TopRowSchema),
  websites: Type.Array(TopRowSchema),
  searches: Type.Array(TopRowSchema),
  /** The searches that found nothing: the tools the catalogue still lacks. */
  emptySearches: Type.Array(TopRowSchema),
  phases: Type.Array(TopRowSchema),
  countries: Type.Array(TopRowSchema),
  keywords: Type.Array(TopRowSchema),
  /** The referring sites, by host only. */
  referrers: Type.Array(TopRowSchema),
});
export type InsightReport = Static<typeof InsightReportSchema>;

/** One month of a tool's rating: its average of the reviews up to that month, and the median of its phase's tools. */
const RatingPointSchema = Type.Object({
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
  average: Type.Union([Type.Number(), Type.Null()]),
  phaseMedian: Type.Union([Type.Number(), Type.Null()]),
});

export const ToolInsightSchema = Type.Object({
  toolId: IdSchema,
  name: Type.String(),
  views: count,
  websiteClicks: count,
  /** Times the tool was among the tools shown in a list of search results. */
  shownInResults: count,
  ratings: Type.Array(RatingPointSchema),
});
export type ToolInsight = Static<typeof ToolInsightSchema>;

export const ToolInsightsSchema = Type.Object({ from: day, to: day, tools: Type.Array(ToolInsightSchema) });
export type ToolInsights = Static<typeof ToolInsightsSchema>;

/** 'De roadmap in cijfers': what the project reports, when an admin has switched the page on. */
export const PublicFiguresSchema = Type.Object({
  toolsPerPhase: Type.Array(Type.Object({ phase: Type.String(), label: Type.String(), count })),
  tools: count,
  reviews: count,
  forumQuestions: count,
  /** The last twelve months, the oldest first, the current month included. */
  months: Type.Array(Type.Object({ month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }), visitors: count, reviews: count, forumQuestions: count })),
});
export type PublicFigures = Static<typeof PublicFiguresSchema>;

/** The admin's own choice of the weekly mail with the week's figures. */
export const InsightMailChoiceSchema = Type.Object({ weekly: Type.Boolean() }, { additionalProperties: false });
export type InsightMailChoice = Static<typeof InsightMailChoiceSchema>;
