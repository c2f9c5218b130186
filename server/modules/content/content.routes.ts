import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import {
  abuseReportBodySchema,
  abuseReportResultSchema,
  contentPageSchema,
  supportRequestResultSchema,
  supportRequestBodySchema,
  contentDownloadParamsSchema,
  contentDownloadQuerySchema,
  contentPageParamsSchema,
  contentPageQuerySchema,
} from '@common/api/content.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { requestLanguage } from '../../http/request-language';

const DOWNLOAD_FILE_NAMES = {
  terms: { en: 'terms-and-conditions', de: 'agb' },
  'transfer-authorisation': { en: 'transfer-authorisation-form', de: 'umzugsgenehmigung' },
} as const;

/** The content pages, the abuse report form (docs/decisions/046-content-pages.md) and the support form (056). */
export const contentRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { content } = services;

  app.get(
    '/content/page/:slug',
    {
      schema: {
        params: contentPageParamsSchema,
        querystring: contentPageQuerySchema,
        response: { 200: envelopeSchema(contentPageSchema) },
      },
      config: { errors: [ErrorCode.NotFound] },
    },
    async (request) => {
      return ok(await content.page(request.params.slug, requestLanguage(request)));
    },
  );

  // The documents of the downloads page, in the language asked for (the page's link says which) or the session's.
  app.get(
    '/content/download/:file',
    {
      schema: { params: contentDownloadParamsSchema, querystring: contentDownloadQuerySchema },
      config: { answer: { mediaType: 'application/pdf', description: 'The document as a PDF file (an attachment).' } },
    },
    async (request, reply) => {
      const name = request.params.file === 'terms.pdf' ? 'terms' : 'transfer-authorisation';
      const language = request.query.lang ?? requestLanguage(request);
      const bytes = await content.document(name, language);
      const file = `${DOWNLOAD_FILE_NAMES[name][language]}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-cache')
        .send(Buffer.from(bytes));
    },
  );

  app.post(
    '/content/abuse-report',
    {
      schema: { body: abuseReportBodySchema, response: { 200: envelopeSchema(abuseReportResultSchema) } },
      config: { errors: [ErrorCode.TooManyRequests] },
      bodyLimit: 16 * 1024,
    },
    async (request) => {
      const result = await content.reportAbuse(request.body, {
        clientAddress: request.ip,
        language: requestLanguage(request),
        userId: request.session?.user?.id ?? null,
      });
      return ok(result);
    },
  );

  // The support page's contact form (decision 056): mailed to the operator with the customer number when logged in.
  app.post(
    '/content/support-request',
    {
      schema: { body: supportRequestBodySchema, response: { 200: envelopeSchema(supportRequestResultSchema) } },
      config: { errors: [ErrorCode.TooManyRequests] },
      bodyLimit: 16 * 1024,
    },
    async (request) => {
      const result = await content.requestSupport(request.body, {
        clientAddress: request.ip,
        language: requestLanguage(request),
        userId: request.session?.user?.id ?? null,
      });
      return ok(result);
    },
  );
};
