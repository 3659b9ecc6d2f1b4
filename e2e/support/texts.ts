// The texts a visitor reads, from the product's own Dutch message catalogues and formatters (never copied):
// the site's common texts and each app's own.
import { messages as shellMessages } from '../../shell/src/messages.ts';
import { messages as catalogueMessages } from '../../mf-catalogue/src/messages.ts';
import { messages as forumMessages } from '../../mf-forum/src/messages.ts';
import { messages as accountMessages } from '../../mf-account/src/messages.ts';
import { messages as adminMessages } from '../../mf-admin/src/messages.ts';
import { messages as noshowMessages } from '../../mf-noshow/src/messages.ts';

export const messages = {
  ...shellMessages,
  ...catalogueMessages,
  ...forumMessages,
  ...accountMessages,
  ...adminMessages,
  ...noshowMessages,
};
export { formatDateTime } from '../../shared/src/format/date-time.ts';
export { countryName } from '../../shared/src/format/countries.ts';
export { capitalize } from '../../shared/src/format/capitalize.ts';
export { EVENT_PHASES, FORUM_PAGE_SIZE, FORUM_SEARCH_DEBOUNCE_MS, SITE_DESCRIPTION, TOOL_PAGE_SIZE, TOOL_SEARCH_DEBOUNCE_MS } from 'shared/contracts';
