import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import {
  autoRenewBodySchema,
  autoRenewByPatternBodySchema,
  autoRenewByPatternViewSchema,
  autoRenewViewSchema,
  customerDomainCountViewSchema,
  customerDomainListViewSchema,
  domainCountQuerySchema,
  domainListQuerySchema,
} from '@common/api/customer-domain.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { userSession } from '../payment/payment.routes';

const auth = { auth: 'user' as const };

/** "My domains": spec §7 GET /domain/list, GET /domain/count, POST /domain/property/autorenew(-by-pattern). */
export const customerDomainRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { customerDomains } = services;

  app.get(
    '/domain/list',
    { schema: { querystring: domainListQuerySchema, response: { 200: envelopeSchema(customerDomainListViewSchema) } }, config: auth },
    async (request) => {
      return ok(await customerDomains.list(userSession(request).user.id, request.query));
    },
  );

  app.get(
    '/domain/count',
    { schema: { querystring: domainCountQuerySchema, response: { 200: envelopeSchema(customerDomainCountViewSchema) } }, config: auth },
    async (request) => {
      return ok(await customerDomains.count(userSession(request).user.id));
    },
  );

  app.post(
    '/domain/property/autorenew',
    {
      schema: { body: autoRenewBodySchema, response: { 200: envelopeSchema(autoRenewViewSchema) } },
      config: { ...auth, errors: [ErrorCode.DomainNotOwned] },
    },
    async (request) => {
      return ok(await customerDomains.setAutoRenew(userSession(request).user.id, request.body.domains, request.body.auto_renew));
    },
  );

  app.post(
    '/domain/property/autorenew-by-pattern',
    { schema: { body: autoRenewByPatternBodySchema, response: { 200: envelopeSchema(autoRenewByPatternViewSchema) } }, config: auth },
    async (request) => {
      return ok(await customerDomains.setAutoRenewByPattern(userSession(request).user.id, request.body.pattern, request.body.auto_renew));
    },
  );
};
