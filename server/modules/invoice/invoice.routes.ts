import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import { invoicePdfParamsSchema, invoicesQuerySchema, invoiceViewSchema } from '@common/api/invoice.contract';
import type { AppServices } from '../../app-services';
import { userSession } from '../payment/payment.routes';

/** The customer's invoices and their PDFs (paths not named by the spec; decision 017). */
export const invoiceRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get(
    '/user/invoices',
    {
      schema: { querystring: invoicesQuerySchema, response: { 200: envelopeSchema(z.array(invoiceViewSchema)) } },
      config: { auth: 'user' },
    },
    async (request) => {
      const session = userSession(request);
      return ok(await services.invoices.list(session.user.id, session.language));
    },
  );

  app.get(
    '/user/invoices/:id/pdf',
    {
      schema: { params: invoicePdfParamsSchema, querystring: invoicesQuerySchema },
      config: { auth: 'user', answer: { mediaType: 'application/pdf', description: 'The invoice as a PDF file (an attachment).' } },
    },
    async (request, reply) => {
      const session = userSession(request);
      const { number, bytes } = await services.invoices.pdf(session.user.id, request.params.id);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${number}.pdf"`).send(Buffer.from(bytes));
    },
  );
};
