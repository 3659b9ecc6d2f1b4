// GET /health/ping: answers once the database answers (the shell waits for it before it shows the site).
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/api-error.ts';
import { withErrors } from '../common-schema.ts';
import type { ModuleOptions } from '../module-options.ts';

export async function healthRoutes(app: FastifyInstance, { db }: ModuleOptions): Promise<void> {
  app.get('/health/ping', {
    config: { rateLimit: false },
    schema: {
      summary: 'Gezondheidscontrole',
      tags: ['Gezondheid'],
      response: withErrors({ 200: { type: 'object', required: ['status'], properties: { status: { type: 'string', const: 'ok' } } } }, [503]),
    },
    handler: async (request) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.error({ err: error }, 'database does not answer');
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'De databank antwoordt niet.');
      }
      return { status: 'ok' };
    },
  });
}
