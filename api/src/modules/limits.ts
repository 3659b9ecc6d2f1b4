// The business limits of SPEC §9 that the API enforces: one definition, shared with the forms.
export {
  FORUM_SUBJECT_MAX,
  FORUM_CONTENT_MAX,
  FORUM_SEARCH_MAX,
  SETTINGS_NAME_MAX,
  NAME_MIN,
  NAME_MAX,
  RATING_MIN,
  RATING_MAX,
  KEYWORD_LIST_LIMIT,
} from 'shared/contracts';

/** Largest page a list call may ask for (limit -1 asks for everything). */
export const MAX_PAGE_SIZE = 1000;
/** Longest free text the API accepts in any field it does not bound more tightly. */
export const TEXT_MAX = 10_000;
/** Longest short text (names, urls, e-mail addresses, telephone numbers). */
export const SHORT_TEXT_MAX = 500;
