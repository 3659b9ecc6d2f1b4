// The access gate on an app of its own: a declaration is required, the role is checked before the body is read,
// ownership after validation, and an 'anyone' route verifies a bearer only when one is sent.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { ApiErrorBodySchema } from 'shared/contracts';
import { registerErrorHandling } from '../errors/error-handler.ts';
import type { AccessTokenClaims } from './access-token.ts';
import { registerAccessGate } from './access.ts';
import type { ApiRoute } from './access.ts';

const CALLERS: Record<string, AccessTokenClaims> = {
  'token-of-user-1': { userId: 1, roles: ['user'] },
  'token-of-user-2': { userId: 2, roles: ['user'] },
  'token-of-provider-3': { userId: 3, roles: ['provider', 'user'] },
  'token-of-admin-9': { userId: 9, roles: ['admin', 'provider', 'user'] },
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** Review 10 is by user 1; review 11 by user 2; review 12 by nobody any more. */
const REVIEW_AUTHORS = new Map<number, number | null>([
  [10, 1],
  [11, 2],
  [12, null],
]);

interface Gate {
  app: FastifyInstance;
  routes: ApiRoute[];
  verified: string[];
  looked: number[];
}

async function gateApp(routes: (api: FastifyInstance) => void): Promise<Gate> {
  const gate: Gate = { app: Fastify(), routes: [], verified: [], looked: [] };
  registerErrorHandling(gate.app);
  // The gate documents its answers as references to the error body, as the app registers it.
  gate.app.addSchema(ApiErrorBodySchema);
  gate.app.decorateRequest('auth', null);
  gate.app.decorateRequest('identity', null);
  const noOwner = async () => undefined;
  await gate.app.register(
    async (api) => {
      gate.routes = registerAccessGate(api, {
        verifyAccessToken: async (token) => {
          gate.verified.push(token);
          return CALLERS[token] ?? null;
        },
        currentRoles: async (userId) => Object.values(CALLERS).find((caller) => caller.userId === userId)?.roles ?? null,
        verifyIdToken: null,
        owners: {
          review: async (id) => {
            gate.looked.push(id);
            return REVIEW_AUTHORS.get(id);
          },
          user: async (id) => id,
          provider: noOwner,
          tool: noOwner,
          issue: noOwner,
          comment: noOwner,
          reviewReply: noOwner,
          prediction: noOwner,
        },
        prefix: '/api',
      });
      routes(api);
    },
    { prefix: '/api' },
  );
  await gate.app.ready();
  return gate;
}

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } };
const textBody = { type: 'object', required: ['text'], properties: { text: { type: 'string', maxLength: 5 } }, additionalProperties: false };

describe('the access gate', () => {
  let gate: Gate;
  beforeAll(async () => {
    gate = await gateApp((api) => {
      const whoAmI = async (request: { auth: AccessTokenClaims | null }) => ({ caller: request.auth?.userId ?? null });
      api.get('/public', { config: { access: 'anyone' } }, whoAmI);
      api.get('/private', { config: { access: 'loggedIn' } }, whoAmI);
      api.post('/providers-only', { config: { access: 'provider' }, schema: { body: textBody } }, whoAmI);
      api.put('/reviews/:id', { config: { access: { role: 'loggedIn', owner: { row: 'review' } } }, schema: { params: idParams, body: textBody } }, whoAmI);
      api.get('/users/:id', { config: { access: { role: 'loggedIn', owner: { row: 'user' } } }, schema: { params: idParams } }, whoAmI);
      api.post('/login', { config: { access: 'idToken' } }, whoAmI);
    });
  });
  afterAll(() => gate.app.close());
  beforeEach(() => {
    gate.verified.length = 0;
    gate.looked.length = 0;
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'HEAD', url: string, headers: Record<string, string> = {}, payload?: string | object) =>
    gate.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload }) });

  test('a route under /api without a declared access stops the app from starting', async () => {
    await expect(gateApp((api) => api.get('/forgotten', async () => ({})))).rejects.toThrow('GET /forgotten declares no access');
  });

  test('an owner rule needs a role that requires a token', async () => {
    await expect(
      gateApp((api) => api.get('/reviews/:id', { config: { access: { role: 'anyone', owner: { row: 'review' } } } }, async () => ({}))),
    ).rejects.toThrow('an owner rule needs a role that requires a token');
  });

  test("'anyone': without an Authorization header no token is verified; a valid bearer identifies the caller, an invalid one is ignored", async () => {
    expect((await inject('GET', '/public')).json()).toEqual({ caller: null });
    expect(gate.verified).toEqual([]);
    expect((await inject('GET', '/public', bearer('token-of-user-1'))).json()).toEqual({ caller: 1 });
    const forged = await inject('GET', '/public', bearer('forged'));
    expect([forged.statusCode, forged.json()]).toEqual([200, { caller: null }]);
  });

  test('a role is checked before the body is read: 401 without a valid bearer, 403 for a refused role, even with a broken body', async () => {
    const broken = { 'content-type': 'application/json' };
    expect((await inject('POST', '/providers-only', broken, '{"text": ')).statusCode).toBe(401);
    expect((await inject('POST', '/providers-only', { ...broken, ...bearer('forged') }, '{"text": ')).statusCode).toBe(401);
    const refused = await inject('POST', '/providers-only', { ...broken, ...bearer('token-of-user-1') }, '{"text": ');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await inject('POST', '/providers-only', { ...broken, ...bearer('token-of-provider-3') }, '{"text": ')).statusCode).toBe(400);
    expect((await inject('POST', '/providers-only', bearer('token-of-admin-9'), { text: 'ja' })).json()).toEqual({ caller: 9 });
  });

  test('a HEAD request gets the gate of its GET route', async () => {
    expect((await inject('HEAD', '/private')).statusCode).toBe(401);
    expect((await inject('HEAD', '/private', bearer('token-of-user-1'))).statusCode).toBe(200);
  });

  test('ownership is checked after validation: the owner passes, another user 403, a missing row 404, an admin without a look-up', async () => {
    expect((await inject('PUT', '/reviews/10', bearer('token-of-user-1'), { text: 'ja' })).json()).toEqual({ caller: 1 });
    const other = await inject('PUT', '/reviews/10', bearer('token-of-user-2'), { text: 'ja' });
    expect([other.statusCode, other.json().code]).toEqual([403, 'FORBIDDEN']);
    const missing = await inject('PUT', '/reviews/99', bearer('token-of-user-1'), { text: 'ja' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await inject('PUT', '/reviews/12', bearer('token-of-user-1'), { text: 'ja' })).statusCode).toBe(403);
    expect(gate.looked).toEqual([10, 10, 99, 12]);
    gate.looked.length = 0;
    expect((await inject('PUT', '/reviews/11', bearer('token-of-admin-9'), { text: 'ja' })).json()).toEqual({ caller: 9 });
    expect((await inject('PUT', '/reviews/abc', bearer('token-of-user-1'), { text: 'ja' })).statusCode).toBe(400);
    expect((await inject('PUT', '/reviews/10', bearer('token-of-user-1'), { text: 'te lang' })).statusCode).toBe(400);
    expect(gate.looked).toEqual([]);
    expect((await inject('PUT', '/reviews/10', {}, { text: 'ja' })).statusCode).toBe(401);
  });

  test('a user is the owner of their own id', async () => {
    expect((await inject('GET', '/users/1', bearer('token-of-user-1'))).statusCode).toBe(200);
    expect((await inject('GET', '/users/2', bearer('token-of-user-1'))).statusCode).toBe(403);
    expect((await inject('GET', '/users/2', bearer('token-of-admin-9'))).statusCode).toBe(200);
  });

  test("'idToken': without a configured issuer the route answers 401", async () => {
    expect((await inject('POST', '/login', {}, { idToken: 'x' })).statusCode).toBe(401);
  });

  test('the routes are listed with their declared access, without the prefix, HEAD folded into GET', () => {
    expect(gate.routes.map((route) => `${route.method} ${route.url}`)).toEqual([
      'GET /public',
      'GET /private',
      'POST /providers-only',
      'PUT /reviews/:id',
      'GET /users/:id',
      'POST /login',
    ]);
    expect(gate.routes.find((route) => route.url === '/reviews/:id')?.access).toEqual({ role: 'loggedIn', owner: { row: 'review' } });
  });
});
