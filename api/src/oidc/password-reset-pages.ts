// The forgotten password: the form that mails a reset link, and the link's page that sets a new password. Neither
// needs an interaction: the link in the mail may open in another browser, hours later.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidEmail } from 'shared/contracts';
import { clearFailures, createResetToken, findAccountByEmail, findAccountById, findResetAccount, normalizeEmail, setPassword, useResetToken } from './accounts.ts';
import { hasErrors, newPasswordErrors, newPasswordFields, readField, type NewPasswordErrors } from './forms.ts';
import { escapeHtml, field, form, links, notice } from './html.ts';
import type { PageContext } from './page-context.ts';
import { texts } from './texts.ts';

const UID = /^[\w-]{1,64}$/;
const RESET_TOKEN = /^[\w-]{43}$/;

type ForgotRequest = FastifyRequest<{ Querystring: { uid?: string } }>;
type ResetRequest = FastifyRequest<{ Params: { token: string } }>;

export function registerPasswordResetPages(pages: FastifyInstance, context: PageContext): void {
  const { db, issuer, mailer, log, page } = context;

  // Opened from a login form (?uid=…), the way back leads to it; otherwise to the site.
  const knownUid = (uid: string | undefined): uid is string => typeof uid === 'string' && UID.test(uid);
  const backFromForgot = (uid: string | undefined): Array<[string, string]> =>
    knownUid(uid) ? [[page.interactionPath(uid), texts.forgot.backToLogin]] : [[page.home, texts.backToSite]];
  const forgotAction = (uid: string | undefined) =>
    knownUid(uid) ? `${page.basePath}/forgot?uid=${encodeURIComponent(uid)}` : `${page.basePath}/forgot`;

  const forgotPage = (reply: FastifyReply, status: number, uid: string | undefined, email = '', error?: string) =>
    page.send(
      reply,
      status,
      texts.forgot.title,
      `<p>${escapeHtml(texts.forgot.intro)}</p>` +
        form(forgotAction(uid), field({ name: 'email', label: texts.forgot.email, type: 'email', value: email, autocomplete: 'email', error, autofocus: true, maxlength: 254 }), texts.forgot.submit) +
        links(backFromForgot(uid)),
    );

  pages.get('/forgot', async (request: ForgotRequest, reply) => forgotPage(reply, 200, request.query.uid));

  pages.post('/forgot', async (request: ForgotRequest, reply) => {
    const email = normalizeEmail(readField(request, 'email'));
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
    // the same answer whether or not the address has an account
    return page.send(reply, 200, texts.forgot.title, notice(texts.forgot.sent) + links(backFromForgot(request.query.uid)));
  });

  const invalidLink = (reply: FastifyReply) =>
    page.send(reply, 400, texts.reset.title, `<p>${escapeHtml(texts.reset.invalid)}</p>${links([[`${page.basePath}/forgot`, texts.reset.askNew]])}`);
  const resetPage = (reply: FastifyReply, status: number, token: string, problems: NewPasswordErrors = {}) =>
    page.send(reply, status, texts.reset.title, form(`${page.basePath}/reset/${token}`, newPasswordFields(problems, texts.reset), texts.reset.submit));

  pages.get('/reset/:token', async (request: ResetRequest, reply) => {
    const { token } = request.params;
    if (!RESET_TOKEN.test(token) || (await findResetAccount(db, token)) === undefined) return invalidLink(reply);
    return resetPage(reply, 200, token);
  });

  pages.post('/reset/:token', async (request: ResetRequest, reply) => {
    const { token } = request.params;
    if (!RESET_TOKEN.test(token) || (await findResetAccount(db, token)) === undefined) return invalidLink(reply);
    const password = readField(request, 'password');
    const problems = await newPasswordErrors(password, readField(request, 'password2'));
    if (hasErrors(problems)) return resetPage(reply, 400, token, problems);
    const accountId = await useResetToken(db, token);
    if (accountId === undefined) return invalidLink(reply);
    // the mail reached its owner: the address is proven
    await setPassword(db, accountId, password, { emailVerified: true });
    const account = await findAccountById(db, accountId);
    if (account !== undefined) await clearFailures(db, account.email);
    return page.send(reply, 200, texts.reset.title, notice(texts.reset.done) + links([[page.home, texts.backToSite]]));
  });
}
