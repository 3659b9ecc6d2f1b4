// The one permission policy of the API (SPEC §6): every route under /api, keyed by 'METHOD /path' as
// registered, has exactly one rule. The auth gate applies it before the body is parsed: without a valid
// bearer 401 UNAUTHORIZED, with a bearer whose roles (or id) the rule refuses 403 FORBIDDEN. A route
// registered without a rule makes the app refuse to start, so no route is public by accident.
// Ownership (the author of a post, the provider's linked user…) depends on data; the handlers decide it with
// mayChangeOwned after the rule below has let the caller in.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiError, messages, unauthorized } from '../errors/api-error.ts';
import type { AccessTokenClaims, AccessTokenVerifier } from './access-token.ts';
import { bearerToken } from './require-auth.ts';

/**
 * anyone: no token needed. loggedIn: any valid token. provider: a provider or an admin. admin: an admin.
 * selfOrAdmin: the route's `:id` is the caller's user id, or the caller is an admin.
 */
export type Rule = 'anyone' | 'loggedIn' | 'provider' | 'admin' | 'selfOrAdmin';

export const PERMISSIONS: Readonly<Record<string, Rule>> = {
  // Health and the public catalogue, forum and settings reads.
  'GET /health/ping': 'anyone',
  'GET /aiTools': 'anyone',
  // approved=false is for an admin only: the handler checks that, approved=true is public.
  'GET /aiTools/approved': 'anyone',
  'GET /aiTools/:id': 'anyone',
  'GET /aiTools/provider/:providerId': 'anyone',
  'GET /keywords': 'anyone',
  'GET /aiToolKeywords': 'anyone',
  'GET /aiToolKeywords/keyword/:keywordId': 'anyone',
  'GET /aiToolKeywords/aiTool/:toolId': 'anyone',
  'GET /providers': 'anyone',
  'GET /providers/:id': 'anyone',
  'GET /issues/data': 'anyone',
  'GET /issues/:id': 'anyone',
  'GET /comments/issue/:id': 'anyone',
  'GET /faqs': 'anyone',
  'GET /roadmapSettings': 'anyone',
  'GET /reviews/AI-tool/:id': 'anyone',
  'GET /users/name/:id': 'anyone',
  'GET /users/names': 'anyone',

  // Login and registration prove themselves with the identity provider's ID token instead of a bearer.
  'POST /users/login/': 'anyone',
  'POST /users/register/': 'anyone',

  // Tools: admins create directly, providers submit; changing one is for its provider (ownership in the handler) or an admin.
  'POST /aiTools/create': 'admin',
  'POST /aiTools/submit': 'provider',
  'PUT /aiTools/:id': 'provider',
  'DELETE /aiTools/:id': 'provider',
  'POST /aiToolKeywords': 'provider',
  'DELETE /aiToolKeywords/:link': 'provider',
  'POST /keywords': 'admin',
  'PUT /keywords/:id': 'admin',
  'DELETE /keywords/:id': 'admin',

  // Providers: anyone logged in may submit one (that is how a user asks to become a provider).
  'POST /providers/create': 'admin',
  'POST /providers/submit': 'loggedIn',
  'PUT /providers/submit/:id': 'loggedIn',
  'PUT /providers/:id': 'provider',
  'DELETE /providers/:id': 'provider',

  // Forum and reviews: any user writes; editing and deleting are for the author or an admin (handler).
  'POST /issues': 'loggedIn',
  'PUT /issues/:id': 'loggedIn',
  'DELETE /issues/:id': 'loggedIn',
  'POST /comments': 'loggedIn',
  'PUT /comments/:id': 'loggedIn',
  'DELETE /comments/:id': 'loggedIn',
  'POST /reviews': 'loggedIn',
  'PUT /reviews/:id': 'loggedIn',
  'DELETE /reviews/:id': 'loggedIn',

  'POST /faqs': 'admin',
  'PUT /faqs/:id': 'admin',
  'DELETE /faqs/:id': 'admin',
  'POST /roadmapSettings': 'admin',
  'PUT /roadmapSettings/:id': 'admin',
  'DELETE /roadmapSettings/:id': 'admin',

  // Users: e-mail addresses are private, so every read but the names needs a token.
  'GET /users': 'admin',
  'GET /users/:id': 'selfOrAdmin',
  'GET /users/email/:email': 'loggedIn',
  'PUT /users/:id': 'selfOrAdmin',
  'PUT /users/upgrade/:id': 'admin',
  'DELETE /users/:id': 'selfOrAdmin',
};

/** 'PUT /users/:id' for a route registered under the prefix; HEAD shares the rule of GET. */
export function permissionKey(method: string, url: string, prefix = '/api'): string {
  const path = url.startsWith(prefix) ? url.slice(prefix.length) || '/' : url;
  return `${method === 'HEAD' ? 'GET' : method} ${path}`;
}

export function ruleOf(key: string): Rule | undefined {
  return Object.hasOwn(PERMISSIONS, key) ? PERMISSIONS[key] : undefined;
}

export function isAdmin(claims: AccessTokenClaims | null | undefined): boolean {
  return claims?.roles.includes('admin') ?? false;
}

export function isProvider(claims: AccessTokenClaims | null | undefined): boolean {
  return (claims?.roles.includes('provider') ?? false) || isAdmin(claims);
}

/** Whether the caller may change (or delete) a row owned by `ownerUserId`: its owner, or an admin. */
export function mayChangeOwned(claims: AccessTokenClaims | null | undefined, ownerUserId: number | null | undefined): boolean {
  if (!claims) return false;
  return isAdmin(claims) || (ownerUserId !== null && ownerUserId !== undefined && claims.userId === ownerUserId);
}

/** Whether the rule lets this caller in; `targetId` is the route's `:id` for selfOrAdmin. */
export function allows(rule: Rule, claims: AccessTokenClaims | null, targetId?: unknown): boolean {
  switch (rule) {
    case 'anyone':
      return true;
    case 'loggedIn':
      return claims !== null;
    case 'provider':
      return isProvider(claims);
    case 'admin':
      return isAdmin(claims);
    case 'selfOrAdmin':
      return isAdmin(claims) || (claims !== null && Number(targetId) === claims.userId);
  }
}

export function forbidden(message: string = messages.forbidden): ApiError {
  return new ApiError(403, 'FORBIDDEN', message);
}

/**
 * The auth gate of every route with a rule other than 'anyone' (an onRequest hook: it runs before the body
 * is parsed, so an anonymous caller learns nothing about the input rules).
 */
export function createPolicyGate(verify: AccessTokenVerifier, prefix = '/api'): onRequestAsyncHookHandler {
  return async function policyGate(request: FastifyRequest) {
    const rule = ruleOf(permissionKey(request.method, request.routeOptions.url ?? '', prefix));
    // Unreachable for registered routes (the app refuses to start without a rule); refuse rather than allow.
    if (rule === undefined) throw forbidden();
    if (rule === 'anyone') return;
    const token = bearerToken(request);
    if (token === null) throw unauthorized();
    const claims = await verify(token);
    if (claims === null) throw unauthorized();
    request.auth = claims;
    const params = request.params as Record<string, unknown> | undefined;
    if (!allows(rule, claims, params?.id)) throw forbidden();
  };
}
