import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartAddDomainBodySchema, cartDomainParamsSchema, cartRemoveDomainBodySchema } from '@common/api/cart.contract';
import { ok } from '@common/api/envelope';
import { sessionParamsSchema } from '@common/api/session.contract';
import type { AppServices } from '../../app-services';
import { requireSession } from '../../http/session-hooks';

/** The register cart of spec §7 (the renew and restore sections come with their flows). */
export const cartRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { cart } = services;

  app.get('/cart/list/all', { schema: { querystring: sessionParamsSchema }, config: { session: 'create' } }, async (request) => {
    return ok(await cart.listAll(requireSession(request)));
  });

  app.get('/cart/suggestions', { schema: { querystring: sessionParamsSchema }, config: { session: 'create' } }, async (request) => {
    return ok((await cart.listAll(requireSession(request))).register.suggestions);
  });

  app.post('/cart/add/domain/:domain', { schema: { params: cartDomainParamsSchema, body: cartAddDomainBodySchema } }, async (request) => {
    return ok(await cart.addDomain(requireSession(request), request.params.domain, request.body.language));
  });

  app.post('/cart/remove/domain/:domain', { schema: { params: cartDomainParamsSchema, body: cartRemoveDomainBodySchema } }, async (request) => {
    return ok(await cart.removeDomain(requireSession(request), request.params.domain));
  });
};
