// The URL rules of the tool detail page (SPEC §2): a URL containing '/AI-tool/' is an internal link to the
// No Show Tool; a 'www' address gets an http scheme; other addresses open in a new tab. Beyond the spec: any
// other address without a scheme ('chatgpt.com') gets http too, and a value with a scheme other than http(s)
// (javascript:, data: ...) is never made into a link.
export const NO_SHOW_ROUTE = '/AI-tool/NoShowTool';

export type ToolUrl = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

export function resolveToolUrl(value: string | null | undefined): ToolUrl | null {
  const url = (value ?? '').trim();
  if (url === '') return null;
  if (url.includes('/AI-tool/')) return { kind: 'internal', to: NO_SHOW_ROUTE };
  if (/^https?:\/\//i.test(url)) return { kind: 'external', href: url };
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return null;
  return { kind: 'external', href: `http://${url}` };
}
