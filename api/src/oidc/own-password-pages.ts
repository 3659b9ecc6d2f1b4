// Changing one's password from the account page: the current password is required, and it is checked like a
// login (the same per-account wait and per-address lockout), so this form is no back door for guessing.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PASSWORD_MAX } from 'shared/contracts';
import { setPassword } from './accounts.ts';
import { hasErrors, newPasswordErrors, newPasswordFields, readField } from './forms.ts';
import { field, form, links, notice } from './html.ts';
import type { PageContext } from './page-context.ts';
import { texts } from './texts.ts';

interface ChangeView {
  email?: string;
  errors?: { current?: string; password?: string; confirmation?: string };
}

export function registerOwnPasswordPages(pages: FastifyInstance, context: PageContext): void {
  const { db, log, page, guard } = context;

  const changeOwnPage = (reply: FastifyReply, status: number, view: ChangeView = {}) =>
    page.send(
      reply,
      status,
      texts.ownPassword.title,
      form(
        `${page.basePath}/password`,
        [
          field({ name: 'email', label: texts.login.email, type: 'email', value: view.email, autocomplete: 'username', autofocus: !view.email, maxlength: 254 }),
          field({ name: 'current', label: texts.ownPassword.current, type: 'password', autocomplete: 'current-password', error: view.errors?.current, maxlength: PASSWORD_MAX }),
          newPasswordFields({ password: view.errors?.password, confirmation: view.errors?.confirmation }, texts.ownPassword),
        ].join('\n'),
        texts.ownPassword.submit,
      ) + links([[page.home, texts.backToSite]]),
    );

  pages.get('/password', async (_request, reply) => changeOwnPage(reply, 200));

  pages.post('/password', async (request, reply) => {
    const email = readField(request, 'email').trim();
    const password = readField(request, 'password');
    const checked = await guard.checkPassword(request, 'password_change', email, readField(request, 'current'));
    if (checked.kind === 'refused') return changeOwnPage(reply, checked.status, { email, errors: { current: checked.message } });
    const problems = await newPasswordErrors(password, readField(request, 'password2'), checked.account.email);
    if (hasErrors(problems)) return changeOwnPage(reply, 400, { email, errors: problems });
    await setPassword(db, checked.account.id, password);
    log.info({ accountId: checked.account.id }, 'identity account changed its password');
    return page.send(reply, 200, texts.ownPassword.title, notice(texts.ownPassword.done) + links([[page.home, texts.backToSite]]));
  });
}
