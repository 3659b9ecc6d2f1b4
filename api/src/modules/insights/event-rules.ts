// Which requests count and what of them is kept: known bots and browsers that ask not to be tracked (Sec-GPC or
// DNT) are not counted at all; a page is named as the route table names it, a referrer by its host only, a search
// text normalised and dropped when it looks like someone's address or number.
import { isbot } from 'isbot';
import { matchRoute, type InsightEvent } from 'shared/contracts';
import type { CountedEvent } from './tally.ts';

/** What the API reads of the request that brings an event; none of it is stored. */
export interface RequestSignals {
  address: string;
  userAgent: string;
  /** The host the visitor asked for: a visitor of two sites on one API is two visitors. */
  host: string;
  /** Sec-GPC: 1 or DNT: 1. */
  doNotTrack: boolean;
}

export type ServerEvent = InsightEvent | { kind: 'prediction' };

export function mayCount(signals: RequestSignals): boolean {
  return !signals.doNotTrack && signals.userAgent.trim() !== '' && !isbot(signals.userAgent);
}

const NOT_FOUND_PAGE = '(niet gevonden)';

/** The page as the route table names it: '/ai-tool/12/' is '/AI-tool/12'; an unknown address is one key. */
export function pageOf(path: string): { path: string; toolId: number | null } {
  const { entry, params } = matchRoute(path.split(/[?#]/)[0]);
  if (entry.path === '*') return { path: NOT_FOUND_PAGE, toolId: null };
  const canonical = entry.path
    .replace(/^\/ai-tool\//, '/AI-tool/')
    .replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const toolId = entry.page === 'tool-detail-page' && /^[1-9]\d{0,8}$/.test(params.id ?? '') ? Number(params.id) : null;
  return { path: canonical, toolId };
}

/** The referring site's host, when it is another site reached over http(s). */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const own = ownHost.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
  return host === '' || host === own ? null : host;
}

/** Lower case, one space between words; null when empty or when it may name a person (an e-mail address or a phone number). */
export function searchText(text: string): string | null {
  const normalised = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  if (normalised === '' || normalised.includes('@') || /\d[\d\s./-]{5,}\d/.test(normalised)) return null;
  return normalised;
}

/** The event as it is stored, on `day`. */
export function countedEvent(event: ServerEvent, day: string, host: string): CountedEvent {
  const base = { day, path: null, toolId: null, referrer: null, search: null };
  switch (event.kind) {
    case 'view': {
      const page = pageOf(event.path);
      return { ...base, kind: 'view', path: page.path, toolId: page.toolId, referrer: referrerHost(event.referrer, host) };
    }
    case 'website':
      return { ...base, kind: 'website', toolId: event.toolId };
    case 'prediction':
      return { ...base, kind: 'prediction' };
    case 'search':
      return {
        ...base,
        kind: 'search',
        search: {
          text: searchText(event.text),
          phases: event.phases,
          countries: event.countries,
          keywordIds: event.keywordIds,
          results: event.results,
          shownToolIds: event.shownToolIds,
        },
      };
  }
}
