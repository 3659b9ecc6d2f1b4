// The provider's forms: small url-encoded bodies, read defensively (a missing, repeated or absurdly long field is
// simply empty, never a crash), and the new-password pair that the one-time change, the reset link and the own
// change share, so the password rule is shown and checked alike everywhere.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PASSWORD_MAX } from 'shared/contracts';
import { field } from './html.ts';
import { passwordProblem } from './password-rule.ts';
import { texts } from './texts.ts';

/** Forms are small: a long field is an error, not a reason to read megabytes. */
const FORM_BODY_LIMIT = 16 * 1024;
const FIELD_MAX = 1000;

type Form = Record<string, string>;

function parseForm(body: string): Form {
  const out: Form = Object.create(null);
  for (const [key, value] of new URLSearchParams(body)) if (!Object.hasOwn(out, key)) out[key] = value;
  return out;
}

/** The scope accepts small url-encoded forms only: nothing inherited from the app, no JSON. */
export function acceptSmallForms(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, parseForm(body as string));
  });
}

/** A text field of the form: '' when absent, not text, or absurdly long. */
export function readField(request: FastifyRequest, name: string): string {
  const body = request.body as Form | undefined;
  const value = body && typeof body === 'object' ? body[name] : undefined;
  return typeof value === 'string' && value.length <= FIELD_MAX ? value : '';
}

export interface NewPasswordErrors {
  password?: string;
  confirmation?: string;
}

/** The Dutch message of what is wrong with a new password and its confirmation; `email` is the account's. */
export async function newPasswordErrors(password: string, confirmation: string, email = ''): Promise<NewPasswordErrors> {
  const problem = await passwordProblem(password, email);
  if (problem !== null) return { password: problem === 'length' ? texts.rules.password : texts.rules.passwordCommon };
  if (password !== confirmation) return { confirmation: texts.rules.mismatch };
  return {};
}

export function hasErrors(errors: NewPasswordErrors): boolean {
  return Boolean(errors.password || errors.confirmation);
}

export function newPasswordFields(errors: NewPasswordErrors, labels: { password: string; passwordConfirm: string }): string {
  return [
    field({ name: 'password', label: labels.password, type: 'password', autocomplete: 'new-password', hint: texts.rules.passwordHint, error: errors.password, autofocus: true, maxlength: PASSWORD_MAX }),
    field({ name: 'password2', label: labels.passwordConfirm, type: 'password', autocomplete: 'new-password', error: errors.confirmation, maxlength: PASSWORD_MAX }),
  ].join('\n');
}
