// The audit trail of admin actions (decision 0017): who did what to which row, when, and from which address.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { IdSchema, NullableIdSchema } from './common.ts';

/**
 * Every kind of admin write, the one list (the API records them, the admin's audit page labels them). An admin
 * write is a write by an admin that changes what the site shows or what someone else owns; the admin's own account,
 * own posts and own choices are not (api/src/modules/audit/admin-writes.test.ts lists those routes with the reason).
 */
export const AUDIT_ACTIONS = [
  'user.roles-changed',
  'user.deleted',
  'tool.approved',
  'tool.rejected',
  'tool.deleted',
  'provider.approved',
  'provider.rejected',
  'provider.deleted',
  'claim.approved',
  'claim.rejected',
  'review.removed',
  'reply.removed',
  'issue.removed',
  'comment.removed',
  'report.dismissed',
  'site-content.changed',
  'keyword.created',
  'keyword.changed',
  'keyword.deleted',
  'tool-keyword.added',
  'tool-keyword.removed',
  'faq.created',
  'faq.changed',
  'faq.deleted',
  'roadmap-setting.created',
  'roadmap-setting.changed',
  'roadmap-setting.deleted',
  'tool.created',
  'tool.changed',
  'provider.created',
  'provider.changed',
  'image.uploaded',
  'issue.changed',
  'comment.changed',
  'review.changed',
  'reply.changed',
  'user.changed',
  'prediction.outcome-recorded',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = Type.Object({
  id: IdSchema,
  at: Type.String({ format: 'date-time' }),
  /** The admin; null once their account is gone (the name stays). */
  actorId: NullableIdSchema,
  actorName: Type.String(),
  action: Type.Enum([...AUDIT_ACTIONS], { type: 'string' }),
  targetType: Type.String(),
  targetId: NullableIdSchema,
  /** How the row was called when it happened (a deleted row keeps its name here). */
  targetName: Type.String(),
  /** What changed, in words of the action (e.g. the new roles, the reason of a rejection). */
  detail: Type.String(),
  /** The client address the request came from. */
  address: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;
