// SPEC §5's web address, one definition for the forms and the API: an http(s) address, or the 'www…' form that
// the screens open with http:// in front. Nothing else, so a navbar link can never run code (javascript:, data:).
// A navigation link may also be one of the site's own paths ('/AI-tool/NoShowTool'), opened inside the app.
import { SHORT_TEXT_MAX } from './constants.ts';

/** http:// or https:// (or just www.), a host of dotted labels, an optional port, path, query and fragment. */
export const WEB_URL_PATTERN =
  '^(?:[hH][tT][tT][pP][sS]?://|[wW][wW][wW]\\.)[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?(?:\\.[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?)+(?::[0-9]{1,5})?(?:[/?#][^\\s]*)?$';

const webUrlRegex = new RegExp(WEB_URL_PATTERN, 'u');

export function isValidWebUrl(value: string): boolean {
  return value.length <= SHORT_TEXT_MAX && webUrlRegex.test(value);
}

/**
 * One of the site's own paths: a single '/' and no whitespace. Any path is allowed (not only the route table's):
 * an unknown one shows the site's own 'not found' page, so nothing leaves the site. '//host' and '/\\host' are
 * refused because a browser reads them as another site's address.
 */
export const SITE_PATH_PATTERN = '^/(?:[^/\\\\\\s][^\\s\\\\]*)?$';

const sitePathRegex = new RegExp(SITE_PATH_PATTERN, 'u');

export function isSitePath(value: string): boolean {
  return value.length <= SHORT_TEXT_MAX && sitePathRegex.test(value);
}

/** A navigation link (SPEC §3's navlink): a web address or one of the site's own paths. */
export const NAVIGATION_LINK_PATTERN = `${SITE_PATH_PATTERN}|${WEB_URL_PATTERN}`;

export function isValidNavigationLink(value: string): boolean {
  return isSitePath(value) || isValidWebUrl(value);
}

/** The address a link opens: a 'www…' address gets http:// in front (SPEC §2). */
export function webUrlHref(url: string): string {
  const trimmed = url.trim();
  return /^www\./i.test(trimmed) ? `http://${trimmed}` : trimmed;
}
