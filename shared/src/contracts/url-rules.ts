// SPEC §5's web address, one definition for the forms and the API: an http(s) address, or the 'www…' form that
// the screens open with http:// in front. Nothing else, so a navbar link can never run code (javascript:, data:).
import { SHORT_TEXT_MAX } from './constants.ts';

/** http:// or https:// (or just www.), a host of dotted labels, an optional port, path, query and fragment. */
export const WEB_URL_PATTERN =
  '^(?:[hH][tT][tT][pP][sS]?://|[wW][wW][wW]\\.)[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?(?:\\.[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?)+(?::[0-9]{1,5})?(?:[/?#][^\\s]*)?$';

const webUrlRegex = new RegExp(WEB_URL_PATTERN, 'u');

export function isValidWebUrl(value: string): boolean {
  return value.length <= SHORT_TEXT_MAX && webUrlRegex.test(value);
}

/** The address a link opens: a 'www…' address gets http:// in front (SPEC §2). */
export function webUrlHref(url: string): string {
  const trimmed = url.trim();
  return /^www\./i.test(trimmed) ? `http://${trimmed}` : trimmed;
}
