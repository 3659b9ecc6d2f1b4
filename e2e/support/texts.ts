// The texts a visitor reads, from the product's own Dutch message catalogue and formatters (never copied).
export { messages } from '../../shared/src/messages/index.ts';
export { formatDateTime } from '../../shared/src/format/date-time.ts';
export { countryName } from '../../shared/src/format/countries.ts';
export { EVENT_PHASES } from '../../shared/src/format/event-phases.ts';
export { FORUM_PAGE_SIZE, FORUM_SEARCH_DEBOUNCE_MS, TOOL_PAGE_SIZE } from '../../shared/src/constants.ts';
export { capitalize } from '../../shared/src/format/capitalize.ts';
