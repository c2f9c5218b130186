import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import {
  restoreBodySchema,
  restoreCartSchema,
  restoreListSchema,
  undeleteResultSchema,
  restoreDomainParamsSchema,
  restoreItemParamsSchema,
  restoreListQuerySchema,
} from '@common/api/restore.contract';
import { parseDomainName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { AppError } from '../../http/app-error';
import { userSession } from '../payment/payment.routes';

const auth = { auth: 'user' as const };
/** Why a name cannot be restored (restore.service.ts `restorable`). */
const notRestorable = [
  ErrorCode.InvalidDomainName,
  ErrorCode.RestoreNotAllowed,
  ErrorCode.RestoreInProgress,
  ErrorCode.DomainNotInRedemption,
];

/**
 * Restore from redemption: the list behind /domain/restore/rgp, spec §7 "Restore cart" and
 * POST /domain/undelete/{domain} (login only: only the owner restores; decision 022).
 */
export const restoreRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { restores } = services;

  app.get(
    '/domain/restore/list',
    {
      schema: { querystring: restoreListQuerySchema, response: { 200: envelopeSchema(restoreListSchema) } },
      config: { ...auth, errors: [ErrorCode.RegistryUnavailable] },
    },
    async (request) => {
      return ok(await restores.list(userSession(request)));
    },
  );

  app.post(
    '/cart/rgp/add/domain/:domain',
    {
      schema: { params: restoreDomainParamsSchema, body: restoreBodySchema, response: { 200: envelopeSchema(restoreCartSchema) } },
      config: { ...auth, errors: [ErrorCode.RegistryUnavailable, ...notRestorable, ErrorCode.UnknownTld, ErrorCode.AlreadyInCart] },
    },
    async (request) => {
      return ok(await restores.addToCart(userSession(request), request.params.domain));
    },
  );

  app.post(
    '/cart/rgp/remove/:id',
    {
      schema: { params: restoreItemParamsSchema, body: restoreBodySchema, response: { 200: envelopeSchema(restoreCartSchema) } },
      config: { ...auth, errors: [ErrorCode.CartItemNotFound] },
    },
    async (request) => {
      return ok(await restores.removeFromCart(userSession(request), request.params.id));
    },
  );

  app.post(
    '/domain/undelete/:domain',
    {
      schema: { params: restoreDomainParamsSchema, body: restoreBodySchema, response: { 200: envelopeSchema(undeleteResultSchema) } },
      config: {
        ...auth,
        errors: [
          ErrorCode.RegistryUnavailable,
          ...notRestorable,
          ErrorCode.UnknownTld,
          ErrorCode.AccountMissing,
          ErrorCode.InsufficientBalance,
          ErrorCode.PaymentMethodUnavailable,
        ],
      },
    },
    async (request) => {
      return ok(await restores.undelete(userSession(request), request.params.domain));
    },
  );
};

/**
 * Test-only: puts one of the logged-in customer's domains into redemption now, through the
 * lifecycle's own delete (the browser tests run on the real clock and cannot wait for an expiry).
 * Registered only when E2E_TEST_ROUTES=on (config refuses it in production).
 */
export const lifecycleTestRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.post(
    '/test/lifecycle/redemption/:domain',
    { schema: { params: restoreDomainParamsSchema, body: restoreBodySchema }, config: auth },
    async (request) => {
      const parsed = parseDomainName(request.params.domain);
      if (!parsed.ok) throw AppError.badRequest('domain');
      if (!(await services.lifecycle.deleteNowForTest(userSession(request).user.id, parsed.ascii))) throw AppError.notFound();
      return ok({ domain: parsed.ascii });
    },
  );
};
