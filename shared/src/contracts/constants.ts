// Business constants of SPEC §9.
export const TOOL_PAGE_SIZE = 9;
export const FORUM_PAGE_SIZE = 9;
export const NO_LIMIT = -1;
export const KEYWORD_LIST_LIMIT = 1000;
export const FORUM_SUBJECT_MAX = 50;
export const FORUM_CONTENT_MAX = 1000;
export const FORUM_SEARCH_MAX = 20;
export const SETTINGS_NAME_MAX = 50;
export const NAME_MIN = 2;
export const NAME_MAX = 24;
export const PASSWORD_MIN = 8;
/** NIST SP 800-63B asks to allow at least 64; SPEC §5's 24 refused passphrases and password managers. */
export const PASSWORD_MAX = 128;
/** oidc-client-ts settings of SPEC §9 (identity library). */
export const LOGIN_POPUP_WIDTH = 400;
export const LOGIN_POPUP_HEIGHT = 600;
export const LOGIN_POPUP_TIMEOUT_MS = 60_000;
export const SILENT_LOGIN_TIMEOUT_MS = 60_000;
export const ID_TOKEN_LEEWAY_S = 60;
/** The backend login takes an ID token only this long after it was issued, and only once. */
export const ID_TOKEN_MAX_AGE_S = 5 * 60;
/** Keywords a tool may carry (SPEC §5, §9). */
export const MAX_TOOL_KEYWORDS = 5;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const FORUM_SEARCH_DEBOUNCE_MS = 1000;
export const EMAIL_CHECK_DEBOUNCE_MS = 300;
export const BADGE_CAP = 99;
export const POPUP_MESSAGE_MS = 5000;
export const POPUP_FADE_MS = 1000;
export const HEALTH_RETRY_MS = 30_000;
export const DEFAULT_BACK_PATH = '/';

// Limits the API enforces (its request schemas): the forms may use them too.
/** Largest page a list call may ask for (limit -1 asks for everything). */
export const MAX_PAGE_SIZE = 1000;
/** Longest free text accepted in a field that is not bounded more tightly. */
export const TEXT_MAX = 10_000;
/** Longest short text (kinds, prices, urls, e-mail addresses of providers). */
export const SHORT_TEXT_MAX = 500;
/** Largest id: the databases' integer type. */
export const MAX_ID = 2_147_483_647;

// The tool search (decision 0022): free text, its sort orders, and the wait after typing before it searches.
/** Longest search text: a question's worth of words. */
export const TOOL_SEARCH_MAX = 100;
/** relevance: best match first (the default with a text); name: A–Z (the default without); newest; rating: best rated first. */
export const TOOL_SORTS = ['relevance', 'name', 'newest', 'rating'] as const;
export type ToolSort = (typeof TOOL_SORTS)[number];
export const TOOL_SEARCH_DEBOUNCE_MS = 300;

/** How many tools of a list a search event of the insights may name as shown (a first page and a few 'Laad meer'). */
export const INSIGHT_SHOWN_MAX = 50;
/** The insights' period picker: its fixed choices in days; a custom range spans at most INSIGHT_MAX_DAYS. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export const INSIGHT_MAX_DAYS = 366;
