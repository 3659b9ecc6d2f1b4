// Forum routes (SPEC §7 Forum): posts are called issues.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors/api-error.ts';
import { sendCachedJson } from '../cached-json.ts';
import { withErrors } from '../common-schema.ts';
import type { ModuleOptions } from '../module-options.ts';
import { registerWriteRoutes } from '../write-routes.ts';
import { createForumRepository } from './repository.ts';
import {
  commentBody,
  commentIdParams,
  commentListSchema,
  commentSchema,
  issueBody,
  issueIdParams,
  issueListQuery,
  issueListSchema,
  issueSchema,
} from './schema.ts';
import type { IssueListQuery } from './schema.ts';

const tags = ['Forum'];

export async function forumRoutes(app: FastifyInstance, { db, dialect, readCache }: ModuleOptions): Promise<void> {
  const forum = createForumRepository(db, dialect);

  app.get<{ Querystring: IssueListQuery }>('/issues/data', {
    schema: {
      summary: 'Forumvragen, nieuwste eerst, optioneel gezocht in onderwerp en inhoud',
      tags,
      querystring: issueListQuery,
      response: withErrors({ 200: issueListSchema }, [400]),
    },
    handler: async (request, reply) => {
      const { filter = '', limit = -1, offset = 0 } = request.query;
      // The forum list and search: served from the exact read cache as serialised JSON (db/read-cache.ts), keyed
      // by the validated address.
      const body = await readCache.get(request.url, async () => String(reply.serialize(await forum.listIssues(filter, { limit, offset }))));
      return sendCachedJson(request, reply, body);
    },
  });

  app.get<{ Params: { id: number } }>('/issues/:id', {
    schema: { summary: 'Eén forumvraag', tags, params: issueIdParams, response: withErrors({ 200: issueSchema }) },
    handler: async (request) => {
      const issue = await forum.findIssue(request.params.id);
      if (issue === undefined) throw notFound(`Geen forumvraag met id ${request.params.id}.`);
      return issue;
    },
  });

  app.get<{ Params: { id: number } }>('/comments/issue/:id', {
    schema: { summary: 'Reacties op een forumvraag, oudste eerst', tags, params: issueIdParams, response: withErrors({ 200: commentListSchema }) },
    handler: async (request) => {
      const data = await forum.listComments(request.params.id);
      if (data === undefined) throw notFound(`Geen forumvraag met id ${request.params.id}.`);
      return { data, count: data.length };
    },
  });

  registerWriteRoutes(app, [
    { method: 'POST', url: '/issues', summary: 'Forumvraag plaatsen', tags, body: issueBody, success: [201, issueSchema] },
    { method: 'PUT', url: '/issues/:id', summary: 'Forumvraag wijzigen', tags, params: issueIdParams, body: issueBody, success: [200, issueSchema] },
    { method: 'DELETE', url: '/issues/:id', summary: 'Forumvraag verwijderen', tags, params: issueIdParams, success: [204, null] },
    { method: 'POST', url: '/comments', summary: 'Reactie plaatsen', tags, body: commentBody, success: [201, commentSchema] },
    { method: 'PUT', url: '/comments/:id', summary: 'Reactie wijzigen', tags, params: commentIdParams, body: commentBody, success: [200, commentSchema] },
    { method: 'DELETE', url: '/comments/:id', summary: 'Reactie verwijderen', tags, params: commentIdParams, success: [204, null] },
  ]);
}
