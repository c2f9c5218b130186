import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import { orderListSchema, ordersQuerySchema } from '@common/api/order.contract';
import type { AppServices } from '../../app-services';
import { userSession } from '../payment/payment.routes';

/** The customer's orders with their items and states (spec §7 GET /user/orders). */
export const orderRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get(
    '/user/orders',
    { schema: { querystring: ordersQuerySchema, response: { 200: envelopeSchema(orderListSchema) } }, config: { auth: 'user' } },
    async (request) => {
      const session = userSession(request);
      return ok(await services.orders.list(session.user.id, session.language, request.query.page, request.query.per_page));
    },
  );
};
