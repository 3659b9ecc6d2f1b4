// The rules of the community features (reviews, forum, reports), one definition for the API and the screens.

/** SPEC §5, §9: a user waits this long after their latest review of a tool, or comment on a post. */
export const COOL_DOWN_MINUTES = 30;

/** Longest reason of a report ('Meld ongepast'). */
export const REPORT_REASON_MAX = 500;

/** Longest public reply of a provider under a review. */
export const REVIEW_REPLY_MAX = 1000;

/** What a user can report. */
export const REPORTABLE_ITEMS = ['review', 'issue', 'comment'] as const;
export type ReportableItem = (typeof REPORTABLE_ITEMS)[number];

/**
 * The minutes a user still waits after their latest review or comment at `latest` (ISO), at `now`: whole minutes,
 * rounded up (SPEC §5), 0 when the cool-down is over.
 */
export function coolDownMinutesLeft(latest: string, now: Date): number {
  const left = Date.parse(latest) + COOL_DOWN_MINUTES * 60_000 - now.getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}
