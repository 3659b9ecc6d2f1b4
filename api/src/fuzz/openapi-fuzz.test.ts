// The fuzzer (decision 0017) on every route of the API as it is registered (its OpenAPI document), on both databases,
// with a fixed seed so a failure repeats. `npm run fuzz` runs it longer with a new seed.
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDialects } from '../../test/database.ts';
import { createPersonas } from '../../test/identity.ts';
import { seedDemoCatalogue } from '../seed/index.ts';
import { fuzzApi } from './openapi-fuzz.ts';

const SEED = 20261123;

describe.each(testDialects())('on %s', (dialect) => {
  let test_: TestApp;
  let personas: Record<string, Record<string, string>>;

  beforeAll(async () => {
    test_ = await createTestApp(dialect);
    await seedDemoCatalogue(test_.db);
    const { headers } = await createPersonas(test_.db);
    personas = { visitor: {}, user: headers.user, admin: headers.admin };
  }, 60_000);
  afterAll(() => test_.close());

  test('every route, as a visitor, a user and an admin: no 5xx, no stack, only answers its schema names', async () => {
    const { requests, findings } = await fuzzApi({ app: test_.app, personas, seed: SEED, runsPerOperation: 30 });
    expect(findings).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(30 * test_.app.apiRoutes.length);
  }, 300_000);
});

test('the fuzzer finds a route that breaks on input (a check that can fail)', async () => {
  const broken = await createTestApp('sqlite', {
    beforeReady: (app: FastifyInstance) => {
      app.register(
        async (api) => {
          api.get('/breekbaar', {
            schema: {
              querystring: { type: 'object', properties: { naam: { type: 'string', maxLength: 50 } } },
              response: { 200: { type: 'object', properties: { eerste: { type: 'string' } } }, 400: {} },
            },
            // A bug a fuzzer should find: the first character of an empty name.
            handler: async (request) => ({ eerste: ((request.query as { naam?: string }).naam ?? '').match(/./u)![0] }),
          });
        },
        { prefix: '/api' },
      );
    },
  });
  try {
    const { findings } = await fuzzApi({ app: broken.app, personas: { visitor: {} }, seed: SEED, runsPerOperation: 50 });
    expect(findings.map((finding) => [finding.request.method, finding.problem])).toContainEqual(['GET', 'answered 500']);
  } finally {
    await broken.close();
  }
  // It walks every route of the app too (the broken one is among them): more routes, more time.
}, 120_000);
