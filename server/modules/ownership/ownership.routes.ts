import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@common/api/envelope';
import {
  ownershipAnswerBodySchema,
  ownershipChangeBodySchema,
  ownershipDomainParamsSchema,
  ownershipIdParamsSchema,
  ownershipTokenBodySchema,
} from '@common/api/ownership.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import type { AppServices } from '../../app-services';
import { userSession } from '../payment/payment.routes';

const auth = { auth: 'user' as const };

/**
 * Change of registrant (decision 050): the owner's page calls (list, info, change, cancel) and the
 * two calls of the mailed links, which need no login (the new registrant is rarely a customer).
 */
export const ownershipRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { ownership } = services;

  app.get('/domain/ownership/list', { schema: { querystring: sessionParamsSchema }, config: auth }, async (request) => {
    return ok(await ownership.list(userSession(request).user.id));
  });

  app.get(
    '/domain/ownership/info/:domain',
    { schema: { params: ownershipDomainParamsSchema, querystring: sessionParamsSchema }, config: auth },
    async (request) => {
      return ok(await ownership.info(userSession(request).user.id, request.params.domain));
    },
  );

  app.post(
    '/domain/ownership/change/:domain',
    { schema: { params: ownershipDomainParamsSchema, body: ownershipChangeBodySchema }, config: auth },
    async (request) => {
      const session = userSession(request);
      return ok(await ownership.start(session.user, session.language, request.params.domain, request.body));
    },
  );

  app.post(
    '/domain/ownership/cancel/:id',
    { schema: { params: ownershipIdParamsSchema, body: sessionParamsSchema }, config: auth },
    async (request) => {
      return ok(await ownership.cancel(userSession(request).user.id, request.params.id));
    },
  );

  app.post('/domain/ownership/confirm/details', { schema: { body: ownershipTokenBodySchema } }, async (request) => {
    return ok(await ownership.details(request.body.token));
  });

  app.post('/domain/ownership/confirm', { schema: { body: ownershipAnswerBodySchema } }, async (request) => {
    return ok(await ownership.answer(request.body.token, request.body.answer));
  });
};
