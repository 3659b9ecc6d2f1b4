// `npm run fuzz`: the fuzzer of api/src/fuzz/openapi-fuzz.test.ts, longer and with a new seed each time, on a fresh
// SQLite database with the demo catalogue (FUZZ_RUNS requests per route, default 500; FUZZ_SEED to repeat a run;
// TEST_DATABASE_URL to run it on PostgreSQL instead).
import { createTestApp } from './app.ts';
import { createPersonas } from './identity.ts';
import { seedDemoCatalogue } from '../src/seed/index.ts';
import { fuzzApi } from '../src/fuzz/openapi-fuzz.ts';

const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 500);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

const target = await createTestApp(dialect);
try {
  await seedDemoCatalogue(target.db);
  const { headers } = await createPersonas(target.db);
  const started = performance.now();
  const { requests, findings } = await fuzzApi({
    app: target.app,
    personas: { visitor: {}, user: headers.user, admin: headers.admin },
    seed,
    runsPerOperation,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Fuzzed ${target.app.apiRoutes.length} routes on ${dialect} with seed ${seed}: ${requests} requests in ${seconds} s, ${findings.length} finding(s).`);
  for (const finding of findings) console.log(JSON.stringify(finding, null, 2));
  process.exitCode = findings.length > 0 ? 1 : 0;
} finally {
  await target.close();
}
