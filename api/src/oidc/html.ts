// The small HTML kit of the provider's pages: one layout in the site's style (deep blue, orange focus, system
// font, one column that fits a 375 px phone), escaping, labelled fields and the security headers.
import { randomBytes } from 'node:crypto';
import { texts } from './texts.ts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f4f6f9;color:#1d2733;line-height:1.5}
header{background:#123c69;color:#fff;padding:.75rem 1rem;font-weight:600}
main{max-width:26rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{color:#123c69;font-size:1.5rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #8a97a8;border-radius:.35rem;background:#fff;color:inherit}
button{font:inherit;font-weight:600;margin-top:1.25rem;width:100%;padding:.7rem 1rem;border:0;border-radius:.35rem;background:#123c69;color:#fff;cursor:pointer}
button:hover{background:#0d2c4d}
a{color:#123c69}
:focus-visible{outline:3px solid #e8542f;outline-offset:2px}
.hint{font-size:.875rem;color:#4a5666;margin:.25rem 0 0}
.error{color:#a1261b;font-size:.9rem;margin:.25rem 0 0}
.alert{border-left:4px solid #a1261b;background:#fbeceb;padding:.6rem .8rem;margin:0 0 1rem}
.notice{border-left:4px solid #123c69;background:#e9f0f8;padding:.6rem .8rem;margin:0 0 1rem}
.links{margin-top:1.25rem;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;font-size:.95rem}
@media (max-width:27rem){main{margin:1rem .5rem;padding:1rem}}
`;

export interface PageOptions {
  title: string;
  body: string;
}

export function renderPage({ title, body }: PageOptions): string {
  return `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(texts.siteName)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>${escapeHtml(texts.siteName)}</header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The headers of every HTML page of the provider (its own and oidc-provider's). */
export function securityHeaders(siteOrigins: string[], scriptNonce?: string): Record<string, string> {
  const origins = siteOrigins.join(' ');
  const csp = [
    "default-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    // oidc-provider adds the hash of its form_post script to script-src when one is present.
    scriptNonce ? `script-src 'nonce-${scriptNonce}'` : "script-src 'self'",
    `form-action 'self' ${origins}`.trim(),
    // the site's silent renew loads the authorization endpoint in an iframe
    `frame-ancestors 'self' ${origins}`.trim(),
    "base-uri 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}

export interface FieldOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string;
  autocomplete?: string;
  error?: string;
  hint?: string;
  autofocus?: boolean;
  maxlength?: number;
}

export function field(options: FieldOptions): string {
  const id = `f-${options.name}`;
  const described: string[] = [];
  if (options.hint) described.push(`${id}-hint`);
  if (options.error) described.push(`${id}-error`);
  const attributes = [
    `id="${id}"`,
    `name="${options.name}"`,
    `type="${options.type ?? 'text'}"`,
    'required',
    options.value ? `value="${escapeHtml(options.value)}"` : '',
    options.autocomplete ? `autocomplete="${options.autocomplete}"` : '',
    options.maxlength ? `maxlength="${options.maxlength}"` : '',
    options.autofocus ? 'autofocus' : '',
    options.error ? 'aria-invalid="true"' : '',
    described.length ? `aria-describedby="${described.join(' ')}"` : '',
  ].filter(Boolean);
  return [
    `<label for="${id}">${escapeHtml(options.label)}</label>`,
    `<input ${attributes.join(' ')}>`,
    options.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>` : '',
    options.error ? `<p class="error" id="${id}-error">${escapeHtml(options.error)}</p>` : '',
  ].join('\n');
}

export function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';
}

export function notice(message: string): string {
  return `<p class="notice" role="status">${escapeHtml(message)}</p>`;
}

export function links(items: Array<[href: string, text: string]>): string {
  return `<p class="links">${items.map(([href, text]) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`).join('')}</p>`;
}

export function form(action: string, content: string, submit: string): string {
  return `<form method="post" action="${escapeHtml(action)}" novalidate>\n${content}\n<button type="submit">${escapeHtml(submit)}</button>\n</form>`;
}
