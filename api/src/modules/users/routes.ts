// User routes (SPEC §7 Users).
import type { FastifyInstance } from 'fastify';
import { requireIdToken, rejectEveryIdToken } from '../../auth/id-token.ts';
import { notFound } from '../../errors/api-error.ts';
import { withErrors } from '../common-schema.ts';
import type { ModuleOptions } from '../module-options.ts';
import { registerWriteRoutes } from '../write-routes.ts';
import { createUserRepository } from './repository.ts';
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

export async function userRoutes(app: FastifyInstance, { db, authGate }: ModuleOptions): Promise<void> {
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

  // Login and registration take the identity provider's ID token (ARCHITECTURE §4), checked before the rest.
  const idTokenGate = requireIdToken(rejectEveryIdToken);
  const notYet = async () => {
    throw new Error('unreachable: no ID token verifies yet');
  };
  app.post('/users/login/', {
    preValidation: idTokenGate,
    schema: {
      summary: 'Aanmelden met het ID-token van de identiteitsprovider',
      tags,
      body: loginBody,
      response: withErrors({ 200: loginResponse }, [400, 401, 404]),
    },
    handler: notYet,
  });
  app.post('/users/register/', {
    preValidation: idTokenGate,
    schema: {
      summary: 'Registreren met het ID-token en voor- en achternaam',
      tags,
      body: registerBody,
      response: withErrors({ 201: loginResponse }, [400, 401, 409]),
    },
    handler: notYet,
  });

  registerWriteRoutes(app, authGate, [
    { method: 'GET', url: '/users', summary: 'Alle gebruikers (admin)', tags, success: [200, userListSchema] },
    { method: 'GET', url: '/users/:id', summary: 'Eén gebruiker (zelf of admin)', tags, params: userIdParams, success: [200, userSchema] },
    {
      method: 'GET',
      url: '/users/email/:email',
      summary: 'Is dit e-mailadres nog vrij? (aangemelde gebruikers)',
      tags,
      params: emailParams,
      success: [200, { type: 'object', required: ['data'], properties: { data: { type: 'boolean' } } }],
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
    },
    { method: 'PUT', url: '/users/upgrade/:id', summary: 'Rollen wijzigen (admin)', tags, params: userIdParams, body: userUpgradeBody, success: [200, userSchema] },
    { method: 'DELETE', url: '/users/:id', summary: 'Gebruiker verwijderen', tags, params: userIdParams, success: [204, null] },
  ]);
}
