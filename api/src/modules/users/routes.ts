// User routes (SPEC §7 Users): HTTP in and out. Login and registration prove themselves with the identity
// provider's ID token (access 'idToken'); the account calls are for the user themself or an admin.
import {
  AccountDeletionBodySchema,
  EmailAvailabilityAnswerSchema,
  EmailParamsSchema,
  IdParamsSchema,
  LoginBodySchema,
  LoginResponseSchema,
  NoContentSchema,
  RegisterBodySchema,
  UserFullNameSchema,
  UserNameSchema,
  UserRolesBodySchema,
  UserSchema,
  UserUpdateBodySchema,
  listOf,
} from 'shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { AccessRule } from '../../auth/access.ts';
import { requireCaller } from '../../auth/access.ts';
import type { IdTokenClaims } from '../../auth/id-token.ts';
import { unauthorized } from '../../errors/api-error.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

const tags = ['Gebruikers'];
/** The user `:id` is their own owner. */
const selfOrAdmin: AccessRule = { role: 'loggedIn', owner: { row: 'user' } };

function identityOf(request: FastifyRequest): IdTokenClaims {
  if (request.identity === null) throw unauthorized();
  return request.identity;
}

export const userRoutes: FeatureRoutes = async (app, { services: { users } }) => {
  app.get('/users/name/:id', {
    config: { access: 'anyone' },
    schema: { summary: 'Voor- en achternaam van een gebruiker', tags, params: IdParamsSchema, response: withErrors({ 200: UserFullNameSchema }) },
    handler: async (request) => users.name(request.params.id),
  });

  app.get('/users/names', {
    config: { access: 'anyone' },
    schema: { summary: 'Namen van alle gebruikers', tags, response: withErrors({ 200: listOf(UserNameSchema) }, []) },
    handler: async () => users.names(),
  });

  app.post('/users/login/', {
    config: { access: 'idToken' },
    schema: {
      summary: 'Inloggen met het ID-token van de identiteitsprovider',
      tags,
      body: LoginBodySchema,
      response: withErrors({ 200: LoginResponseSchema }, [400, 404]),
    },
    handler: async (request) => users.login(identityOf(request)),
  });

  app.post('/users/register/', {
    config: { access: 'idToken' },
    schema: {
      summary: 'Registreren met het ID-token en voor- en achternaam',
      tags,
      body: RegisterBodySchema,
      response: withErrors({ 201: LoginResponseSchema }, [400, 409]),
    },
    handler: async (request, reply) => {
      const { firstname, lastname } = request.body;
      return reply.code(201).send(await users.register(identityOf(request), { firstname, lastname }));
    },
  });

  app.get('/users', {
    config: { access: 'admin' },
    schema: { summary: 'Alle gebruikers (admin)', tags, response: withErrors({ 200: listOf(UserSchema) }, []) },
    handler: async () => users.list(),
  });

  app.get('/users/:id', {
    config: { access: selfOrAdmin },
    schema: { summary: 'Eén gebruiker (zelf of admin)', tags, params: IdParamsSchema, response: withErrors({ 200: UserSchema }) },
    handler: async (request) => users.find(request.params.id),
  });

  // Private: an availability check open to anyone would tell which addresses have an account.
  app.get('/users/email/:email', {
    config: { access: 'loggedIn' },
    schema: {
      summary: 'Is dit e-mailadres nog vrij? (ingelogde gebruikers)',
      tags,
      params: EmailParamsSchema,
      response: withErrors({ 200: EmailAvailabilityAnswerSchema }, [400]),
    },
    handler: async (request) => ({ data: await users.isEmailAvailable(request.params.email, requireCaller(request)) }),
  });

  app.put('/users/:id', {
    config: { access: selfOrAdmin },
    schema: {
      summary: 'Naam of e-mailadres wijzigen (formulier)',
      tags,
      params: IdParamsSchema,
      body: UserUpdateBodySchema,
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      response: withErrors({ 200: UserSchema }, [400, 404, 409]),
    },
    handler: async (request) => users.update(request.params.id, request.body, requireCaller(request)),
  });

  app.put('/users/upgrade/:id', {
    config: { access: 'admin' },
    schema: {
      summary: 'Rollen wijzigen (admin; geldt meteen; de laatste admin houdt zijn rol: 409 LAST_ADMIN)',
      tags,
      params: IdParamsSchema,
      body: UserRolesBodySchema,
      response: withErrors({ 200: UserSchema }, [400, 404, 409]),
    },
    handler: async (request) => users.setRoles(requireCaller(request), request.params.id, request.body.roles),
  });

  app.delete('/users/:id', {
    config: { access: selfOrAdmin },
    // An admin removing someone sends no body (SPEC §7); the person themself sends their proof.
    preValidation: async (request) => {
      request.body ??= {};
    },
    schema: {
      summary:
        "Account verwijderen (zelf, met je wachtwoord of een verse login; of een admin). Wat de persoon schreef blijft onder 'Verwijderd account'; de laatste admin blijft (409 LAST_ADMIN)",
      tags,
      params: IdParamsSchema,
      body: AccountDeletionBodySchema,
      response: withErrors({ 204: NoContentSchema }, [400, 403, 404, 409]),
    },
    handler: async (request, reply) => {
      await users.remove(requireCaller(request), request.params.id, request.body ?? {});
      return reply.code(204).send(null);
    },
  });
};
