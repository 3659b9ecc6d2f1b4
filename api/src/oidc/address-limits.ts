// The lockout rule of the provider's password forms and the limit on new accounts, per client address: a network
// guessing many accounts' passwords, or making accounts in bulk, is stopped here. One account's guesses are slowed
// in accounts.ts (checkLogin). The login and the own-password change both check through checkPassword, so a wrong
// password counts, and a blocked address is refused, the same way in both.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Counters } from '../limits/counters.ts';
import { LOGIN_OUTCOME, limitRefusals, loginAttempts } from '../operations/metrics/metrics.ts';
import { checkLogin, type Account } from './accounts.ts';
import { texts } from './texts.ts';

/** Per client address: a network guessing many accounts' passwords, or making accounts in bulk. */
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

/** The form a password was typed in: the `form` label of the login-attempt metric. */
export type PasswordForm = 'login' | 'password_change';

export type PasswordCheck = { kind: 'ok'; account: Account } | { kind: 'refused'; status: 401 | 429; message: string };

export interface AddressGuard {
  /** The account of this e-mail address and password, or the refusal to show (wrong, or wait: per account or address). */
  checkPassword(request: FastifyRequest, form: PasswordForm, email: string, password: string): Promise<PasswordCheck>;
  /** Counts one more new account of the address: null while within the limit, else the refusal to show. */
  newAccount(request: FastifyRequest): Promise<string | null>;
}

export function createAddressGuard(db: Kysely<Database>, counters: Counters, limits: AddressLimits): AddressGuard {
  const failuresKey = (request: FastifyRequest) => `oidc-login-failures:${request.ip}`;

  return {
    async checkPassword(request, form, email, password) {
      // counted per address in the window, whatever the account
      if ((await counters.peek(failuresKey(request))) >= limits.loginFailures.max) {
        loginAttempts.inc({ form, outcome: 'locked_address' });
        return { kind: 'refused', status: 429, message: texts.login.tooManyFromAddress(limits.loginFailures.windowMs) };
      }
      const result = await checkLogin(db, email.length <= 254 ? email : '', password);
      loginAttempts.inc({ form, outcome: LOGIN_OUTCOME[result.kind] });
      if (result.kind === 'wait') return { kind: 'refused', status: 429, message: texts.login.tooMany(result.seconds) };
      if (result.kind === 'wrong') {
        await counters.hit(failuresKey(request), limits.loginFailures.windowMs);
        return { kind: 'refused', status: 401, message: texts.login.wrong };
      }
      return { kind: 'ok', account: result.account };
    },

    async newAccount(request) {
      const made = await counters.hit(`oidc-accounts:${request.ip}`, limits.accounts.windowMs);
      if (made.count <= limits.accounts.max) return null;
      limitRefusals.inc({ limit: 'accounts_per_address' });
      return texts.register.tooMany(made.resetAt - Date.now());
    },
  };
}
