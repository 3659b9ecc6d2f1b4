// The frame every page of the provider shares: where its links point (the issuer's path, the site's home), its
// security headers, and the dead-end pages (expired, failed) that always offer the way back to the site.
import type { FastifyReply } from 'fastify';
import { escapeHtml, links, renderPage, securityHeaders } from './html.ts';
import { texts } from './texts.ts';

export interface PageKit {
  /** The issuer's path ('/oidc'): the browser-facing base of every link. */
  basePath: string;
  /** The site's home page, where every dead end links back to. */
  home: string;
  headers: Record<string, string>;
  interactionPath(uid: string, action?: string): string;
  send(reply: FastifyReply, status: number, title: string, body: string): FastifyReply;
  /** A message and the link back to the site: the body of every error page. */
  messageBody(message: string): string;
  /** The interaction is gone (or never was): start again from the site. */
  expired(reply: FastifyReply): FastifyReply;
}

export function createPageKit(settings: { issuer: string; siteOrigins: string[]; basePath: string }): PageKit {
  const { basePath } = settings;
  const home = `${settings.siteOrigins[0] ?? new URL(settings.issuer).origin}/`;
  const headers = securityHeaders(settings.siteOrigins);
  const send = (reply: FastifyReply, status: number, title: string, body: string): FastifyReply =>
    reply.code(status).headers(headers).type('text/html; charset=utf-8').send(renderPage({ title, body }));
  const messageBody = (message: string) => `<p>${escapeHtml(message)}</p>${links([[home, texts.backToSite]])}`;
  return {
    basePath,
    home,
    headers,
    interactionPath: (uid, action = '') => `${basePath}/interaction/${encodeURIComponent(uid)}${action}`,
    send,
    messageBody,
    expired: (reply) => send(reply, 400, texts.error.title, messageBody(texts.error.expired)),
  };
}
