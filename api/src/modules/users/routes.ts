// User routes (SPEC §7 Users).
import type { FastifyInstance } from 'fastify';
import { requireIdToken } from '../../auth/id-token.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { isValidEmail } from 'shared/contracts';
import { withErrors } from '../common-schema.ts';
import type { ModuleOptions } from '../module-options.ts';
import { registerWriteRoutes } from '../write-routes.ts';
import { createUserRepository, normaliseRoles } from './repository.ts';
import type { User } from './repository.ts';
import {
  emailParams,
  loginBody,
  loginResponse,
  registerBody,
  userIdParams,
  userListSchema,
  userNameListSchema,
  userNameSchema,
  userSchema,
  userUpdateBody,
  userUpgradeBody,
} from './schema.ts';

const tags = ['Gebruikers'];

export async function userRoutes(
  app: FastifyInstance,
  { db, accessTokens, verifyIdToken, adminEmails, embeddedIssuer }: ModuleOptions,
): Promise<void> {
  const users = createUserRepository(db);

  app.get<{ Params: { id: number } }>('/users/name/:id', {
    schema: { summary: 'Voor- en achternaam van een gebruiker', tags, params: userIdParams, response: withErrors({ 200: userNameSchema }) },
    handler: async (request) => {
      const name = await users.findName(request.params.id);
      if (name === undefined) throw notFound(`Geen gebruiker met id ${request.params.id}.`);
      return name;
    },
  });

  app.get('/users/names', {
    schema: { summary: 'Namen van alle gebruikers', tags, response: withErrors({ 200: userNameListSchema }, []) },
    handler: async () => {
      const data = await users.listNames();
      return { data, count: data.length };
    },
  });

  // Login and registration take the identity provider's ID token (ARCHITECTURE §4), checked before the rest:
  // the legacy body of an e-mail address and auth0sub alone never yields a token.
  const idTokenGate = requireIdToken(verifyIdToken);
  /** The API's token carries the roles: a role changed by an admin takes effect at the user's next login. */
  const session = async (user: User) => ({ token: await accessTokens.sign(user.id, user.roles), user });

  app.post('/users/login/', {
    preValidation: idTokenGate,
    schema: {
      summary: 'Aanmelden met het ID-token van de identiteitsprovider',
      tags,
      body: loginBody,
      response: withErrors({ 200: loginResponse }, [400, 401, 404]),
    },
    handler: async (request) => {
      const identity = request.identity!;
      const user = await users.findByIdentity(identity.issuer, identity.subject);
      // 404 tells the shell to show the registration popup ('Welkom!').
      if (user === undefined) throw notFound('Deze identiteit is nog niet geregistreerd.');
      return session(user);
    },
  });

  app.post<{ Body: { firstname: string; lastname: string } }>('/users/register/', {
    preValidation: idTokenGate,
    schema: {
      summary: 'Registreren met het ID-token en voor- en achternaam',
      tags,
      body: registerBody,
      response: withErrors({ 201: loginResponse }, [400, 401, 409]),
    },
    handler: async (request, reply) => {
      const identity = request.identity!;
      const email = identity.email;
      if (email === null) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Het ID-token bevat geen e-mailadres: de identiteitsprovider moet de e-mailclaim meesturen.', [
          { field: 'idToken.email', message: 'ontbreekt' },
        ]);
      }
      if (!isValidEmail(email)) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Het e-mailadres in het ID-token is ongeldig.', [{ field: 'idToken.email', message: 'is ongeldig' }]);
      }
      if ((await users.findByIdentity(identity.issuer, identity.subject)) !== undefined) {
        throw new ApiError(409, 'ER_DUP_ENTRY', 'Deze identiteit is al geregistreerd.');
      }
      if ((await users.idOfEmail(email)) !== undefined) {
        throw new ApiError(409, 'ER_DUP_ENTRY', 'Dit e-mailadres wordt al door een andere gebruiker gebruikt.');
      }
      // Only an address the issuer vouches for may claim an ADMIN_EMAILS entry.
      const admin = identity.emailVerified && adminEmails.includes(email);
      const user = await users.register({
        firstname: request.body.firstname,
        lastname: request.body.lastname,
        email,
        issuer: identity.issuer,
        subject: identity.subject,
        roles: admin ? normaliseRoles(['admin']) : ['user'],
      });
      return reply.code(201).send(await session(user));
    },
  });

  // The policy gate (auth/permissions.ts) has checked the rule of each route below: admin, self or admin, logged in.
  registerWriteRoutes(app, [
    {
      method: 'GET',
      url: '/users',
      summary: 'Alle gebruikers (admin)',
      tags,
      success: [200, userListSchema],
      handler: async () => {
        const data = await users.list();
        return { data, count: data.length };
      },
    },
    {
      method: 'GET',
      url: '/users/:id',
      summary: 'Eén gebruiker (zelf of admin)',
      tags,
      params: userIdParams,
      success: [200, userSchema],
      handler: async (request) => {
        const { id } = request.params as { id: number };
        const user = await users.find(id);
        if (user === undefined) throw notFound(`Geen gebruiker met id ${id}.`);
        return user;
      },
    },
    {
      method: 'GET',
      url: '/users/email/:email',
      summary: 'Is dit e-mailadres nog vrij? (aangemelde gebruikers)',
      tags,
      params: emailParams,
      success: [200, { type: 'object', required: ['data'], properties: { data: { type: 'boolean' } } }],
      handler: async (request) => {
        const owner = await users.idOfEmail((request.params as { email: string }).email.toLowerCase());
        return { data: owner === undefined || owner === request.auth?.userId };
      },
    },
    {
      method: 'PUT',
      url: '/users/:id',
      summary: 'Naam of e-mailadres wijzigen (formulier)',
      tags,
      params: userIdParams,
      body: userUpdateBody,
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      success: [200, userSchema],
      handler: async (request) => {
        const { id } = request.params as { id: number };
        const body = request.body as { firstname?: string; lastname?: string; email?: string };
        // Unknown fields are stripped by the schema, so {roles: [...]} arrives empty: still a bad request.
        const changes = Object.fromEntries(
          (['firstname', 'lastname', 'email'] as const).filter((field) => body[field] !== undefined).map((field) => [field, body[field]]),
        ) as typeof body;
        if (Object.keys(changes).length === 0) {
          throw new ApiError(400, 'VALIDATION_FAILED', 'Geef een voornaam, achternaam of e-mailadres op.', [{ field: 'body', message: 'is leeg' }]);
        }
        if (changes.email !== undefined) {
          changes.email = changes.email.toLowerCase();
          const owner = await users.idOfEmail(changes.email);
          if (owner !== undefined && owner !== id) throw new ApiError(409, 'ER_DUP_ENTRY', 'Dit e-mailadres wordt al door een andere gebruiker gebruikt.');
        }
        const user = await users.update(id, changes, embeddedIssuer);
        if (user === undefined) throw notFound(`Geen gebruiker met id ${id}.`);
        return user;
      },
    },
    {
      method: 'PUT',
      url: '/users/upgrade/:id',
      summary: 'Rollen wijzigen (admin; geldt vanaf de volgende aanmelding)',
      tags,
      params: userIdParams,
      body: userUpgradeBody,
      success: [200, userSchema],
      handler: async (request) => {
        const { id } = request.params as { id: number };
        const user = await users.setRoles(id, normaliseRoles((request.body as { roles: string[] }).roles));
        if (user === undefined) throw notFound(`Geen gebruiker met id ${id}.`);
        return user;
      },
    },
    {
      method: 'DELETE',
      url: '/users/:id',
      summary: 'Gebruiker verwijderen (zelf of admin; niet zolang die providers beheert)',
      tags,
      params: userIdParams,
      success: [204, null],
      handler: async (request, reply) => {
        const { id } = request.params as { id: number };
        const result = await users.remove(id, embeddedIssuer);
        if (result === 'missing') throw notFound(`Geen gebruiker met id ${id}.`);
        if (result === 'referenced') {
          throw new ApiError(
            409,
            // SPEC §5: a user who still manages providers cannot be removed (the providers.user_id link restricts).
            'ER_ROW_IS_REFERENCED',
            'Deze gebruiker beheert nog providers. Koppel eerst die providers aan een andere gebruiker of verwijder ze.',
          );
        }
        return reply.code(204).send();
      },
    },
  ]);
}
