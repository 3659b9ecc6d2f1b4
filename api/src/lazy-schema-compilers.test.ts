// Fastify's compilers with each route's functions built at first use: the same checks and the same JSON as
// Fastify's own, nothing built before it is needed, everything built by compileRemaining, and a schema that
// cannot compile named with its route instead of stopping the start.
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApp } from '../test/app.ts';
import { lazySchemaCompilers, type LazySchemaCompilers } from './lazy-schema-compilers.ts';

const toolBody = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: { type: 'string', minLength: 2 }, stars: { type: 'integer', default: 3 } },
} as const;
const toolAnswer = { type: 'object', properties: { name: { type: 'string' }, stars: { type: 'integer' } } } as const;

/** Two routes with schemas (a body and an answer; a query and an answer), under Fastify's or the lazy compilers. */
async function appWith(schemas: LazySchemaCompilers | null): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ...(schemas && { schemaController: { compilersFactory: schemas.compilersFactory } }) });
  // Both answers carry a field their schema does not name: the serializer leaves it out.
  app.post('/tools', { schema: { body: toolBody, response: { 200: toolAnswer } } }, async (request) => ({ ...(request.body as object), secret: 'x' }));
  app.get('/count', { schema: { querystring: { type: 'object', properties: { n: { type: 'integer' } } }, response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } } } }, async (request) => ({
    n: (request.query as { n: number }).n,
    secret: 'x',
  }));
  await app.ready();
  return app;
}

test('requests are checked, coerced, defaulted and answered exactly as with Fastify’s own compilers', async () => {
  const own = await appWith(null);
  const lazy = await appWith(lazySchemaCompilers());
  const requests = [
    { method: 'POST', url: '/tools', payload: { name: 'Canva' } },
    { method: 'POST', url: '/tools', payload: { name: 'C' } },
    { method: 'POST', url: '/tools', payload: { name: 'Canva', extra: true } },
    { method: 'POST', url: '/tools', payload: { stars: 'veel' } },
    { method: 'GET', url: '/count?n=42' },
    { method: 'GET', url: '/count?n=veel' },
  ] as const;
  try {
    for (const request of requests) {
      const [expected, actual] = await Promise.all([own.inject(request), lazy.inject(request)]);
      expect({ request, status: actual.statusCode, body: actual.json() }).toEqual({ request, status: expected.statusCode, body: expected.json() });
    }
    expect((await lazy.inject(requests[0])).json()).toEqual({ name: 'Canva', stars: 3 });
    expect((await lazy.inject(requests[1])).statusCode).toBe(400);
  } finally {
    await Promise.all([own.close(), lazy.close()]);
  }
});

test('nothing is built before it is needed; a request builds its route’s functions; compileRemaining builds the rest', async () => {
  const schemas = lazySchemaCompilers();
  const app = await appWith(schemas);
  try {
    // POST /tools: body and answer; GET /count (and the HEAD Fastify adds to it): query and answer each.
    expect(schemas.waiting()).toBe(6);
    expect((await app.inject({ method: 'GET', url: '/count?n=1' })).json()).toEqual({ n: 1 });
    expect(schemas.waiting()).toBe(4);
    expect(await schemas.compileRemaining()).toEqual([]);
    expect(schemas.waiting()).toBe(0);
    expect((await app.inject({ method: 'POST', url: '/tools', payload: { name: 'Canva' } })).json()).toEqual({ name: 'Canva', stars: 3 });
  } finally {
    await app.close();
  }
});

test('a schema that cannot compile does not stop the start: compileRemaining names its route, and the route answers 500', async () => {
  const schemas = lazySchemaCompilers();
  const app = Fastify({ logger: false, schemaController: { compilersFactory: schemas.compilersFactory } });
  app.get('/broken', { schema: { response: { 200: { $ref: 'nowhere#/definitions/tool' } } } }, async () => ({ name: 'Canva' }));
  app.get('/fine', async () => ({ ok: true }));
  try {
    await app.ready();
    const failures = await schemas.compileRemaining();
    // GET and the HEAD that Fastify adds for it.
    expect(failures.map((failure) => failure.message)).toEqual([
      expect.stringMatching(/^The response 200 schema of GET \/broken cannot be compiled: Cannot resolve ref/),
      expect.stringMatching(/^The response 200 schema of HEAD \/broken cannot be compiled: /),
    ]);
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/fine' })).json()).toEqual({ ok: true });
  } finally {
    await app.close();
  }
});

describe('the API', () => {
  test('every route’s schema compiles, and none is built before the server is ready', async () => {
    const schemas = lazySchemaCompilers();
    const { close } = await createTestApp('sqlite', { schemaCompilers: schemas });
    try {
      // Ready to listen, and not one function built yet: a start no longer compiles them.
      expect(schemas.waiting()).toBeGreaterThan(200);
      expect(await schemas.compileRemaining()).toEqual([]);
      expect(schemas.waiting()).toBe(0);
    } finally {
      await close();
    }
  });

  test('once the server listens, the functions not built yet are built in the background', async () => {
    const schemas = lazySchemaCompilers();
    const { app, close } = await createTestApp('sqlite', { schemaCompilers: schemas });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const deadline = Date.now() + 10_000;
      while (schemas.waiting() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(schemas.waiting()).toBe(0);
    } finally {
      await close();
    }
  });
});
