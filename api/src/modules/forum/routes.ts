// Forum routes (SPEC §7 Forum): posts are called issues. HTTP in and out.
import {
  CommentBodySchema,
  ForumCommentSchema,
  ForumIssueSchema,
  IdParamsSchema,
  IssueBodySchema,
  IssueListQuerySchema,
  NoContentSchema,
  listOf,
} from 'shared/contracts';
import { requireCaller } from '../../auth/access.ts';
import { sendCachedJson } from '../cached-json.ts';
import { isUnbounded, sendStreamedList } from '../streamed-list.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

const tags = ['Forum'];
/** Every table forum.listIssues reads (posts, their search index, authors' names, comment counts): a write to any other table keeps the cached pages. */
const ISSUE_LIST_READS = ['forum_posts', 'forum_posts_fts', 'users', 'forum_comments'] as const;

export const forumRoutes: FeatureRoutes = async (app, { services: { forum }, readCache }) => {
  app.get('/issues/data', {
    config: { access: 'anyone', replay: true },
    schema: {
      summary: 'Forumvragen, nieuwste eerst, optioneel gezocht in onderwerp en inhoud',
      tags,
      querystring: IssueListQuerySchema,
      response: withErrors({ 200: listOf(ForumIssueSchema) }, [400]),
    },
    handler: (request, reply) => {
      // The whole list (33 MB on 100,000 posts) is written as it is read: its cost stays one batch per request.
      if (isUnbounded(request.query)) {
        sendStreamedList(reply, forum.streamIssues(request.query));
        return undefined;
      }
      // A page or a search's page: served from the exact read cache as serialised JSON (db/read-cache.ts), keyed
      // by the validated address.
      return sendCachedJson(request, reply, readCache.get(request.url, ISSUE_LIST_READS, async () => String(reply.serialize(await forum.listIssues(request.query)))));
    },
  });

  app.get('/issues/:id', {
    config: { access: 'anyone' },
    schema: { summary: 'Eén forumvraag', tags, params: IdParamsSchema, response: withErrors({ 200: ForumIssueSchema }) },
    handler: async (request) => forum.findIssue(request.params.id),
  });

  app.get('/comments/issue/:id', {
    config: { access: 'anyone' },
    schema: { summary: 'Reacties op een forumvraag, oudste eerst', tags, params: IdParamsSchema, response: withErrors({ 200: listOf(ForumCommentSchema) }) },
    handler: async (request) => forum.listComments(request.params.id),
  });

  app.post('/issues', {
    config: { access: 'loggedIn' },
    schema: { summary: 'Forumvraag plaatsen', tags, body: IssueBodySchema, response: withErrors({ 201: ForumIssueSchema }, [400]) },
    handler: async (request, reply) => reply.code(201).send(await forum.createIssue(requireCaller(request), request.body)),
  });

  app.put('/issues/:id', {
    config: { access: { role: 'loggedIn', owner: { row: 'issue' } } },
    schema: {
      summary: 'Forumvraag wijzigen (de auteur of een admin)',
      tags,
      params: IdParamsSchema,
      body: IssueBodySchema,
      response: withErrors({ 200: ForumIssueSchema }),
    },
    handler: async (request) => forum.updateIssue(requireCaller(request), request.params.id, request.body),
  });

  app.delete('/issues/:id', {
    config: { access: { role: 'loggedIn', owner: { row: 'issue' } } },
    schema: {
      summary: 'Forumvraag verwijderen (de auteur of een admin)',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 204: NoContentSchema }),
    },
    handler: async (request, reply) => {
      await forum.removeIssue(requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.post('/comments', {
    config: { access: 'loggedIn' },
    schema: {
      summary: 'Reactie plaatsen (30 minuten na je vorige reactie op deze vraag: 429 COOL_DOWN)',
      tags,
      body: CommentBodySchema,
      response: withErrors({ 201: ForumCommentSchema }),
    },
    handler: async (request, reply) => reply.code(201).send(await forum.createComment(requireCaller(request), request.body)),
  });

  app.put('/comments/:id', {
    config: { access: { role: 'loggedIn', owner: { row: 'comment' } } },
    schema: {
      summary: 'Reactie wijzigen (de auteur of een admin)',
      tags,
      params: IdParamsSchema,
      body: CommentBodySchema,
      response: withErrors({ 200: ForumCommentSchema }),
    },
    handler: async (request) => forum.updateComment(requireCaller(request), request.params.id, request.body),
  });

  app.delete('/comments/:id', {
    config: { access: { role: 'loggedIn', owner: { row: 'comment' } } },
    schema: {
      summary: 'Reactie verwijderen (de auteur of een admin)',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 204: NoContentSchema }),
    },
    handler: async (request, reply) => {
      await forum.removeComment(requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
