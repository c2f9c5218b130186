import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import {
  accountCreateBodySchema,
  accountNotificationSchema,
  accountTransactionsSchema,
  prepaidAccountViewSchema,
  accountIncreaseBodySchema,
  accountNotificationBodySchema,
  accountTransactionsQuerySchema,
} from '@common/api/prepaid-account.contract';
import { paymentStatusViewSchema } from '@common/api/payment.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { userSession } from '../payment/payment.routes';
import { presentAccount } from './prepaid-account.presenter';

const auth = { auth: 'user' as const };
/** Routes of an existing account: AccountMissing (3003) when the customer has none. */
const withAccount = { ...auth, errors: [ErrorCode.AccountMissing] };

/** The prepaid account: open, top up, overview and transactions, low-balance notice (spec §7). */
export const prepaidAccountRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { prepaidAccounts, topUps: payments } = services;

  app.post(
    '/user/account/create',
    {
      schema: { body: accountCreateBodySchema, response: { 200: envelopeSchema(prepaidAccountViewSchema) } },
      config: { ...auth, errors: [ErrorCode.AccountCreateNotAllowed, ErrorCode.AccountExists] },
    },
    async (request) => {
      return ok(await prepaidAccounts.create(userSession(request)));
    },
  );

  app.get(
    '/account/overview',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(prepaidAccountViewSchema) } }, config: withAccount },
    async (request) => {
      const session = userSession(request);
      return ok(presentAccount(await prepaidAccounts.require(session.user), session.user, session.language));
    },
  );

  app.post(
    '/user/account/increase',
    {
      schema: { body: accountIncreaseBodySchema, response: { 200: envelopeSchema(paymentStatusViewSchema) } },
      config: {
        ...auth,
        errors: [
          ErrorCode.AccountMissing,
          ErrorCode.AccountDepositsDisabled,
          ErrorCode.AmountBelowMinimum,
          ErrorCode.AmountAboveLimit,
          ErrorCode.PaymentMethodUnavailable,
          ErrorCode.IdempotencyKeyReused,
        ],
      },
    },
    async (request) => {
      const { amount, method, idempotency_key } = request.body;
      return ok(await payments.topUp(userSession(request), { amount, method, idempotencyKey: idempotency_key }));
    },
  );

  app.get(
    '/account/transactions',
    {
      schema: { querystring: accountTransactionsQuerySchema, response: { 200: envelopeSchema(accountTransactionsSchema) } },
      config: withAccount,
    },
    async (request) => {
      return ok(await prepaidAccounts.transactions(userSession(request), request.query.page, request.query.per_page));
    },
  );

  app.get(
    '/account/notification',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(accountNotificationSchema) } }, config: withAccount },
    async (request) => {
      return ok(await prepaidAccounts.notification(userSession(request)));
    },
  );

  app.post(
    '/account/notification',
    {
      schema: { body: accountNotificationBodySchema, response: { 200: envelopeSchema(accountNotificationSchema) } },
      config: { ...auth, errors: [ErrorCode.AccountMissing, ErrorCode.ParameterMissing] },
    },
    async (request) => {
      return ok(
        await prepaidAccounts.setNotification(userSession(request), { enabled: request.body.enabled, threshold: request.body.threshold }),
      );
    },
  );
};
