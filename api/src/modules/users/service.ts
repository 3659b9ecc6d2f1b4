// The user workflows (SPEC §4, §7 Users): login and registration with the identity provider's verified ID
// token, the account calls (self or admin, checked by the routes' access rules), roles and removal.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ID_TOKEN_LEEWAY_S, ID_TOKEN_MAX_AGE_S, errorTexts, highestRole, isValidEmail, rolesFrom } from 'shared/contracts';
import type { AccountDeletionBody, ListResponse, LoginResponse, Role, User, UserFullName, UserName, UserUpdateBody } from 'shared/contracts';
import type { AccessTokens } from '../../auth/access-token.ts';
import type { Caller } from '../../auth/access.ts';
import type { IdTokenClaims, IdTokenVerifier } from '../../auth/id-token.ts';
import { isUniqueViolation } from '../../db/constraint-violations.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, forbidden, notFound } from '../../errors/api-error.ts';
import { checkLogin, embeddedAccountIdOf, findAccountById } from '../../oidc/accounts.ts';
import type { PrivacyService } from '../privacy/service.ts';
import type { AuditService } from '../audit/service.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createUserRepository, type UserRepository } from './repository.ts';

export interface UserServiceOptions {
  /** Signs the API's access token at login and registration. */
  accessTokens: AccessTokens;
  /** Lower-case e-mail addresses that become admin at registration (when the issuer verified them). */
  adminEmails: string[];
  /** The embedded provider's issuer (its accounts follow their user), or null when an external one is used. */
  embeddedIssuer: string | null;
  audit: AuditService;
  /** Erases an account through the declaration of personal data. */
  privacy: PrivacyService;
  /** Checks the ID token that confirms a deletion (null when no identity provider is configured). */
  verifyIdToken: IdTokenVerifier | null;
  /** The clock of the ID tokens' freshness and the confirmation links' expiry. */
  now?: () => Date;
  /** Mail to users: the link that confirms a new e-mail address. */
  mailer: Mailer;
  /** The address people open the site at, for that link. */
  siteUrl: string;
  warn: (message: string, error: unknown) => void;
}

/** How long the link that confirms a new e-mail address works. */
const EMAIL_CHANGE_VALID_MS = 24 * 60 * 60 * 1000;

const EMAIL_CHANGE_MAIL = {
  subject: 'Bevestig je nieuwe e-mailadres',
  body: (firstname: string, link: string) =>
    [
      `Hallo ${firstname},`,
      '',
      'Dit e-mailadres werd opgegeven als het nieuwe adres van je account op de AI-tools roadmap voor de eventsector.',
      'Bevestig het via deze link (24 uur geldig, één keer te gebruiken):',
      '',
      link,
      '',
      'Tot je dat doet, blijft je huidige e-mailadres gelden. Heb je dit niet gevraagd? Dan mag je deze e-mail negeren.',
    ].join('\n'),
};

const hashOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** SPEC §4: an admin is also provider and user, a provider also user; the result is sorted admin, provider, user. */
export function normaliseRoles(roles: readonly string[]): Role[] {
  return rolesFrom(highestRole(roles));
}

/** Demoting or removing the last admin would leave a site nobody can administer (README: restoring an admin). */
const lastAdmin = () =>
  new ApiError(409, 'LAST_ADMIN', errorTexts.lastAdmin);

/**
 * Throws LAST_ADMIN when `id` is the only admin. Inside the change's transaction, with the admins' role rows
 * locked, so two admins demoting each other at once cannot both pass.
 */
async function refuseLastAdmin(rows: UserRepository, id: number): Promise<void> {
  const admins = await rows.adminIds({ lock: true });
  if (admins.length === 1 && admins[0] === id) throw lastAdmin();
}

const emailTaken = () => new ApiError(409, 'ER_DUP_ENTRY', 'Dit e-mailadres wordt al door een andere gebruiker gebruikt.');

export function createUserService(
  db: Kysely<Database>,
  { accessTokens, adminEmails, embeddedIssuer, audit, privacy, verifyIdToken, now = () => new Date(), mailer, siteUrl, warn }: UserServiceOptions,
) {
  const users = createUserRepository(db);

  /**
   * An ID token logs in once, and only in its first minutes, so that one read from a log, a proxy or a
   * browser's storage cannot be replayed, not even right after its owner logged out. Its hash is remembered until
   * it expires (one insert on a primary key; the expired ones are dropped on the way).
   */
  async function spend(identity: IdTokenClaims, rows: UserRepository = users): Promise<void> {
    const seconds = now().getTime() / 1000;
    if (seconds - identity.issuedAt > ID_TOKEN_MAX_AGE_S + ID_TOKEN_LEEWAY_S) {
      throw new ApiError(401, 'UNAUTHORIZED', 'Dit ID-token is te oud om mee in te loggen. Log opnieuw in bij de identiteitsprovider.');
    }
    const expiresAt = new Date(identity.expiresAt * 1000).toISOString();
    try {
      await rows.spendIdToken(identity.tokenHash, expiresAt);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(401, 'UNAUTHORIZED', 'Dit ID-token werd al gebruikt. Log opnieuw in bij de identiteitsprovider.');
      throw error;
    }
    await rows.forgetIdTokensExpiredBefore(now().toISOString());
  }

  /** The token names the user (and their roles at login, for the shell); the gate reads the roles at every request. */
  const session = async (user: User): Promise<LoginResponse> => ({ token: await accessTokens.sign(user.id, user.roles), user });

  async function findOrFail(id: number): Promise<User> {
    const user = await users.find(id);
    if (user === undefined) throw notFound(errorTexts.noneWithId('user', id));
    return user;
  }

  const service = {
    /** The access gate's question at every authenticated request: what may this user do now. */
    currentRoles: (id: number) => users.currentRoles(id),

    async name(id: number): Promise<UserFullName> {
      const name = await users.findName(id);
      if (name === undefined) throw notFound(errorTexts.noneWithId('user', id));
      return name;
    },

    async names(): Promise<ListResponse<UserName>> {
      const data = await users.listNames();
      return { data, count: data.length };
    },

    /** 404 tells the shell to show the registration popup ('Welkom!'). */
    async login(identity: IdTokenClaims): Promise<LoginResponse> {
      const id = await users.idOfIdentity(identity.issuer, identity.subject);
      // Not spent: the shell registers with the same token ('Welkom!').
      if (id === undefined) throw notFound('Deze identiteit is nog niet geregistreerd.');
      await spend(identity);
      return session(await findOrFail(id));
    },

    /** The e-mail address comes from the verified ID token, never from the body. */
    async register(identity: IdTokenClaims, names: { firstname: string; lastname: string }): Promise<LoginResponse> {
      const email = identity.email;
      if (email === null) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Het ID-token bevat geen e-mailadres: de identiteitsprovider moet de e-mailclaim meesturen.', [
          { field: 'idToken.email', message: 'ontbreekt' },
        ]);
      }
      if (!isValidEmail(email)) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Het e-mailadres in het ID-token is ongeldig.', [{ field: 'idToken.email', message: 'is ongeldig' }]);
      }
      if ((await users.idOfIdentity(identity.issuer, identity.subject)) !== undefined) {
        throw new ApiError(409, 'ER_DUP_ENTRY', 'Deze identiteit is al geregistreerd.');
      }
      if ((await users.idOfEmail(email)) !== undefined) throw emailTaken();
      // Only an address the issuer vouches for may claim an ADMIN_EMAILS entry.
      const roles = identity.emailVerified && adminEmails.includes(email) ? normaliseRoles(['admin']) : normaliseRoles(['user']);
      // A registration that races another of the same identity or address fails on a unique index (409).
      const user = await db.transaction().execute(async (trx) => {
        const rows = createUserRepository(trx);
        await spend(identity, rows);
        const id = await rows.insert({ ...names, email, issuer: identity.issuer, subject: identity.subject });
        await rows.replaceRoles(id, roles);
        return (await rows.find(id))!;
      });
      return session(user);
    },

    async list(): Promise<ListResponse<User>> {
      const data = await users.list();
      return { data, count: data.length };
    },

    find: findOrFail,

    /**
     * For another feature's workflow, in its transaction when it hands one in: the user, or undefined (an admin links
     * a provider to an account that must exist).
     */
    lookUp: (id: number, executor: Kysely<Database> = db): Promise<User | undefined> => createUserRepository(executor).find(id),

    /** SPEC §4: a provider's approval makes its linked user a provider (an admin stays admin), in the decision's transaction. */
    async makeProvider(id: number, executor: Kysely<Database> = db): Promise<void> {
      const rows = createUserRepository(executor);
      const user = await rows.find(id);
      if (user !== undefined && !user.roles.includes('provider')) await rows.replaceRoles(id, normaliseRoles([...user.roles, 'provider']));
    },

    /** Free, or already the caller's own address (case-insensitive). */
    async isEmailAvailable(email: string, caller: Caller): Promise<boolean> {
      const owner = await users.idOfEmail(email.toLowerCase());
      return owner === undefined || owner === caller.userId;
    },

    /**
     * Names now; a new e-mail address only once its owner confirms it (so that nobody takes over an address they cannot read): it is mailed a link, and until it
     * is followed the old address stays in force, for logging in and for ADMIN_EMAILS alike. The answer is the user
     * as stored, so with the old address.
     */
    async update(id: number, body: UserUpdateBody, caller?: Caller): Promise<User> {
      // Unknown fields are stripped by the schema, so {roles: [...]} arrives empty: still a bad request.
      const changes = Object.fromEntries(
        (['firstname', 'lastname', 'email'] as const).filter((field) => body[field] !== undefined).map((field) => [field, body[field]]),
      ) as UserUpdateBody;
      if (Object.keys(changes).length === 0) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Geef een voornaam, achternaam of e-mailadres op.', [{ field: 'body', message: 'is leeg' }]);
      }
      const current = await findOrFail(id);
      const email = changes.email?.toLowerCase();
      delete changes.email;
      // A new address waits for the link mailed to it; the token is in the mail only, its hash in the database.
      const change =
        email !== undefined && email !== current.email.toLowerCase() ? { email, token: randomBytes(32).toString('base64url') } : null;
      if (change !== null) {
        const owner = await users.idOfEmail(change.email);
        if (owner !== undefined && owner !== id) throw emailTaken();
      }
      const user = await db.transaction().execute(async (trx) => {
        const rows = createUserRepository(trx);
        if (Object.keys(changes).length > 0) await rows.update(id, changes);
        if (change !== null) {
          const expiresAt = new Date(now().getTime() + EMAIL_CHANGE_VALID_MS).toISOString();
          await rows.saveEmailChange({ user_id: id, email: change.email, token_hash: hashOf(change.token), expires_at: expiresAt });
        }
        const fields = [...Object.keys(changes), ...(change !== null ? ['email (wacht op bevestiging)'] : [])].join(', ');
        if (caller) await audit.ofSomeoneElse({ actor: caller, action: 'user.changed', target: { type: 'user', id, name: `${current.firstname} ${current.lastname}` }, detail: fields }, id, trx);
        return rows.find(id);
      });
      if (user === undefined) throw notFound(errorTexts.noneWithId('user', id));
      if (change !== null) {
        const link = `${siteUrl}/email-confirmation/${change.token}`;
        await mailer
          .send({ to: change.email, subject: EMAIL_CHANGE_MAIL.subject, text: EMAIL_CHANGE_MAIL.body(user.firstname, link) })
          .catch((error: unknown) => warn('sending the e-mail confirmation failed', error));
      }
      return user;
    },

    /**
     * The link in the mail was followed: the new address replaces the old one, for the embedded account too, which
     * now calls it verified. A link works once, for 24 hours, and not when someone else took the address meanwhile.
     */
    async confirmEmail(token: string): Promise<{ confirmed: string } | { problem: 'invalid' | 'taken' }> {
      return db.transaction().execute(async (trx) => {
        const rows = createUserRepository(trx);
        const change = await rows.findEmailChange(hashOf(token));
        if (change === undefined || change.expires_at < now().toISOString()) return { problem: 'invalid' as const };
        await rows.removeEmailChange(change.user_id);
        const owner = await rows.idOfEmail(change.email);
        if (owner !== undefined && owner !== change.user_id) return { problem: 'taken' as const };
        const identity = await rows.identityOf(change.user_id);
        await rows.update(change.user_id, { email: change.email });
        const accountId = identity === undefined ? null : embeddedAccountIdOf(embeddedIssuer, identity);
        if (accountId !== null) await rows.setVerifiedAccountEmail(accountId, change.email);
        return { confirmed: change.email };
      });
    },

    /** Stored as SPEC §4's full list; counts from the user's next request (the access gate reads it). */
    async setRoles(caller: Caller, id: number, roles: readonly string[]): Promise<User> {
      const user = await db.transaction().execute(async (trx) => {
        const rows = createUserRepository(trx);
        const before = await rows.find(id);
        if (before === undefined) return undefined;
        const after = normaliseRoles(roles);
        if (before.roles.includes('admin') && !after.includes('admin')) await refuseLastAdmin(rows, id);
        await rows.replaceRoles(id, after);
        const target = { type: 'user', id, name: `${before.firstname} ${before.lastname}` };
        await audit.record({ actor: caller, action: 'user.roles-changed', target, detail: `${before.roles.join(', ')} → ${after.join(', ')}` }, trx);
        return rows.find(id);
      });
      if (user === undefined) throw notFound(errorTexts.noneWithId('user', id));
      return user;
    },

    /**
     * Removes an account (GDPR art. 17), the same way whether the person or an admin asks: what they wrote stays
     * under 'Verwijderd account', the companies they managed stay without a manager (the admins are told), every
     * other trace goes (modules/privacy/personal-data.ts), in one transaction. The person proves it is them (their
     * password, or a login of the last minutes); an admin removing someone else does not; the last admin stays.
     */
    async remove(caller: Caller, id: number, proof: AccountDeletionBody = {}): Promise<void> {
      const person = await privacy.personOf(db, id);
      if (person === undefined) throw notFound(errorTexts.noneWithId('user', id));
      // Told before the password is asked for; checked again inside the transaction, where it counts.
      await refuseLastAdmin(users, id);
      if (caller.userId === id) await proveIdentity(id, person.accountId, proof);
      const erased = await db.transaction().execute(async (trx) => {
        const rows = createUserRepository(trx);
        const user = await rows.find(id);
        if (user === undefined) throw notFound(errorTexts.noneWithId('user', id));
        if (user.roles.includes('admin')) await refuseLastAdmin(rows, id);
        // Before the erasure, which replaces the name in the trail; the record names the admin who removed them.
        const target = { type: 'user', id, name: `${user.firstname} ${user.lastname}` };
        await audit.removal({ actor: caller, action: 'user.deleted', target, detail: user.roles.join(', ') }, id, trx);
        // The person as the transaction sees them: an address confirmed in between is theirs too.
        return privacy.erase(trx, (await privacy.personOf(trx, id)) ?? person);
      });
      await privacy.flush();
      if (erased.unmanagedProviders.length > 0) await tellAdmins(erased.unmanagedProviders);
    },
  };

  /** The person's own deletion: their current password, or an ID token of a login they made in the last minutes. */
  async function proveIdentity(id: number, accountId: number | null, proof: AccountDeletionBody): Promise<void> {
    const refused = (field: 'password' | 'idToken', message: string) =>
      new ApiError(400, 'VALIDATION_FAILED', message, [{ field, message }]);
    if (proof.password !== undefined) {
      const account = accountId === null ? undefined : await findAccountById(db, accountId);
      if (account === undefined) throw refused('password', 'Je account heeft geen wachtwoord op deze site: bevestig door opnieuw in te loggen.');
      const result = await checkLogin(db, account.email, proof.password);
      if (result.kind === 'wait') throw new ApiError(429, 'RATE_LIMITED', `Te veel foute wachtwoorden. Probeer het over ${result.seconds} seconden opnieuw.`);
      if (result.kind === 'wrong') throw refused('password', 'Het wachtwoord klopt niet.');
      return;
    }
    if (proof.idToken !== undefined) {
      const claims = verifyIdToken === null ? null : await verifyIdToken(proof.idToken);
      if (claims === null) throw refused('idToken', 'Deze login kon niet worden gecontroleerd. Log opnieuw in.');
      const owner = await users.idOfIdentity(claims.issuer, claims.subject);
      if (owner !== id) throw forbidden('Deze login hoort bij een ander account.');
      if (now().getTime() / 1000 - claims.authenticatedAt > ID_TOKEN_MAX_AGE_S + ID_TOKEN_LEEWAY_S) {
        throw refused('idToken', 'Je login is te oud om je account mee te verwijderen. Log opnieuw in.');
      }
      await spend(claims);
      return;
    }
    throw refused(accountId === null ? 'idToken' : 'password', 'Bevestig met je wachtwoord of door opnieuw in te loggen dat je je account wilt verwijderen.');
  }

  /** The admins learn which companies lost their manager, so that they can find a new one (a claim is possible). */
  async function tellAdmins(providers: string[]): Promise<void> {
    const admins = await users.adminEmails();
    const body = [
      'Een account dat bedrijven beheerde, werd verwijderd. Deze bedrijven staan nog op de roadmap, maar hebben geen beheerder meer:',
      '',
      ...providers.map((name) => `- ${name}`),
      '',
      `Iemand van het bedrijf kan het claimen met 'Is dit je bedrijf?' op de pagina van een AI-tool; je beslist op ${siteUrl}/providers/submissions.`,
    ].join('\n');
    for (const to of admins) {
      await mailer
        .send({ to, subject: 'Bedrijven zonder beheerder', text: body })
        .catch((error: unknown) => warn('telling the admins about companies without a manager failed', error));
    }
  }

  return service;
}

export type UserService = ReturnType<typeof createUserService>;
