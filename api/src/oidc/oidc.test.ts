import { createLocalJWKSet, jwtVerify } from 'jose';
import { createTestDatabase, testDialects } from '../../test/database.ts';
import type { TestDatabase } from '../../test/database.ts';
import { authorize, Browser, CLIENT_ID, codeOf, exchangeCode, startServer } from './test-kit.ts';
import type { Page, TestServer } from './test-kit.ts';

describe.each(testDialects())('embedded OpenID Connect provider on %s', (dialect) => {
  let t: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    server = await startServer(t.db);
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  async function register(browser: Browser, fields: Record<string, string>) {
    const authorization = await authorize(browser, server);
    const registerPage = await browser.follow(authorization.page.url.replace(/\/?$/, '/register'));
    const done = await browser.submit(registerPage, fields);
    return { authorization, registerPage, done };
  }

  const account = (email: string) => ({ email, firstname: 'Sofie', lastname: 'Janssens', password: 'Geheim#2026', password2: 'Geheim#2026' });

  test('discovery lists the endpoints under /oidc', async () => {
    const response = await fetch(`${server.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.issuer).toBe(server.issuer);
    expect(body.authorization_endpoint).toBe(`${server.issuer}/auth`);
    expect(body.token_endpoint).toBe(`${server.issuer}/token`);
    expect(body.jwks_uri).toBe(`${server.issuer}/jwks`);
    expect(body.end_session_endpoint).toBe(`${server.issuer}/session/end`);
    expect(body.code_challenge_methods_supported).toEqual(['S256']);
    expect(body.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    const jwks = await (await fetch(body.jwks_uri)).json();
    expect(jwks).toEqual(server.embedded.publicJwks);
  });

  test('registration logs in: code, token exchange with PKCE, an ID token with e-mail and names', async () => {
    const browser = new Browser();
    const { authorization, registerPage, done } = await register(browser, account('sofie@example.org'));
    expect(registerPage.status).toBe(200);
    expect(registerPage.html).toContain('<html lang="nl">');
    expect(registerPage.html).toContain('Account aanmaken');
    // Under the form, the site's privacy statement, in a window of its own so the form stays as it is.
    expect(registerPage.html).toContain(`<a href="${server.origin}/privacy" target="_blank" rel="noopener">privacyverklaring</a> (opent in een nieuw tabblad).`);
    expect(registerPage.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(registerPage.headers.get('x-content-type-options')).toBe('nosniff');
    expect(registerPage.headers.get('referrer-policy')).toBe('no-referrer');
    expect(registerPage.headers.get('cache-control')).toBe('no-store');
    expect(done.url.startsWith(authorization.redirectUri)).toBe(true);

    const code = codeOf(done.url, authorization.state);
    const wrongVerifier = await exchangeCode(server, { ...authorization, verifier: 'x'.repeat(43) }, code);
    expect(wrongVerifier.status).toBe(400);
    // the code is spent by the failed attempt: start again
    const again = await authorize(browser, server);
    const token = await exchangeCode(server, again, codeOf(again.page.url, again.state));
    expect(token.status).toBe(200);
    const { payload, protectedHeader } = await jwtVerify(token.body.id_token, createLocalJWKSet(server.embedded.publicJwks), {
      issuer: server.issuer,
      audience: CLIENT_ID,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      email: 'sofie@example.org',
      email_verified: false,
      given_name: 'Sofie',
      family_name: 'Janssens',
      nonce: again.nonce,
    });
    const row = await t.db.selectFrom('identity_accounts').selectAll().where('email', '=', 'sofie@example.org').executeTakeFirstOrThrow();
    expect(payload.sub).toBe(String(row.id));
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  test('registration checks every field in Dutch and does not confirm a taken address', async () => {
    const browser = new Browser();
    const { done } = await register(browser, { email: 'geen-adres', firstname: 'J', lastname: 'Jan5sens', password: 'kort', password2: 'kort' });
    expect(done.status).toBe(400);
    expect(done.html).toContain('Dit is geen geldig emailadres.');
    expect(done.html).toContain('Dit is geen geldige naam. Elke naam moet minstens 2 tekens lang zijn en mag geen cijfers of speciale tekens bevatten.');
    expect(done.html).toContain('Het wachtwoord moet minstens 8 en hoogstens 128 tekens lang zijn.');
    const mismatch = await browser.submit(done, { ...account('nieuw@example.org'), password2: 'Anders#2026' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.html).toContain('De wachtwoorden komen niet overeen.');
    await register(new Browser(), account('bezet@example.org'));
    const taken = await browser.submit(mismatch, account('BEZET@example.org'));
    expect(taken.status).toBe(400);
    expect(taken.html).toContain('Met dit e-mailadres kan geen account aangemaakt worden. Probeer in te loggen of kies Wachtwoord vergeten.');
  });

  test('a common password is refused in Dutch; a passphrase and a password manager’s password are accepted', async () => {
    const common = await register(new Browser(), { ...account('gewoon@example.org'), password: 'Welkom01', password2: 'Welkom01' });
    expect(common.done.status).toBe(400);
    expect(common.done.html).toContain('Dit wachtwoord wordt te vaak gebruikt of is ooit uitgelekt.');
    const phrase = 'de zaal is vol maar niet één plek vrij';
    const passphrase = await register(new Browser(), { ...account('zin@example.org'), password: phrase, password2: phrase });
    expect(passphrase.done.url.startsWith(passphrase.authorization.redirectUri)).toBe(true);
    const generated = 'vT9#qL2@xR7!mW4$zK8%nB3^hJ6&cF1*dS5(gP0)';
    const manager = await register(new Browser(), { ...account('beheerder@example.org'), password: generated, password2: generated });
    expect(manager.done.url.startsWith(manager.authorization.redirectUri)).toBe(true);
  });

  test('bad input never gives a 500', async () => {
    const browser = new Browser();
    const { page } = await authorize(browser, server);
    const action = (suffix: string) => page.url.replace(/\/?$/, suffix);
    const post = (url: string, body: string, type = 'application/x-www-form-urlencoded') =>
      browser.fetch(url, { method: 'POST', headers: { 'content-type': type }, body });
    const cases: Array<[string, string, string?]> = [
      [action('/login'), ''],
      [action('/login'), 'email=&password='],
      [action('/login'), `email=${'a'.repeat(5000)}%40example.org&password=${'b'.repeat(5000)}`],
      [action('/login'), 'email=a%40b.nl&email=c%40d.nl&password[]=x&__proto__=1'],
      [action('/register'), ''],
      [action('/register'), `email=x%40example.org&firstname=${'Ab'.repeat(3000)}&lastname=Cd&password=Geheim%232026&password2=Geheim%232026`],
      [action('/password'), 'password=x'],
      [action('/login'), `email=${'a'.repeat(20000)}`],
      [action('/login'), '{"email":"x"}', 'application/json'],
      [action('/login'), 'email=x', 'text/plain'],
      [`${server.issuer}/forgot`, 'email=%00'],
      [`${server.issuer}/reset/abc`, 'password=x'],
      [`${server.issuer}/reset/${'a'.repeat(43)}`, 'password=Geheim%232026&password2=Geheim%232026'],
      [`${server.issuer}/interaction/onbekend/login`, 'email=a%40b.nl&password=x'],
      [`${server.issuer}/token`, 'grant_type=authorization_code&code=nope&client_id=roadmap-shell'],
      [`${server.issuer}/token`, '%%%', 'application/x-www-form-urlencoded'],
    ];
    const statuses: Array<[string, number]> = [];
    for (const [url, body, type] of cases) {
      const response = await post(url, body, type);
      statuses.push([`${url} ${body.slice(0, 40)}`, response.status]);
      await response.text();
    }
    expect(statuses.filter(([, status]) => status < 400 || status >= 500)).toEqual([]);
    const unknown = await browser.fetch(`${server.issuer}/interaction/bestaat-niet`);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Deze inlogpoging is verlopen');
    const badClient = await fetch(`${server.issuer}/auth?client_id=vreemd&response_type=code&scope=openid`);
    expect(badClient.status).toBe(400);
    const errorPage = await badClient.text();
    expect(errorPage).toContain('<html lang="nl">');
    expect(errorPage).toContain('Terug naar de website');
    expect(errorPage).not.toMatch(/at .*\.js:\d+/);
  });

  test('PKCE is required, with S256 only', async () => {
    const browser = new Browser();
    const without = await authorize(browser, server, { code_challenge: '', code_challenge_method: '' });
    expect(new URL(without.page.url).searchParams.get('error')).toBe('invalid_request');
    const plain = await authorize(browser, server, { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' });
    expect(new URL(plain.page.url).searchParams.get('error')).toBe('invalid_request');
  });

  test('a session whose grant is gone gets a new one without a consent page', async () => {
    const browser = new Browser();
    await register(browser, account('toestemming@example.org'));
    await t.db.deleteFrom('oidc_payloads').where('model', '=', 'Grant').execute();
    const silent = await authorize(browser, server, { prompt: 'none' });
    expect(new URL(silent.page.url).searchParams.get('error')).toBe('consent_required');
    const again = await authorize(browser, server);
    const token = await exchangeCode(server, again, codeOf(again.page.url, again.state));
    expect(token.status).toBe(200);
    const { payload } = await jwtVerify(token.body.id_token, createLocalJWKSet(server.embedded.publicJwks));
    expect(payload.email).toBe('toestemming@example.org');
  });

  async function loginPage(browser: Browser): Promise<{ authorization: Awaited<ReturnType<typeof authorize>>; page: Page }> {
    const authorization = await authorize(browser, server);
    expect(authorization.page.html).toContain('Wachtwoord vergeten?');
    return { authorization, page: authorization.page };
  }

  test('a wrong password and an unknown address get the same Dutch answer', async () => {
    await register(new Browser(), account('jan@example.org'));
    const browser = new Browser();
    const { page } = await loginPage(browser);
    expect(page.html).toContain('<h1>Inloggen</h1>');
    expect(page.html).toContain('Account aanmaken');
    const wrong = await browser.submit(page, { email: 'jan@example.org', password: 'Fout#12345' });
    const unknown = await browser.submit(page, { email: 'nobody@example.org', password: 'Fout#12345' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.html).toContain('Het e-mailadres of wachtwoord is niet correct.');
    expect(unknown.html.replaceAll('nobody@example.org', 'jan@example.org')).toBe(wrong.html);
  });

  test('after 3 failures the next attempt must wait, a success resets the counter', async () => {
    await register(new Browser(), account('traag@example.org'));
    const browser = new Browser();
    const { authorization, page } = await loginPage(browser);
    for (let i = 0; i < 3; i++) {
      const wrong = await browser.submit(page, { email: 'Traag@example.org', password: `Fout#1234${i}` });
      expect(wrong.html).toContain('Het e-mailadres of wachtwoord is niet correct.');
    }
    const refused = await browser.submit(page, { email: 'traag@example.org', password: 'Geheim#2026' });
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('Te veel pogingen. Probeer het over 1 seconde opnieuw.');
    const unknownRefused = await browser.submit(page, { email: 'niemand@example.org', password: 'x' });
    expect(unknownRefused.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const ok = await browser.submit(page, { email: 'traag@example.org', password: 'Geheim#2026' });
    expect(ok.url.startsWith(authorization.redirectUri)).toBe(true);
    expect(await t.db.selectFrom('login_failures').selectAll().where('email', '=', 'traag@example.org').executeTakeFirst()).toBeUndefined();
  });

  test('Wachtwoord wijzigen needs the current password; the new one follows the rule; then it logs in', async () => {
    await register(new Browser(), account('wijzig@example.org'));
    const browser = new Browser();
    const page = await browser.follow(`${server.issuer}/password`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Wachtwoord wijzigen</h1>');
    const wrong = await browser.submit(page, { email: 'wijzig@example.org', current: 'Fout#2026', password: 'een nieuwe zin om te onthouden', password2: 'een nieuwe zin om te onthouden' });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('Het e-mailadres of wachtwoord is niet correct.');
    const common = await browser.submit(page, { email: 'wijzig@example.org', current: 'Geheim#2026', password: 'iloveyou', password2: 'iloveyou' });
    expect(common.status).toBe(400);
    expect(common.html).toContain('Dit wachtwoord wordt te vaak gebruikt');
    const done = await browser.submit(page, { email: 'wijzig@example.org', current: 'Geheim#2026', password: 'een nieuwe zin om te onthouden', password2: 'een nieuwe zin om te onthouden' });
    expect(done.status).toBe(200);
    expect(done.html).toContain('Je wachtwoord is gewijzigd.');

    const login = new Browser();
    const { page: loginForm, authorization } = await loginPage(login);
    const old = await login.submit(loginForm, { email: 'wijzig@example.org', password: 'Geheim#2026' });
    expect(old.status).toBe(401);
    const ok = await login.submit(loginForm, { email: 'wijzig@example.org', password: 'een nieuwe zin om te onthouden' });
    expect(ok.url.startsWith(authorization.redirectUri)).toBe(true);
  });

  test('forgot password: a mailed link sets a new password once and proves the address', async () => {
    await register(new Browser(), account('vergeten@example.org'));
    const browser = new Browser();
    const { page } = await loginPage(browser);
    const forgotUrl = /href="([^"]*\/forgot[^"]*)"/.exec(page.html)![1].replaceAll('&amp;', '&');
    const forgot = await browser.follow(new URL(forgotUrl, page.url).href);
    expect(forgot.html).toContain('Wachtwoord vergeten?');
    const sent = await browser.submit(forgot, { email: 'Vergeten@example.org' });
    const unknown = await browser.submit(forgot, { email: 'onbekend@example.org' });
    const answer = 'Als er een account bestaat voor dit e-mailadres, ontvang je een e-mail met een link om een nieuw wachtwoord te kiezen.';
    expect(sent.html).toContain(answer);
    expect(unknown.html).toBe(sent.html);

    let mail;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = await t.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', 'vergeten@example.org').executeTakeFirst();
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mail!.subject).toBe('Nieuw wachtwoord kiezen');
    expect(await t.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', 'onbekend@example.org').execute()).toEqual([]);
    const link = new RegExp(`${server.issuer}/reset/[\\w-]{43}`).exec(mail!.body)![0];
    const stored = await t.db.selectFrom('password_resets').selectAll().execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(link.split('/').pop());

    const other = new Browser();
    const resetPage = await other.follow(link);
    expect(resetPage.html).toContain('Nieuw wachtwoord kiezen');
    const weak = await other.submit(resetPage, { password: 'zwak', password2: 'zwak' });
    expect(weak.status).toBe(400);
    const done = await other.submit(resetPage, { password: 'Nieuw#2026', password2: 'Nieuw#2026' });
    expect(done.status).toBe(200);
    expect(done.html).toContain('Je nieuwe wachtwoord is opgeslagen.');
    const row = await t.db.selectFrom('identity_accounts').selectAll().where('email', '=', 'vergeten@example.org').executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(1);

    const used = await other.follow(link);
    expect(used.status).toBe(400);
    expect(used.html).toContain('Deze link is verlopen of al gebruikt.');
    expect(used.html).toContain('Vraag een nieuwe link aan');
    const reuse = await other.submit(resetPage, { password: 'Ander#2026', password2: 'Ander#2026' });
    expect(reuse.status).toBe(400);

    const login = await loginPage(new Browser());
    const ok = await new Browser().submit(login.page, { email: 'vergeten@example.org', password: 'Nieuw#2026' });
    // another browser has no interaction cookie: the page says the attempt expired
    expect(ok.status).toBe(400);
    const same = new Browser();
    const fresh = await authorize(same, server);
    const loggedIn = await same.submit(fresh.page, { email: 'vergeten@example.org', password: 'Nieuw#2026' });
    const token = await exchangeCode(server, fresh, codeOf(loggedIn.url, fresh.state));
    const { payload } = await jwtVerify(token.body.id_token, createLocalJWKSet(server.embedded.publicJwks));
    expect(payload.email_verified).toBe(true);
  });

  test('logout asks nothing more: the page submits itself, then prompt=none needs a login again', async () => {
    const browser = new Browser();
    const { authorization, done } = await register(browser, account('uit@example.org'));
    const token = await exchangeCode(server, authorization, codeOf(done.url, authorization.state));
    const params = new URLSearchParams({ id_token_hint: token.body.id_token, post_logout_redirect_uri: `${server.origin}/` });
    const logout = await browser.follow(`${server.issuer}/session/end?${params}`);
    expect(logout.status).toBe(200);
    expect(logout.html).toContain('<h1>Uitloggen</h1>');
    expect(logout.html).toContain('Ja, uitloggen');
    const nonce = /<script nonce="([^"]+)"/.exec(logout.html)![1];
    expect(logout.headers.get('content-security-policy')).toContain(`script-src 'nonce-${nonce}'`);
    const confirm = await browser.submit(logout, {
      xsrf: /name="xsrf" value="([^"]+)"/.exec(logout.html)![1],
      logout: 'yes',
    });
    expect(confirm.url).toBe(`${server.origin}/`);
    const silent = await authorize(browser, server, { prompt: 'none' });
    expect(new URL(silent.page.url).searchParams.get('error')).toBe('login_required');
  });
});
