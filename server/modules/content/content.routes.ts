import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@common/api/envelope';
import { abuseReportBodySchema, contentPageParamsSchema, contentPageQuerySchema } from '@common/api/content.contract';
import type { AppServices } from '../../app-services';
import { requestLanguage } from '../../http/request-language';

/** The content pages and the abuse report form (docs/decisions/046-content-pages.md). */
export const contentRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { content } = services;

  app.get('/content/page/:slug', { schema: { params: contentPageParamsSchema, querystring: contentPageQuerySchema } }, async (request) => {
    return ok(await content.page(request.params.slug, requestLanguage(request)));
  });

  app.post('/content/abuse-report', { schema: { body: abuseReportBodySchema }, bodyLimit: 16 * 1024 }, async (request) => {
    const result = await content.reportAbuse(request.body, {
      clientAddress: request.ip,
      language: requestLanguage(request),
      userId: request.session?.user?.id ?? null,
    });
    return ok(result);
  });
};
