// Image routes (decision 0023): providers and admins upload the raw bytes of an image; anyone, logged in or not,
// reads a stored one. HTTP in and out.
// Type from typebox itself: the type provider's own entry also loads TypeBox's compiler and value modules (some 300
// files at every start) for what this API does not use: ajv validates the routes.
import { Type } from 'typebox';
import type { FastifyError } from 'fastify';
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_TYPES, ImageNameParamsSchema, isUploadableImageType, NoContentSchema, StoredImageSchema } from 'shared/contracts';
import { requireCaller } from '../../auth/access.ts';
import { ApiError } from '../../errors/api-error.ts';
import { sendError } from '../../errors/error-handler.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';
import { unsupportedImageType } from './service.ts';

const tags = ['Afbeeldingen'];
const BODY =
  'Het bestand zelf, met zijn Content-Type. De site bewaart het geschaald tot ten hoogste 256×256 als WebP, zonder metadata ' +
  '(een SVG wordt omgezet in pixels); hetzelfde beeld krijgt hetzelfde adres.';

/** A stored image never changes under its name (the name is the hash of its bytes): a browser keeps it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const tooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', `De afbeelding is te groot: ten hoogste ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`);

function contentTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether If-None-Match names this entity tag (a list, or *). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

export const imageRoutes: FeatureRoutes = async (app, { services: { images } }) => {
  // This scope reads a body as the bytes that came, whatever their type: the route decides what it takes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));
  // Fastify's own 'too large' says nothing of the limit; the person uploading is told what it is.
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : error, request, reply));

  app.post('/images', {
    config: { access: 'provider' },
    bodyLimit: IMAGE_MAX_BYTES,
    validatorCompiler: () => () => true,
    schema: {
      summary: 'Een afbeelding opladen (providers en admins): PNG, JPEG, WebP of SVG, ten hoogste 5 MB',
      tags,
      // Documented per type; the bytes themselves are judged by sharp, not by a schema (validatorCompiler above).
      body: { content: Object.fromEntries(IMAGE_UPLOAD_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary', description: BODY } }])) },
      response: withErrors({ 201: StoredImageSchema }, [400, 413, 415]),
    },
    // A type the route does not take is refused before its body is read.
    preParsing: (request, _reply, payload, done) => {
      if (isUploadableImageType(contentTypeOf(request.headers['content-type']))) done(null, payload);
      else done(unsupportedImageType());
    },
    handler: async (request, reply) => reply.code(201).send(await images.upload(requireCaller(request), request.headers['content-type'], request.body)),
  });

  app.get('/images/:name', {
    config: { access: 'anyone' },
    schema: {
      summary: 'Een opgeladen of opgehaalde afbeelding (image/webp); het adres verandert nooit van inhoud',
      tags,
      params: ImageNameParamsSchema,
      response: withErrors({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'de afbeelding' }), 304: NoContentSchema }, [404]),
    },
    handler: async (request, reply) => {
      const image = await images.find(request.params.name);
      const etag = `"${image.name.replace(/\.[a-z]+$/, '')}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag).header('x-content-type-options', 'nosniff');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.type(image.content_type).send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    },
  });
};
