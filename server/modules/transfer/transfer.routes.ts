import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@common/api/envelope';
import {
  addTransferBodySchema,
  authCodeBodySchema,
  transferDomainParamsSchema,
  transferIdParamsSchema,
  transferListQuerySchema,
  transferLockBodySchema,
} from '@common/api/transfer.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import type { AppServices } from '../../app-services';
import { requireSession } from '../../http/session-hooks';
import { clientInfo } from '../../lib/client-info';
import { userSession } from '../payment/payment.routes';

const auth = { auth: 'user' as const };

/** Transfers in and out (decision 023): check, cart, pending list and cancel; auth code, registrar lock (privacy: privacy.routes.ts). */
export const transferRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { transfers } = services;

  // Visitors may check and put a transfer into the cart; paying needs an account.
  app.get(
    '/domain/transfer/check/:domain',
    { schema: { params: transferDomainParamsSchema, querystring: sessionParamsSchema }, config: { session: 'create' } },
    async (request) => {
      return ok(await transfers.check(requireSession(request), request.params.domain));
    },
  );

  app.post(
    '/cart/add/transfer/:domain',
    { schema: { params: transferDomainParamsSchema, body: addTransferBodySchema } },
    async (request) => {
      return ok(await transfers.addToCart(requireSession(request), request.params.domain, request.body.auth_code, clientInfo(request)));
    },
  );

  // A transfer already in the cart gets a corrected auth code here (checked at the registry like a new one).
  app.post(
    '/cart/update/transfer/:domain',
    { schema: { params: transferDomainParamsSchema, body: addTransferBodySchema } },
    async (request) => {
      return ok(await transfers.updateCode(requireSession(request), request.params.domain, request.body.auth_code, clientInfo(request)));
    },
  );

  app.get('/domain/transfer/list', { schema: { querystring: transferListQuerySchema }, config: auth }, async (request) => {
    return ok(await transfers.list(userSession(request).user.id, request.query));
  });

  app.post(
    '/domain/transfer/cancel/:id',
    { schema: { params: transferIdParamsSchema, body: sessionParamsSchema }, config: auth },
    async (request) => {
      return ok(await transfers.cancel(userSession(request).user.id, request.params.id));
    },
  );

  app.post(
    '/domain/authcode/:domain',
    { schema: { params: transferDomainParamsSchema, body: authCodeBodySchema }, config: auth },
    async (request) => {
      return ok(await transfers.authCode(userSession(request).user, request.params.domain, request.body, clientInfo(request)));
    },
  );

  app.post(
    '/domain/transfer-lock/:domain',
    { schema: { params: transferDomainParamsSchema, body: transferLockBodySchema }, config: auth },
    async (request) => {
      return ok(await transfers.setTransferLock(userSession(request).user.id, request.params.domain, request.body.locked));
    },
  );
};
