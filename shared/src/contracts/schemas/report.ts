// Reports of improper content ('Meld ongepast'): anyone logged in reports a review, a forum post or a comment
// once, with a reason; admins see the open reports with the item in context and remove the item or ignore the
// report. The reporter is never part of an answer.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { REPORT_REASON_MAX, REPORTABLE_ITEMS } from '../community-rules.ts';
import { IdSchema, LimitSchema, OffsetSchema, writtenText } from './common.ts';

export const ReportableItemSchema = Type.Enum(REPORTABLE_ITEMS, { type: 'string', description: 'review, issue (forumvraag) of comment' });

/** POST /reports. */
export const ReportBodySchema = Type.Object(
  { itemType: ReportableItemSchema, itemId: IdSchema, reason: writtenText(REPORT_REASON_MAX) },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBodySchema>;

export const REPORT_STATUSES = ['open', 'ignored'] as const;

export const ReportSchema = Type.Object({
  id: IdSchema,
  itemType: ReportableItemSchema,
  itemId: IdSchema,
  reason: Type.String(),
  date: Type.String({ format: 'date-time' }),
  status: Type.Enum(REPORT_STATUSES, { type: 'string' }),
});
export type Report = Static<typeof ReportSchema>;

/** The reported item as an admin judges it: its text, its author, and where it stands. */
export const ReportedItemSchema = Type.Object({
  subject: Type.Union([Type.String(), Type.Null()], { description: 'onderwerp van een forumvraag, anders null' }),
  content: Type.String(),
  rating: Type.Union([Type.Integer(), Type.Null()], { description: 'sterren van een review, anders null' }),
  date: Type.String({ format: 'date-time' }),
  user_id: IdSchema,
  user_name: Type.String({ description: 'voor- en achternaam van de auteur' }),
  /** The tool of a review. */
  toolId: Type.Union([IdSchema, Type.Null()]),
  toolName: Type.Union([Type.String(), Type.Null()]),
  /** The forum post of a post or a comment. */
  issueId: Type.Union([IdSchema, Type.Null()]),
  issueSubject: Type.Union([Type.String(), Type.Null()]),
});
export type ReportedItem = Static<typeof ReportedItemSchema>;

/** An item of GET /reports (admins): an open report with its item. */
export const OpenReportSchema = Type.Object({ ...ReportSchema.properties, item: ReportedItemSchema });
export type OpenReport = Static<typeof OpenReportSchema>;

/** GET /reports: open reports, oldest first. */
export const ReportListQuerySchema = Type.Object({ limit: Type.Optional(LimitSchema), offset: Type.Optional(OffsetSchema) });
export type ReportListQuery = Static<typeof ReportListQuerySchema>;

/** PUT /reports/{id}: 'Negeer' closes a report and leaves the item. */
export const ReportDecisionBodySchema = Type.Object({ status: Type.Literal('ignored') }, { additionalProperties: false });
export type ReportDecisionBody = Static<typeof ReportDecisionBodySchema>;
