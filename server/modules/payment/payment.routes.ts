import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import {
  payCommitBodySchema,
  payCommitConflictSchema,
  paymentInitSchema,
  paymentSettingsSchema,
  paymentStatusViewSchema,
  saveContactResultSchema,
  payInitQuerySchema,
  paySaveContactBodySchema,
  paySettingsBodySchema,
  payStatusParamsSchema,
  payTypeParamsSchema,
} from '@common/api/payment.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import type { AppServices } from '../../app-services';
import { AppError } from '../../http/app-error';
import type { UserRow } from '../../db/schema/index';
import type { SessionContext } from '../session/session.service';
import { PriceChangedError } from './payment.service';

/** The logged-in session: the routes are `auth: 'user'`, so the hooks refuse anyone else first. */
export function userSession(request: { session: SessionContext | null }): SessionContext & { user: UserRow } {
  const session = request.session;
  if (!session?.user) throw AppError.authenticationRequired();
  return session as SessionContext & { user: UserRow };
}

const auth = { auth: 'user' as const };

/** The payment flow of spec §4/§7: init, settings, save contact, commit, status. */
export const paymentRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { payments } = services;

  app.get(
    '/pay/init/:type',
    {
      schema: { params: payTypeParamsSchema, querystring: payInitQuerySchema, response: { 200: envelopeSchema(paymentInitSchema) } },
      config: { ...auth, errors: [ErrorCode.RegistryUnavailable] },
    },
    async (request) => {
      return ok(await payments.init(userSession(request), request.params.type));
    },
  );

  app.post(
    '/pay/settings',
    {
      schema: { body: paySettingsBodySchema, response: { 200: envelopeSchema(paymentSettingsSchema) } },
      config: { ...auth, errors: [ErrorCode.PaymentMethodUnavailable] },
    },
    async (request) => {
      return ok(await payments.settings(userSession(request), request.body.type, request.body.method));
    },
  );

  app.post(
    '/pay/save/contact',
    { schema: { body: paySaveContactBodySchema, response: { 200: envelopeSchema(saveContactResultSchema) } }, config: auth },
    async (request) => {
      return ok(await payments.saveContact(userSession(request), request.body.type, request.body.contact));
    },
  );

  app.post(
    '/pay/commit',
    {
      schema: {
        body: payCommitBodySchema,
        response: { 200: envelopeSchema(paymentStatusViewSchema), 409: payCommitConflictSchema },
      },
      config: {
        ...auth,
        errors: [
          ErrorCode.RegistryUnavailable,
          ErrorCode.WithdrawalConsentMissing,
          ErrorCode.PriceChanged,
          ErrorCode.IdempotencyKeyReused,
          ErrorCode.NothingToPay,
          ErrorCode.ContactMissing,
          ErrorCode.PaymentMethodMissing,
          ErrorCode.PaymentMethodUnavailable,
          ErrorCode.AccountMissing,
          ErrorCode.InsufficientBalance,
          ErrorCode.CheckoutTypeNotSupported,
        ],
      },
    },
    async (request, reply) => {
      const session = userSession(request);
      // The consent to the start of the service and the end of the right of withdrawal (decision 061).
      if (request.body.withdrawal_consent !== true)
        throw new AppError(ErrorCode.WithdrawalConsentMissing, 400, { field: 'withdrawal_consent' });
      try {
        return ok(
          await payments.commit(session, {
            type: request.body.type,
            idempotencyKey: request.body.idempotency_key,
            fingerprint: request.body.fingerprint,
          }),
        );
      } catch (error) {
        // The new amounts go along, so the user sees the changed price before paying.
        if (!(error instanceof PriceChangedError)) throw error;
        return reply.code(409).send({
          success: false,
          result: { quote: error.quote },
          errors: [{ code: error.code, message: errorMessage(session.language, error.code) }],
        });
      }
    },
  );

  app.get(
    '/pay/status/:paymentId',
    {
      schema: {
        params: payStatusParamsSchema,
        querystring: sessionParamsSchema,
        response: { 200: envelopeSchema(paymentStatusViewSchema) },
      },
      config: { ...auth, errors: [ErrorCode.NotFound] },
    },
    async (request) => {
      return ok(await payments.status(userSession(request), request.params.paymentId));
    },
  );
};
