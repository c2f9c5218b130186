import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import { privacyViewSchema } from '@common/api/privacy.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import { privacyBodySchema, transferDomainParamsSchema } from '@common/api/transfer.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { userSession } from '../payment/payment.routes';

const auth = { auth: 'user' as const };

/** WHOIS privacy of the customer's names (decision 028): what is paid and what the rest of the term costs; on and off. */
export const privacyRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { privacy } = services;

  app.get(
    '/domain/privacy/:domain',
    {
      schema: {
        params: transferDomainParamsSchema,
        querystring: sessionParamsSchema,
        response: { 200: envelopeSchema(privacyViewSchema) },
      },
      config: { ...auth, errors: [ErrorCode.RegistryUnavailable] },
    },
    async (request) => {
      return ok(await privacy.get(userSession(request), request.params.domain));
    },
  );

  app.post(
    '/domain/privacy/:domain',
    {
      schema: { params: transferDomainParamsSchema, body: privacyBodySchema, response: { 200: envelopeSchema(privacyViewSchema) } },
      config: { ...auth, errors: [ErrorCode.RegistryUnavailable] },
    },
    async (request) => {
      return ok(await privacy.set(userSession(request), request.params.domain, request.body.privacy));
    },
  );
};
