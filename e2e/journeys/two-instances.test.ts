// Two API processes on one PostgreSQL database and one Redis, behind one address (a small round-robin proxy), are
// one site (decisions 0017 and 0027): a visitor creates an account and logs in through either, a write on one is read on the
// other at once, and the request limit counts across both.
import { randomBytes } from 'node:crypto';
import { createServer, request as forward, type Server } from 'node:http';
import pg from 'pg';
import { visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { completeWelcome, createAccount, type Person } from '../support/login.ts';
import { freePort, startSite, type Site } from '../support/site.ts';
import { messages } from '../support/texts.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const RATE_LIMIT_MAX = 400;

interface Proxy {
  url: string;
  /** Requests to /api with a bearer token, per upstream. */
  authenticated: number[];
  close(): Promise<void>;
}

/** Sends request after request to the next upstream, as a load balancer without affinity does. */
async function roundRobin(ports: () => number[]): Promise<Proxy> {
  const port = await freePort();
  const authenticated = [0, 0];
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next++ % 2;
    if (incoming.url?.startsWith('/api/') && incoming.headers.authorization) authenticated[index] += 1;
    const upstream = forward(
      { host: '127.0.0.1', port: ports()[index], method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    authenticated,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const describeWithServices = databaseUrl && redisUrl ? describe : describe.skip;

describeWithServices('two API processes behind one address', () => {
  const database = `twin_${process.pid}_${randomBytes(3).toString('hex')}`;
  // A Redis database of its own, so another run on this machine counts apart.
  const redis = `${redisUrl}/${1 + (process.pid % 15)}`;
  let proxy: Proxy;
  let second: Site;

  const { site: first, page } = journeyPerTest(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    proxy = await roundRobin(() => [first.port, second.port]);
    return { env: sharedEnv() };
  });

  function sharedEnv(): Record<string, string> {
    const url = new URL(databaseUrl!);
    url.pathname = `/${database}`;
    // One issuer for both (PUBLIC_URL), one database, one Redis; each process has its own port and data folder.
    return { DATABASE_URL: url.toString(), PUBLIC_URL: proxy.url, REDIS_URL: redis, RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) };
  }

  beforeAll(async () => {
    // The second starts once the first has migrated and seeded the database.
    second = await startSite({ env: sharedEnv() });
  }, 60_000);

  afterAll(async () => {
    await second?.stop();
    await proxy?.close();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  test('an account made through one is logged in on both, and a change on one is read on the other', async () => {
    const person: Person = { email: 'sara.wouters@zalen.be', password: 'Voorjaar2026!', firstname: 'Sara', lastname: 'Wouters' };
    await visit(page, proxy.url, '/');
    await createAccount(page, person);
    await completeWelcome(page, person);

    await visit(page, proxy.url, '/account/edit');
    const lastname = page.getByLabel(messages.account.edit.lastname);
    expect(await lastname.inputValue()).toBe(person.lastname);
    await lastname.fill('Wouters-Claes');
    await page.getByRole('button', { name: messages.account.edit.submit }).click();
    await page.getByText(messages.account.edit.updated).waitFor();

    // The session's bearer went to both processes, and both read the change straight from the database.
    expect(proxy.authenticated.every((count) => count > 0)).toBe(true);
    const id = (await first.api<{ data: { id: number; name: string }[] }>('users/names')).data.find((user) => user.name.startsWith('Sara'))!.id;
    for (const site of [first, second]) {
      expect(await site.api(`users/name/${id}`)).toEqual({ firstname: 'Sara', lastname: 'Wouters-Claes' });
    }
  });

  test('the request limit counts the requests of both processes together', async () => {
    let accepted = 0;
    let refused = 0;
    for (let round = 0; round < RATE_LIMIT_MAX; round += 1) {
      for (const site of [first, second]) {
        const answer = await fetch(`${site.url}/api/health/ping`);
        await answer.arrayBuffer();
        if (answer.status === 429) refused += 1;
        else accepted += 1;
      }
    }
    // Counted apart, each process would have let RATE_LIMIT_MAX through: 2 × 400.
    expect(accepted).toBeLessThanOrEqual(RATE_LIMIT_MAX);
    expect(refused).toBeGreaterThanOrEqual(RATE_LIMIT_MAX);
  });
});
