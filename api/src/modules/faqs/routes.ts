// FAQ routes (SPEC §7 FAQs).
import type { FastifyInstance } from 'fastify';
import { withErrors } from '../common-schema.ts';
import type { ModuleOptions } from '../module-options.ts';
import { registerWriteRoutes } from '../write-routes.ts';
import { createFaqRepository } from './repository.ts';
import { faqBody, faqIdParams, faqListSchema, faqSchema } from './schema.ts';

const tags = ['FAQ'];

export async function faqRoutes(app: FastifyInstance, { db }: ModuleOptions): Promise<void> {
  const faqs = createFaqRepository(db);

  app.get('/faqs', {
    schema: { summary: 'Veelgestelde vragen in volgorde van id', tags, response: withErrors({ 200: faqListSchema }, []) },
    handler: async () => {
      const data = await faqs.list();
      return { data, count: data.length };
    },
  });

  registerWriteRoutes(app, [
    { method: 'POST', url: '/faqs', summary: 'FAQ toevoegen (admin)', tags, body: faqBody, success: [201, faqSchema] },
    { method: 'PUT', url: '/faqs/:id', summary: 'FAQ wijzigen (admin)', tags, params: faqIdParams, body: faqBody, success: [200, faqSchema] },
    { method: 'DELETE', url: '/faqs/:id', summary: 'FAQ verwijderen (admin)', tags, params: faqIdParams, success: [204, null] },
  ]);
}
