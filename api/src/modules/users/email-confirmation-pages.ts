// The page behind the link that confirms a new e-mail address (it counts once its owner shows they read mail
// there): plain server-rendered HTML without scripts, in the identity pages' look. Opening the link changes nothing
// (mail scanners open links too); the button posts the confirmation.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, form, links, notice, renderPage, securityHeaders } from '../../oidc/html.ts';
import type { UserService } from './service.ts';

const TOKEN = /^[\w-]{43}$/;

const texts = {
  title: 'Nieuw e-mailadres bevestigen',
  question: 'Bevestig dat dit je nieuwe e-mailadres is. Daarna log je ermee in en krijg je er onze berichten op.',
  confirm: 'Bevestig mijn nieuwe e-mailadres',
  confirmed: (email: string) => `Je e-mailadres is bevestigd. Je meldt je voortaan aan met ${email}.`,
  invalid: 'Deze link is verlopen of al gebruikt. Vraag de wijziging opnieuw aan via Account beheer.',
  taken: 'Dit e-mailadres is intussen in gebruik bij een ander account. Kies een ander adres via Account beheer.',
  backToSite: 'Naar de website',
};

export function emailConfirmationPages({ users, siteUrl }: { users: UserService; siteUrl: string }): FastifyPluginAsync {
  const headers = securityHeaders([siteUrl]);
  const home: [string, string] = [`${siteUrl}/`, texts.backToSite];
  const page = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).headers(headers).type('text/html; charset=utf-8').send(renderPage({ title: texts.title, body }));
  const invalid = (reply: FastifyReply) => page(reply, 400, `<p>${escapeHtml(texts.invalid)}</p>${links([home])}`);

  type TokenRequest = FastifyRequest<{ Params: { token: string } }>;
  return async (pages) => {
    // The button's form has no fields: whatever body comes is not read.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', { bodyLimit: 1024 }, (_request, _payload, done) => done(null, undefined));

    pages.get('/email-confirmation/:token', async (request: TokenRequest, reply) => {
      if (!TOKEN.test(request.params.token)) return invalid(reply);
      return page(reply, 200, `<p>${escapeHtml(texts.question)}</p>${form(`/email-confirmation/${request.params.token}`, '', texts.confirm)}`);
    });

    pages.post('/email-confirmation/:token', async (request: TokenRequest, reply) => {
      if (!TOKEN.test(request.params.token)) return invalid(reply);
      const result = await users.confirmEmail(request.params.token);
      if ('confirmed' in result) return page(reply, 200, notice(texts.confirmed(result.confirmed)) + links([home]));
      if (result.problem === 'taken') return page(reply, 409, `<p>${escapeHtml(texts.taken)}</p>${links([home])}`);
      return invalid(reply);
    });
  };
}
