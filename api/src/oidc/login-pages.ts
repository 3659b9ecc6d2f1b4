// The login of an interaction: the form, the check of the password (through the per-address guard), the one-time
// password that must be replaced before the login completes (the first admin's), and giving up. A consent prompt
// never reaches a person: the first-party client's grant is made at once.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isValidEmail } from 'shared/contracts';
import { findAccountById, setPassword } from './accounts.ts';
import { DatabaseAdapter } from './adapter.ts';
import { hasErrors, newPasswordErrors, newPasswordFields, readField, type NewPasswordErrors } from './forms.ts';
import { alert, field, form, links, notice } from './html.ts';
import type { UidRequest } from './interactions.ts';
import type { PageContext } from './page-context.ts';
import { texts } from './texts.ts';

interface LoginView {
  email?: string;
  error?: string;
}

export function registerLoginPages(pages: FastifyInstance, context: PageContext): void {
  const { db, page, interactions, guard } = context;
  /** Who typed a correct one-time password in which interaction, until the new password is chosen. */
  const pendingChanges = new DatabaseAdapter(db, 'PasswordChange');

  function loginPage(reply: FastifyReply, status: number, uid: string, view: LoginView = {}): FastifyReply {
    const content = [
      alert(view.error),
      field({ name: 'email', label: texts.login.email, type: 'email', value: view.email, autocomplete: 'username', autofocus: !view.email, maxlength: 254 }),
      field({ name: 'password', label: texts.login.password, type: 'password', autocomplete: 'current-password', autofocus: Boolean(view.email) }),
    ].join('\n');
    const body = form(page.interactionPath(uid, '/login'), content, texts.login.submit) +
      links([
        [page.interactionPath(uid, '/register'), texts.login.register],
        [`${page.basePath}/forgot?uid=${encodeURIComponent(uid)}`, texts.login.forgot],
        [page.interactionPath(uid, '/abort'), texts.cancel],
      ]);
    return page.send(reply, status, texts.login.title, body);
  }

  function changePasswordPage(reply: FastifyReply, status: number, uid: string, errors: NewPasswordErrors = {}): FastifyReply {
    const body = notice(texts.changePassword.intro) +
      form(page.interactionPath(uid, '/password'), newPasswordFields(errors, texts.changePassword), texts.changePassword.submit);
    return page.send(reply, status, texts.changePassword.title, body);
  }

  pages.get('/interaction/:uid', async (request: UidRequest, reply) => {
    const details = await interactions.load(request, reply);
    if (details === undefined) return page.expired(reply);
    const { uid } = details;
    if (details.prompt.name === 'consent') {
      const accountId = details.session?.accountId;
      if (accountId === undefined) return page.expired(reply);
      const grantId = await interactions.grantFor(details, accountId);
      return interactions.finish(request, reply, { consent: { grantId } });
    }
    if (details.prompt.name !== 'login') return page.expired(reply);
    if ((await pendingChanges.find(uid)) !== undefined) return changePasswordPage(reply, 200, uid);
    const hint = typeof details.params.login_hint === 'string' && isValidEmail(details.params.login_hint) ? details.params.login_hint : undefined;
    return loginPage(reply, 200, uid, { email: hint });
  });

  pages.post('/interaction/:uid/login', async (request: UidRequest, reply) => {
    const details = await interactions.loadLogin(request, reply);
    if (details === undefined) return page.expired(reply);
    const email = readField(request, 'email').trim();
    const checked = await guard.checkPassword(request, 'login', email, readField(request, 'password'));
    if (checked.kind === 'refused') return loginPage(reply, checked.status, details.uid, { email, error: checked.message });
    if (checked.account.must_change_password === 1) {
      await pendingChanges.upsert(details.uid, { accountId: String(checked.account.id) }, interactions.remainingSeconds(details));
      return changePasswordPage(reply, 200, details.uid);
    }
    return interactions.finishLogin(request, reply, details, checked.account.id);
  });

  // The one-time password was right: the new one is chosen before the login completes.
  pages.post('/interaction/:uid/password', async (request: UidRequest, reply) => {
    const details = await interactions.loadLogin(request, reply);
    if (details === undefined) return page.expired(reply);
    const pending = await pendingChanges.find(details.uid);
    if (pending?.accountId === undefined) return loginPage(reply, 400, details.uid);
    const accountId = Number(pending.accountId);
    const account = await findAccountById(db, accountId);
    if (account === undefined) return page.expired(reply);
    const password = readField(request, 'password');
    const problems = await newPasswordErrors(password, readField(request, 'password2'), account.email);
    if (hasErrors(problems)) return changePasswordPage(reply, 400, details.uid, problems);
    await setPassword(db, accountId, password);
    await pendingChanges.destroy(details.uid);
    return interactions.finishLogin(request, reply, details, accountId);
  });

  pages.get('/interaction/:uid/abort', async (request: UidRequest, reply) => {
    const details = await interactions.load(request, reply);
    if (details === undefined) return page.expired(reply);
    return interactions.finish(request, reply, { error: 'access_denied', error_description: 'End-User aborted interaction' });
  });
}
