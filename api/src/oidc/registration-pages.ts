// Making an account from the login of an interaction: the form, its checks (address, names, the password rule),
// the per-address limit on new accounts, and the login that follows at once.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PASSWORD_MAX, isValidEmail, isValidName } from 'shared/contracts';
import { createAccount, findAccountByEmail, normalizeEmail } from './accounts.ts';
import { newPasswordErrors, readField } from './forms.ts';
import { alert, escapeHtml, field, form, links } from './html.ts';
import type { UidRequest } from './interactions.ts';
import type { PageContext } from './page-context.ts';
import { texts } from './texts.ts';

type Named = 'email' | 'firstname' | 'lastname';

interface RegisterView {
  values?: Partial<Record<Named, string>>;
  errors?: Partial<Record<Named | 'password' | 'confirmation', string>>;
  alert?: string;
}

export function registerRegistrationPages(pages: FastifyInstance, context: PageContext): void {
  const { db, log, page, interactions, guard } = context;

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
    const privacy = `<p class="hint">${escapeHtml(texts.register.privacy)} <a href="${escapeHtml(`${page.home}privacy`)}" target="_blank" rel="noopener">${escapeHtml(texts.register.privacyLink)}</a> ${escapeHtml(texts.register.newWindow)}.</p>`;
    const body = form(page.interactionPath(uid, '/register'), content, texts.register.submit) + privacy +
      links([[page.interactionPath(uid), texts.register.haveAccount], [page.interactionPath(uid, '/abort'), texts.cancel]]);
    return page.send(reply, status, texts.register.title, body);
  }

  pages.get('/interaction/:uid/register', async (request: UidRequest, reply) => {
    const details = await interactions.loadLogin(request, reply);
    if (details === undefined) return page.expired(reply);
    return registerPage(reply, 200, details.uid);
  });

  pages.post('/interaction/:uid/register', async (request: UidRequest, reply) => {
    const details = await interactions.loadLogin(request, reply);
    if (details === undefined) return page.expired(reply);
    const values = {
      email: normalizeEmail(readField(request, 'email')),
      firstname: readField(request, 'firstname').trim(),
      lastname: readField(request, 'lastname').trim(),
    };
    const password = readField(request, 'password');
    const problems: RegisterView['errors'] = {
      email: isValidEmail(values.email) ? undefined : texts.rules.email,
      firstname: isValidName(values.firstname) ? undefined : texts.rules.name,
      lastname: isValidName(values.lastname) ? undefined : texts.rules.name,
      ...(await newPasswordErrors(password, readField(request, 'password2'), values.email)),
    };
    if (Object.values(problems).some(Boolean)) return registerPage(reply, 400, details.uid, { values, errors: problems });
    const refusal = await guard.newAccount(request);
    if (refusal !== null) return registerPage(reply, 429, details.uid, { values, alert: refusal });
    const taken = () => registerPage(reply, 400, details.uid, { values, alert: texts.register.taken });
    if ((await findAccountByEmail(db, values.email)) !== undefined) return taken();
    const accountId = await createAccount(db, { ...values, password });
    if (accountId === undefined) return taken();
    log.info({ accountId }, 'identity account created');
    return interactions.finishLogin(request, reply, details, accountId);
  });
}
