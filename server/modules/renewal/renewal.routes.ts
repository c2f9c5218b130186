import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@common/api/envelope';
import {
  renewAddBodySchema,
  renewAddOnBodySchema,
  renewAddOnParamsSchema,
  renewDomainParamsSchema,
  renewIdParamsSchema,
  renewInfoBodySchema,
  renewItemParamsSchema,
  renewListQuerySchema,
  renewRemoveAddOnBodySchema,
  renewLookupQuerySchema,
  renewUpdateBodySchema,
} from '@common/api/renewal.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import type { AppServices } from '../../app-services';
import { requireSession } from '../../http/session-hooks';
import { userSession } from '../payment/payment.routes';

const auth = { auth: 'user' as const };

/**
 * Renewals: spec §7 "Renew cart" and GET /domain/renew/list (login only: only the owner renews),
 * and the simple renew's lookup, open to visitors (decision 020).
 */
export const renewalRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { renewals } = services;

  app.get('/domain/renew/list', { schema: { querystring: renewListQuerySchema }, config: auth }, async (request) => {
    return ok(await renewals.list(userSession(request), request.query));
  });

  app.get('/domain/renew/lookup', { schema: { querystring: renewLookupQuerySchema }, config: { session: 'create' } }, async (request) => {
    return ok(await renewals.lookup(requireSession(request), request.query.domain));
  });

  app.get('/cart/renew/list', { schema: { querystring: sessionParamsSchema }, config: auth }, async (request) => {
    return ok(await renewals.cart(userSession(request)));
  });

  app.post(
    '/cart/renew/add/domain/:domain',
    { schema: { params: renewDomainParamsSchema, body: renewAddBodySchema }, config: auth },
    async (request) => {
      return ok(await renewals.add(userSession(request), request.params.domain, request.body.options ?? {}));
    },
  );

  app.post(
    '/cart/renew/info/:id',
    { schema: { params: renewIdParamsSchema, body: renewInfoBodySchema }, config: auth },
    async (request) => {
      return ok(await renewals.info(userSession(request), request.params.id, request.body.options ?? {}));
    },
  );

  app.post(
    '/cart/renew/update/:id',
    { schema: { params: renewIdParamsSchema, body: renewUpdateBodySchema }, config: auth },
    async (request) => {
      const { period, privacy_level, trustee } = request.body;
      return ok(await renewals.update(userSession(request), request.params.id, { period, privacy_level, trustee }));
    },
  );

  app.post(
    '/cart/renew/add/:id/:addon',
    { schema: { params: renewAddOnParamsSchema, body: renewAddOnBodySchema }, config: auth },
    async (request) => {
      return ok(
        await renewals.addAddOn(userSession(request), request.params.id, request.params.addon, {
          name: request.body.name,
          level: request.body.level,
        }),
      );
    },
  );

  app.post(
    '/cart/renew/remove/:id',
    { schema: { params: renewIdParamsSchema, body: sessionParamsSchema }, config: auth },
    async (request) => {
      return ok(await renewals.remove(userSession(request), request.params.id));
    },
  );

  app.post(
    '/cart/renew/remove/:id/:itemId',
    { schema: { params: renewItemParamsSchema, body: renewRemoveAddOnBodySchema }, config: auth },
    async (request) => {
      return ok(await renewals.removeAddOn(userSession(request), request.params.id, request.params.itemId, request.body.addon));
    },
  );
};
