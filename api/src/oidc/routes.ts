// The Fastify side of the provider: oidc-provider's own endpoints (a catch-all that hands the raw request to
// Koa) and the Dutch pages of the interactions (login, registration, one-time password change), the forgotten
// password form and the reset link.
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';
import type Provider from 'oidc-provider';
import type { EmbeddedProviderOptions } from './index.ts';
import { PASSWORD_MAX, isValidEmail, isValidName } from 'shared/contracts';
import {
  checkLogin,
  clearFailures,
  createAccount,
  createResetToken,
  findAccountByEmail,
  findAccountById,
  findResetAccount,
  normalizeEmail,
  setPassword,
  useResetToken,
} from './accounts.ts';
import { DatabaseAdapter } from './adapter.ts';
import { alert, escapeHtml, field, form, links, notice, renderPage, securityHeaders } from './html.ts';
import { SCOPES } from './provider.ts';
import { memoryCounters, type Counters } from '../limits/counters.ts';
import { passwordProblem } from './password-rule.ts';
import { LOGIN_OUTCOME, limitRefusals, loginAttempts } from '../operations/metrics/metrics.ts';
import { texts } from './texts.ts';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface PluginSettings extends Omit<EmbeddedProviderOptions, 'counters'> {
  provider: Provider;
  counters: Counters | undefined;
  /** The issuer's path ('/oidc'): the browser-facing base of every link. */
  basePath: string;
}

/** Per client address (issue 13): a network guessing many accounts' passwords, or making accounts in bulk. */
export interface AddressLimits {
  loginFailures: { max: number; windowMs: number };
  accounts: { max: number; windowMs: number };
}

/**
 * Generous enough for one building behind one address (a college's network, a venue's Wi-Fi): 30 failed logins in
 * 15 minutes, 20 new accounts an hour. Per account the wait doubles from the third failure (accounts.ts).
 */
export const ADDRESS_LIMITS: AddressLimits = {
  loginFailures: { max: 30, windowMs: 15 * 60_000 },
  accounts: { max: 20, windowMs: 60 * 60_000 },
};

/** Forms are small: a long field is an error, not a reason to read megabytes. */
const FORM_BODY_LIMIT = 16 * 1024;
const FIELD_MAX = 1000;
const UID = /^[\w-]{1,64}$/;
const RESET_TOKEN = /^[\w-]{43}$/;

type Form = Record<string, string>;

function parseForm(body: string): Form {
  const out: Form = Object.create(null);
  for (const [key, value] of new URLSearchParams(body)) if (!Object.hasOwn(out, key)) out[key] = value;
  return out;
}

/** A text field of the form: '' when absent, not text, or absurdly long. */
function read(request: FastifyRequest, name: string): string {
  const body = request.body as Form | undefined;
  const value = body && typeof body === 'object' ? body[name] : undefined;
  return typeof value === 'string' && value.length <= FIELD_MAX ? value : '';
}

function passwordErrors(password: string, confirmation: string, email = ''): { password?: string; confirmation?: string } {
  const problem = passwordProblem(password, email);
  if (problem !== null) return { password: problem === 'length' ? texts.rules.password : texts.rules.passwordCommon };
  if (password !== confirmation) return { confirmation: texts.rules.mismatch };
  return {};
}

export function oidcPlugin(settings: PluginSettings): FastifyPluginAsync {
  const { provider, db, issuer, siteOrigins, mailer, log, basePath } = settings;
  const counters = settings.counters ?? memoryCounters();
  const limits = settings.addressLimits ?? ADDRESS_LIMITS;
  const failuresKey = (request: FastifyRequest) => `oidc-login-failures:${request.ip}`;

  /** Whether this address has failed too often; counted per address in the window, whatever the account. */
  async function addressBlocked(request: FastifyRequest): Promise<boolean> {
    return (await counters.peek(failuresKey(request))) >= limits.loginFailures.max;
  }

  /** A login or a password change with a wrong password (or the address blocked): one more failure of the address. */
  async function countFailure(request: FastifyRequest): Promise<void> {
    await counters.hit(failuresKey(request), limits.loginFailures.windowMs);
  }
  const home = `${siteOrigins[0] ?? new URL(issuer).origin}/`;
  const issuerUrl = new URL(issuer);
  const headers = securityHeaders(siteOrigins);
  const callback = provider.callback();
  /** Who typed a correct one-time password in which interaction, until the new password is chosen. */
  const pendingChanges = new DatabaseAdapter(db, 'PasswordChange');

  const interactionPath = (uid: string, action = '') => `${basePath}/interaction/${encodeURIComponent(uid)}${action}`;

  function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
    return reply.code(status).headers(headers).type('text/html; charset=utf-8').send(renderPage({ title, body }));
  }

  function expiredPage(reply: FastifyReply): FastifyReply {
    return sendPage(reply, 400, texts.error.title, `<p>${escapeHtml(texts.error.expired)}</p>${links([[home, texts.backToSite]])}`);
  }

  // ---- pages ---------------------------------------------------------------------------------------------

  interface LoginView {
    email?: string;
    error?: string;
  }
  function loginPage(reply: FastifyReply, status: number, uid: string, view: LoginView = {}): FastifyReply {
    const content = [
      alert(view.error),
      field({ name: 'email', label: texts.login.email, type: 'email', value: view.email, autocomplete: 'username', autofocus: !view.email, maxlength: 254 }),
      field({ name: 'password', label: texts.login.password, type: 'password', autocomplete: 'current-password', autofocus: Boolean(view.email) }),
    ].join('\n');
    const body = form(interactionPath(uid, '/login'), content, texts.login.submit) +
      links([
        [interactionPath(uid, '/register'), texts.login.register],
        [`${basePath}/forgot?uid=${encodeURIComponent(uid)}`, texts.login.forgot],
        [interactionPath(uid, '/abort'), texts.cancel],
      ]);
    return sendPage(reply, status, texts.login.title, body);
  }

  interface RegisterView {
    values?: Partial<Record<'email' | 'firstname' | 'lastname', string>>;
    errors?: Partial<Record<'email' | 'firstname' | 'lastname' | 'password' | 'confirmation', string>>;
    alert?: string;
  }
  function registerPage(reply: FastifyReply, status: number, uid: string, view: RegisterView = {}): FastifyReply {
    const values = view.values ?? {};
    const errors = view.errors ?? {};
    const content = [
      alert(view.alert),
      field({ name: 'email', label: texts.register.email, type: 'email', value: values.email, autocomplete: 'email', error: errors.email, maxlength: 254 }),
      field({ name: 'firstname', label: texts.register.firstname, value: values.firstname, autocomplete: 'given-name', error: errors.firstname, maxlength: 24 }),
      field({ name: 'lastname', label: texts.register.lastname, value: values.lastname, autocomplete: 'family-name', error: errors.lastname, maxlength: 24 }),
      field({ name: 'password', label: texts.register.password, type: 'password', autocomplete: 'new-password', hint: texts.rules.passwordHint, error: errors.password, maxlength: PASSWORD_MAX }),
      field({ name: 'password2', label: texts.register.passwordConfirm, type: 'password', autocomplete: 'new-password', error: errors.confirmation, maxlength: PASSWORD_MAX }),
    ].join('\n');
    // The privacy statement in a window of its own: following it here would leave the form half filled in.
    const privacy = `<p class="hint">${escapeHtml(texts.register.privacy)} <a href="${escapeHtml(`${home}privacy`)}" target="_blank" rel="noopener">${escapeHtml(texts.register.privacyLink)}</a> ${escapeHtml(texts.register.newWindow)}.</p>`;
    const body = form(interactionPath(uid, '/register'), content, texts.register.submit) + privacy +
      links([[interactionPath(uid), texts.register.haveAccount], [interactionPath(uid, '/abort'), texts.cancel]]);
    return sendPage(reply, status, texts.register.title, body);
  }

  function newPasswordFields(errors: { password?: string; confirmation?: string }, labels: { password: string; passwordConfirm: string }): string {
    return [
      field({ name: 'password', label: labels.password, type: 'password', autocomplete: 'new-password', hint: texts.rules.passwordHint, error: errors.password, autofocus: true, maxlength: PASSWORD_MAX }),
      field({ name: 'password2', label: labels.passwordConfirm, type: 'password', autocomplete: 'new-password', error: errors.confirmation, maxlength: PASSWORD_MAX }),
    ].join('\n');
  }

  function changePasswordPage(reply: FastifyReply, status: number, uid: string, errors: { password?: string; confirmation?: string } = {}): FastifyReply {
    const body = notice(texts.changePassword.intro) +
      form(interactionPath(uid, '/password'), newPasswordFields(errors, texts.changePassword), texts.changePassword.submit);
    return sendPage(reply, status, texts.changePassword.title, body);
  }

  // ---- interaction helpers -------------------------------------------------------------------------------

  /** The interaction of the cookie, only when it is the one the URL names. */
  async function loadInteraction(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply): Promise<Interaction | undefined> {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  /** The first-party client never shows a consent page: the grant covers the requested scopes (of ours). */
  async function grantFor(details: Interaction, accountId: string): Promise<string> {
    let grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    if (grant !== undefined && grant.accountId !== accountId) grant = undefined;
    grant ??= new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    const requested = String(details.params.scope ?? '').split(' ').filter((scope) => (SCOPES as readonly string[]).includes(scope));
    grant.addOIDCScope(requested.join(' '));
    const missingClaims = details.prompt.details.missingOIDCClaims;
    if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
    return grant.save();
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: Parameters<Provider['interactionFinished']>[2]): Promise<void> {
    reply.hijack();
    try {
      await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    } catch (error) {
      // the reply is hijacked: no error handler any more, so answer on the raw response
      const expired = error instanceof errors.SessionNotFound;
      if (!expired) log.error({ err: error }, 'finishing an OpenID Connect interaction failed');
      const message = expired ? texts.error.expired : texts.error.generic;
      const html = renderPage({ title: texts.error.title, body: `<p>${escapeHtml(message)}</p>${links([[home, texts.backToSite]])}` });
      if (!reply.raw.headersSent) reply.raw.writeHead(expired ? 400 : 500, { ...headers, 'content-type': 'text/html; charset=utf-8' });
      reply.raw.end(html);
    }
  }

  async function finishLogin(request: FastifyRequest, reply: FastifyReply, details: Interaction, accountId: number): Promise<void> {
    const sub = String(accountId);
    const grantId = await grantFor(details, sub);
    await finish(request, reply, { login: { accountId: sub }, consent: { grantId } });
  }

  function remainingSeconds(details: Interaction): number {
    return Math.max(1, details.exp - Math.floor(Date.now() / 1000));
  }

  // ---- routes --------------------------------------------------------------------------------------------

  return async (app) => {
    // oidc-provider's endpoints: Koa reads the raw body itself, so nothing may be parsed here.
    await app.register(async (endpoints) => {
      endpoints.removeAllContentTypeParsers();
      endpoints.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      const prefix = app.prefix;
      const forward = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        const url = raw.url ?? '/';
        const rest = url.startsWith(prefix) ? url.slice(prefix.length) : url;
        const path = rest.startsWith('/') ? rest : `/${rest}`;
        // oidc-provider derives its mount path from originalUrl minus url, and its origin from these headers.
        raw.originalUrl = `${basePath}${path}`;
        raw.url = path;
        raw.headers['x-forwarded-proto'] = issuerUrl.protocol.slice(0, -1);
        raw.headers['x-forwarded-host'] = issuerUrl.host;
        raw.headers['x-forwarded-for'] = request.ip;
        for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
        await callback(raw, reply.raw);
      };
      endpoints.all('/*', forward);
    });

    // The pages: small url-encoded forms only, and every failure is a Dutch page.
    await app.register(async (pages) => {
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
        done(null, parseForm(body as string));
      });
      pages.setErrorHandler((error: FastifyError, request, reply) => {
        const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) request.log.error({ err: error }, 'identity page failed');
        const message = status === 500 ? texts.error.generic : texts.error.badRequest;
        return sendPage(reply, status, texts.error.title, `<p>${escapeHtml(message)}</p>${links([[home, texts.backToSite]])}`);
      });

      type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

      pages.get('/interaction/:uid', async (request: UidRequest, reply) => {
        const details = await loadInteraction(request, reply);
        if (details === undefined) return expiredPage(reply);
        const { uid } = details;
        if (details.prompt.name === 'consent') {
          const accountId = details.session?.accountId;
          if (accountId === undefined) return expiredPage(reply);
          const grantId = await grantFor(details, accountId);
          return finish(request, reply, { consent: { grantId } });
        }
        if (details.prompt.name !== 'login') return expiredPage(reply);
        if ((await pendingChanges.find(uid)) !== undefined) return changePasswordPage(reply, 200, uid);
        const hint = typeof details.params.login_hint === 'string' && isValidEmail(details.params.login_hint) ? details.params.login_hint : undefined;
        return loginPage(reply, 200, uid, { email: hint });
      });

      pages.post('/interaction/:uid/login', async (request: UidRequest, reply) => {
        const details = await loadInteraction(request, reply);
        if (details === undefined || details.prompt.name !== 'login') return expiredPage(reply);
        const email = read(request, 'email').trim();
        const password = read(request, 'password');
        if (await addressBlocked(request)) {
          loginAttempts.inc({ form: 'login', outcome: 'locked_address' });
          return loginPage(reply, 429, details.uid, { email, error: texts.login.tooManyFromAddress(limits.loginFailures.windowMs) });
        }
        const result = await checkLogin(db, email.length <= 254 ? email : '', password);
        loginAttempts.inc({ form: 'login', outcome: LOGIN_OUTCOME[result.kind] });
        if (result.kind === 'wait') return loginPage(reply, 429, details.uid, { email, error: texts.login.tooMany(result.seconds) });
        if (result.kind === 'wrong') {
          await countFailure(request);
          return loginPage(reply, 401, details.uid, { email, error: texts.login.wrong });
        }
        if (result.account.must_change_password === 1) {
          await pendingChanges.upsert(details.uid, { accountId: String(result.account.id) }, remainingSeconds(details));
          return changePasswordPage(reply, 200, details.uid);
        }
        return finishLogin(request, reply, details, result.account.id);
      });

      pages.post('/interaction/:uid/password', async (request: UidRequest, reply) => {
        const details = await loadInteraction(request, reply);
        if (details === undefined || details.prompt.name !== 'login') return expiredPage(reply);
        const pending = await pendingChanges.find(details.uid);
        if (pending?.accountId === undefined) return loginPage(reply, 400, details.uid);
        const accountId = Number(pending.accountId);
        const account = await findAccountById(db, accountId);
        if (account === undefined) return expiredPage(reply);
        const password = read(request, 'password');
        const problems = passwordErrors(password, read(request, 'password2'), account.email);
        if (problems.password || problems.confirmation) return changePasswordPage(reply, 400, details.uid, problems);
        await setPassword(db, accountId, password);
        await pendingChanges.destroy(details.uid);
        return finishLogin(request, reply, details, accountId);
      });

      pages.get('/interaction/:uid/register', async (request: UidRequest, reply) => {
        const details = await loadInteraction(request, reply);
        if (details === undefined || details.prompt.name !== 'login') return expiredPage(reply);
        return registerPage(reply, 200, details.uid);
      });

      pages.post('/interaction/:uid/register', async (request: UidRequest, reply) => {
        const details = await loadInteraction(request, reply);
        if (details === undefined || details.prompt.name !== 'login') return expiredPage(reply);
        const values = {
          email: normalizeEmail(read(request, 'email')),
          firstname: read(request, 'firstname').trim(),
          lastname: read(request, 'lastname').trim(),
        };
        const password = read(request, 'password');
        const problems: RegisterView['errors'] = {
          email: isValidEmail(values.email) ? undefined : texts.rules.email,
          firstname: isValidName(values.firstname) ? undefined : texts.rules.name,
          lastname: isValidName(values.lastname) ? undefined : texts.rules.name,
          ...passwordErrors(password, read(request, 'password2'), values.email),
        };
        if (Object.values(problems).some(Boolean)) return registerPage(reply, 400, details.uid, { values, errors: problems });
        const made = await counters.hit(`oidc-accounts:${request.ip}`, limits.accounts.windowMs);
        if (made.count > limits.accounts.max) {
          limitRefusals.inc({ limit: 'accounts_per_address' });
          return registerPage(reply, 429, details.uid, { values, alert: texts.register.tooMany(made.resetAt - Date.now()) });
        }
        const taken = () => registerPage(reply, 400, details.uid, { values, alert: texts.register.taken });
        if ((await findAccountByEmail(db, values.email)) !== undefined) return taken();
        const accountId = await createAccount(db, { ...values, password });
        if (accountId === undefined) return taken();
        log.info({ accountId }, 'identity account created');
        return finishLogin(request, reply, details, accountId);
      });

      pages.get('/interaction/:uid/abort', async (request: UidRequest, reply) => {
        const details = await loadInteraction(request, reply);
        if (details === undefined) return expiredPage(reply);
        return finish(request, reply, { error: 'access_denied', error_description: 'End-User aborted interaction' });
      });

      // ---- forgotten password (no interaction needed: the link in the mail may open in another browser) ----

      type ForgotRequest = FastifyRequest<{ Querystring: { uid?: string } }>;
      const backFromForgot = (uid: string | undefined): Array<[string, string]> =>
        typeof uid === 'string' && UID.test(uid) ? [[interactionPath(uid), texts.forgot.backToLogin]] : [[home, texts.backToSite]];
      const forgotAction = (uid: string | undefined) =>
        typeof uid === 'string' && UID.test(uid) ? `${basePath}/forgot?uid=${encodeURIComponent(uid)}` : `${basePath}/forgot`;
      const forgotPage = (reply: FastifyReply, status: number, uid: string | undefined, email = '', error?: string) =>
        sendPage(
          reply,
          status,
          texts.forgot.title,
          `<p>${escapeHtml(texts.forgot.intro)}</p>` +
            form(forgotAction(uid), field({ name: 'email', label: texts.forgot.email, type: 'email', value: email, autocomplete: 'email', error, autofocus: true, maxlength: 254 }), texts.forgot.submit) +
            links(backFromForgot(uid)),
        );

      pages.get('/forgot', async (request: ForgotRequest, reply) => forgotPage(reply, 200, request.query.uid));

      pages.post('/forgot', async (request: ForgotRequest, reply) => {
        const email = normalizeEmail(read(request, 'email'));
        if (!isValidEmail(email)) return forgotPage(reply, 400, request.query.uid, email, texts.rules.email);
        const account = await findAccountByEmail(db, email);
        if (account !== undefined) {
          const token = await createResetToken(db, account.id);
          const link = `${issuer}/reset/${token}`;
          // not awaited: a slow mail server must not tell who has an account
          mailer
            .send({ to: account.email, subject: texts.mail.resetSubject, text: texts.mail.resetBody(link) })
            .catch((error: unknown) => log.error({ err: error }, 'sending the password reset mail failed'));
        }
        return sendPage(reply, 200, texts.forgot.title, notice(texts.forgot.sent) + links(backFromForgot(request.query.uid)));
      });

      // ---- the reset link ----

      type ResetRequest = FastifyRequest<{ Params: { token: string } }>;
      const invalidLink = (reply: FastifyReply) =>
        sendPage(reply, 400, texts.reset.title, `<p>${escapeHtml(texts.reset.invalid)}</p>${links([[`${basePath}/forgot`, texts.reset.askNew]])}`);
      const resetPage = (reply: FastifyReply, status: number, token: string, problems: { password?: string; confirmation?: string } = {}) =>
        sendPage(reply, status, texts.reset.title, form(`${basePath}/reset/${token}`, newPasswordFields(problems, texts.reset), texts.reset.submit));

      pages.get('/reset/:token', async (request: ResetRequest, reply) => {
        const { token } = request.params;
        if (!RESET_TOKEN.test(token) || (await findResetAccount(db, token)) === undefined) return invalidLink(reply);
        return resetPage(reply, 200, token);
      });

      pages.post('/reset/:token', async (request: ResetRequest, reply) => {
        const { token } = request.params;
        if (!RESET_TOKEN.test(token) || (await findResetAccount(db, token)) === undefined) return invalidLink(reply);
        const password = read(request, 'password');
        const problems = passwordErrors(password, read(request, 'password2'));
        if (problems.password || problems.confirmation) return resetPage(reply, 400, token, problems);
        const accountId = await useResetToken(db, token);
        if (accountId === undefined) return invalidLink(reply);
        // the mail reached its owner: the address is proven
        await setPassword(db, accountId, password, { emailVerified: true });
        const account = await findAccountById(db, accountId);
        if (account !== undefined) await clearFailures(db, account.email);
        return sendPage(reply, 200, texts.reset.title, notice(texts.reset.done) + links([[home, texts.backToSite]]));
      });

      // ---- changing the password from the account (issue 13): the current one is required, guesses are slowed ----

      interface ChangeView {
        email?: string;
        errors?: { current?: string; password?: string; confirmation?: string };
      }
      const changeOwnPage = (reply: FastifyReply, status: number, view: ChangeView = {}) =>
        sendPage(
          reply,
          status,
          texts.ownPassword.title,
          form(
            `${basePath}/password`,
            [
              field({ name: 'email', label: texts.login.email, type: 'email', value: view.email, autocomplete: 'username', autofocus: !view.email, maxlength: 254 }),
              field({ name: 'current', label: texts.ownPassword.current, type: 'password', autocomplete: 'current-password', error: view.errors?.current, maxlength: PASSWORD_MAX }),
              newPasswordFields({ password: view.errors?.password, confirmation: view.errors?.confirmation }, texts.ownPassword),
            ].join('\n'),
            texts.ownPassword.submit,
          ) + links([[home, texts.backToSite]]),
        );

      pages.get('/password', async (_request, reply) => changeOwnPage(reply, 200));

      pages.post('/password', async (request, reply) => {
        const email = read(request, 'email').trim();
        const password = read(request, 'password');
        if (await addressBlocked(request)) {
          loginAttempts.inc({ form: 'password_change', outcome: 'locked_address' });
          return changeOwnPage(reply, 429, { email, errors: { current: texts.login.tooManyFromAddress(limits.loginFailures.windowMs) } });
        }
        const result = await checkLogin(db, email.length <= 254 ? email : '', read(request, 'current'));
        loginAttempts.inc({ form: 'password_change', outcome: LOGIN_OUTCOME[result.kind] });
        if (result.kind === 'wait') return changeOwnPage(reply, 429, { email, errors: { current: texts.login.tooMany(result.seconds) } });
        if (result.kind === 'wrong') {
          await countFailure(request);
          return changeOwnPage(reply, 401, { email, errors: { current: texts.login.wrong } });
        }
        const problems = passwordErrors(password, read(request, 'password2'), result.account.email);
        if (problems.password || problems.confirmation) return changeOwnPage(reply, 400, { email, errors: problems });
        await setPassword(db, result.account.id, password);
        log.info({ accountId: result.account.id }, 'identity account changed its password');
        return sendPage(reply, 200, texts.ownPassword.title, notice(texts.ownPassword.done) + links([[home, texts.backToSite]]));
      });
    });
  };
}
