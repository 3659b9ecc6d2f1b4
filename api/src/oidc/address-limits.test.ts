// Guessing and flooding from one address. Failed logins are slowed per account (oidc.test.ts) and also
// counted per client address, whichever accounts they try; new accounts are limited per address. Both answer the
// provider's Dutch 'Te veel pogingen …' page. The limits are lowered here; the defaults are ADDRESS_LIMITS.
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/database.ts';
import { authorize, Browser, startServer, type TestServer } from './test-kit.ts';

describe.each(testDialects())('per-address limits of the embedded provider on %s', (dialect) => {
  let t: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    server = await startServer(t.db, undefined, { loginFailures: { max: 4, windowMs: 60_000 }, accounts: { max: 3, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  const person = (n: number) => ({ email: `persoon${n}@example.org`, firstname: 'Sam', lastname: 'Peeters', password: 'een lange zin als wachtwoord', password2: 'een lange zin als wachtwoord' });

  async function registerFrom(browser: Browser, n: number) {
    const authorization = await authorize(browser, server);
    const page = await browser.follow(authorization.page.url.replace(/\/?$/, '/register'));
    return browser.submit(page, person(n));
  }

  test('new accounts: three from one address, the fourth waits', async () => {
    for (const n of [1, 2, 3]) expect((await registerFrom(new Browser(), n)).status).not.toBe(429);
    const fourth = await registerFrom(new Browser(), 4);
    expect(fourth.status).toBe(429);
    expect(fourth.html).toContain('Te veel pogingen: vanaf dit netwerk zijn net veel accounts aangemaakt. Probeer het over 1 minuut opnieuw.');
    expect(await t.db.selectFrom('identity_accounts').select('email').where('email', '=', 'persoon4@example.org').execute()).toEqual([]);
  });

  test('failed logins on different accounts add up per address: then even the right password waits', async () => {
    const browser = new Browser();
    const { page } = await authorize(browser, server);
    // One failure per account: the per-account slowdown (from the third) never starts.
    for (const n of [1, 2, 3, 9]) expect((await browser.submit(page, { email: `persoon${n}@example.org`, password: 'verkeerd wachtwoord' })).status).toBe(401);
    const blocked = await browser.submit(page, { email: 'persoon1@example.org', password: 'een lange zin als wachtwoord' });
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain('Te veel pogingen vanaf dit netwerk. Probeer het binnen 1 minuut opnieuw.');
    // The page to change a password counts and honours the same limit.
    const change = await new Browser().follow(`${server.issuer}/password`);
    const refused = await new Browser().submit(change, { email: 'persoon2@example.org', current: 'een lange zin als wachtwoord', password: 'nog een andere lange zin', password2: 'nog een andere lange zin' });
    expect(refused.status).toBe(429);
  });
});
