// The OpenAPI document of /api (/api/docs/json), built by @fastify/swagger from the routes' TypeBox schemas, and
// its UI at /api/docs. The document is registered first so it sees every route; the UI is a page of the site.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ApiErrorBodySchema } from 'shared/contracts';

export async function registerOpenApiDocument(app: FastifyInstance): Promise<void> {
  app.addSchema(ApiErrorBodySchema);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'AI-tools roadmap voor de eventsector: API',
        description: 'De API van SPEC §7 onder /api. Lijsten antwoorden { data, count }; fouten { code, message, details? }.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
  });
}

/** In the site's scope: the UI page carries the site's headers. */
export async function registerOpenApiUi(site: FastifyInstance): Promise<void> {
  await site.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The page must also work over plain http on a local network.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
