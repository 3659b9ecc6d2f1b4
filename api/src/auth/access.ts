// Who may call each route under /api: declared on the route itself (`config: { access }`), checked by this one
// gate. The role is checked on the request line, before the body is read: 401 without a valid bearer, 403 when
// the role is refused, so an anonymous caller learns nothing about the input rules. Ownership is checked after
// validation, when the addressed row's id is known: admins pass, a missing row is 404, a row someone else owns
// 403. A route under /api without a declaration stops the app from starting (docs/decisions/0010).
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { ApiErrorRefSchema, errorTexts } from 'shared/contracts';
import type { Role } from 'shared/contracts';
import { forbidden, notFound, unauthorized } from '../errors/api-error.ts';
import type { AccessTokenClaims, AccessTokenVerifier } from './access-token.ts';
import { requireIdToken } from './id-token.ts';
import type { IdTokenVerifier } from './id-token.ts';

/** anyone: no token needed. loggedIn: any valid token. provider: a provider or an admin. admin: an admin. */
export type RoleRule = 'anyone' | 'loggedIn' | 'provider' | 'admin';

/** The rows whose owner a route can require; each has an owner lookup (services.ts). */
export type OwnedRow = 'user' | 'provider' | 'tool' | 'review' | 'issue' | 'comment' | 'reviewReply' | 'prediction';

export interface OwnerRule {
  row: OwnedRow;
  /** The row's id in the validated request; default: the path's `:id`. */
  idOf?: (request: FastifyRequest) => number;
}

export interface AccessRule {
  role: RoleRule;
  /** Only the row's owner or an admin; the role is checked first. */
  owner?: OwnerRule;
}

/** A role alone, a full rule, or 'idToken': the caller proves itself with the identity provider's ID token in the body. */
export type Access = RoleRule | 'idToken' | AccessRule;

/** The verified caller of a request, and the client address it came from (request.ip: TRUST_PROXY applied). */
export interface Caller extends AccessTokenClaims {
  address: string;
}

/** The owning user of a row: null when nobody owns it, undefined when the row does not exist. */
export type OwnerLookup = (id: number) => Promise<number | null | undefined>;
export type OwnerLookups = Record<OwnedRow, OwnerLookup>;

export interface ApiRoute {
  method: string;
  /** The path under the prefix, as registered ('/aiTools/:id'). */
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The verified caller: set by the gate when a valid bearer came (required or not), else null. */
    auth: Caller | null;
  }
}

export interface AccessGateOptions {
  verifyAccessToken: AccessTokenVerifier;
  /**
   * The caller's roles as stored now, or null when the user no longer exists: a promotion, a demotion or a
   * deletion counts from the next request, whatever the token says (decision 0008).
   */
  currentRoles: (userId: number) => Promise<Role[] | null>;
  /** null: no issuer configured, so 'idToken' routes answer 401. */
  verifyIdToken: IdTokenVerifier | null;
  owners: OwnerLookups;
  /** The scope's prefix, left out of the listed routes. */
  prefix: string;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** The caller of a route whose access rule requires a token (the gate has verified it). */
export function requireCaller(request: FastifyRequest): Caller {
  if (request.auth === null) throw unauthorized();
  return request.auth;
}

export function isAdmin(caller: Caller | null): boolean {
  return caller?.roles.includes('admin') ?? false;
}

export function hasRole(role: RoleRule, caller: Caller | null): boolean {
  switch (role) {
    case 'anyone':
      return true;
    case 'loggedIn':
      return caller !== null;
    case 'provider':
      return (caller?.roles.includes('provider') ?? false) || isAdmin(caller);
    case 'admin':
      return isAdmin(caller);
  }
}

const ROW_NAMES: Record<OwnedRow, string> = {
  user: 'gebruiker',
  provider: 'provider',
  tool: 'AI-tool',
  review: 'review',
  issue: 'forumvraag',
  comment: 'reactie',
  // The reply of a review is addressed by the review's id.
  reviewReply: 'review',
  prediction: 'voorspelling',
};

const ROLE_TEXTS: Record<RoleRule, string> = {
  anyone: 'iedereen',
  loggedIn: 'aangemelde gebruikers',
  provider: 'providers en admins',
  admin: 'admins',
};

function ruleOf(access: Access): AccessRule | 'idToken' {
  return typeof access === 'string' ? (access === 'idToken' ? access : { role: access }) : access;
}

/**
 * Registers the gate in the scope of the API's routes: every route registered there from now on gets the hooks
 * its declaration needs and the matching error responses in the OpenAPI document. Returns the routes (HEAD
 * folded into GET), filled in as they are registered.
 */
export function registerAccessGate(api: FastifyInstance, options: AccessGateOptions): ApiRoute[] {
  const { verifyAccessToken, currentRoles, verifyIdToken, owners, prefix } = options;
  const routes: ApiRoute[] = [];

  const callerOf = async (request: FastifyRequest): Promise<Caller | null> => {
    const token = bearerToken(request);
    const claims = token === null ? null : await verifyAccessToken(token);
    if (claims === null) return null;
    // The token names the user; the database says what they may do now.
    const roles = await currentRoles(claims.userId);
    return roles === null ? null : { ...claims, roles, address: request.ip };
  };

  // 'anyone': a valid bearer identifies the caller, a missing or invalid one is ignored. Without an
  // Authorization header (every hot public read) this is one property check, synchronously.
  function identifyCaller(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
    if (request.headers.authorization === undefined) {
      done();
      return;
    }
    callerOf(request).then((caller) => {
      request.auth = caller;
      done();
    }, done);
  }

  async function requireRole(request: FastifyRequest, role: RoleRule): Promise<void> {
    const caller = await callerOf(request);
    if (caller === null) throw unauthorized();
    request.auth = caller;
    if (!hasRole(role, caller)) throw forbidden();
  }

  function roleGate({ role }: AccessRule): onRequestHookHandler {
    if (role === 'anyone') return identifyCaller;
    return async (request) => requireRole(request, role);
  }

  function ownerGate({ row, idOf }: OwnerRule): preHandlerAsyncHookHandler {
    return async function requireOwner(request) {
      const caller = request.auth;
      if (caller === null) throw unauthorized();
      if (isAdmin(caller)) return;
      const id = idOf ? idOf(request) : (request.params as { id: number }).id;
      const owner = await owners[row](id);
      if (owner === undefined) throw notFound(errorTexts.noneWithId(row === 'reviewReply' ? 'review' : row, id));
      if (owner !== caller.userId) throw forbidden(`Enkel de eigenaar of een admin heeft toegang tot deze ${ROW_NAMES[row]}.`);
    };
  }

  api.addHook('onRoute', (route) => {
    const path = route.url.startsWith(prefix) ? route.url.slice(prefix.length) || '/' : route.url;
    const methods = [route.method].flat().map((method) => method.toUpperCase());
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`${methods.join(',')} ${path} declares no access: give the route config.access (api/src/auth/access.ts)`);
    }
    const rule = ruleOf(access);
    if (rule === 'idToken') {
      route.preValidation = [requireIdToken(verifyIdToken), ...[route.preValidation ?? []].flat()];
    } else {
      if (rule.owner && rule.role === 'anyone') throw new Error(`${path}: an owner rule needs a role that requires a token`);
      route.onRequest = [roleGate(rule), ...[route.onRequest ?? []].flat()];
      if (rule.owner) route.preHandler = [ownerGate(rule.owner), ...[route.preHandler ?? []].flat()];
    }
    document(route, rule);
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: path, access });
  });
  return routes;
}

/** The gate's own answers and the bearer in the OpenAPI document, so they always match the declaration. */
function document(route: RouteOptions, rule: AccessRule | 'idToken'): void {
  const schema = route.schema ?? {};
  const codes: number[] = [];
  let security: Array<Record<string, string[]>> | undefined;
  let who: string;
  if (rule === 'idToken') {
    codes.push(401);
    who = 'wie een geldig ID-token van de identiteitsprovider meestuurt';
  } else {
    who = ROLE_TEXTS[rule.role];
    if (rule.role !== 'anyone') {
      codes.push(401, 403);
      security = [{ bearerAuth: [] }];
    }
    if (rule.owner) {
      codes.push(404);
      who += `, enkel de eigenaar van de ${ROW_NAMES[rule.owner.row]} of een admin`;
    }
  }
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const code of codes) response[code] ??= ApiErrorRefSchema;
  route.schema = {
    ...schema,
    description: [schema.description, `Toegang: ${who}.`].filter(Boolean).join(' '),
    response,
    ...(security ? { security } : {}),
  };
}
