import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import { payCommitConflictSchema, paymentStatusViewSchema } from '@common/api/payment.contract';
import {
  renewalLinkOfferQuerySchema,
  renewalLinkOfferSchema,
  renewalLinkSentSchema,
  renewalLinkPayBodySchema,
  renewalLinkRequestBodySchema,
  renewalLinkStatusParamsSchema,
  renewalLinkStatusQuerySchema,
} from '@common/api/renewal-link.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import type { AppServices } from '../../app-services';
import { AppError } from '../../http/app-error';
import { requireSession } from '../../http/session-hooks';
import { clientInfo } from '../../lib/client-info';
import { PriceChangedError } from '../payment/payment.service';

/** A mailed link's token: unknown or expired, or its renewal paid already. */
const linkErrors = [ErrorCode.RenewalLinkInvalid, ErrorCode.RenewalLinkUsed];
/** Why the name cannot be renewed now (5201, 5303, 5304, 5305). */
const notRenewable = [ErrorCode.RenewNotAllowed, ErrorCode.DomainNotRegistered, ErrorCode.DomainInRedemption, ErrorCode.RenewInProgress];

/** Renewal without logging in (decision 026): open to visitors; the link's token is the proof. */

export const renewalLinkRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { renewalLinks } = services;

  app.post(
    '/domain/renew/simple/link',
    {
      schema: { body: renewalLinkRequestBodySchema, response: { 200: envelopeSchema(renewalLinkSentSchema) } },
      config: { errors: [ErrorCode.RegistryUnavailable, ErrorCode.InvalidDomainName, ErrorCode.TooManyRequests, ...notRenewable] },
    },
    async (request) => {
      return ok(await renewalLinks.request(requireSession(request), request.body.domain, clientInfo(request)));
    },
  );

  app.get(
    '/domain/renew/simple/offer',
    {
      schema: { querystring: renewalLinkOfferQuerySchema, response: { 200: envelopeSchema(renewalLinkOfferSchema) } },
      config: { session: 'create', errors: [ErrorCode.RegistryUnavailable, ...linkErrors, ...notRenewable] },
    },
    async (request) => {
      return ok(await renewalLinks.offer(requireSession(request), request.query.token, request.query.period));
    },
  );

  app.post(
    '/domain/renew/simple/pay',
    {
      schema: { body: renewalLinkPayBodySchema, response: { 200: envelopeSchema(paymentStatusViewSchema), 409: payCommitConflictSchema } },
      config: {
        errors: [
          ErrorCode.RegistryUnavailable,
          ...linkErrors,
          ErrorCode.WithdrawalConsentMissing,
          ErrorCode.PriceChanged,
          ErrorCode.PaymentMethodUnavailable,
          ErrorCode.RenewPeriodNotAllowed,
          ...notRenewable,
        ],
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      // The consent to the start of the renewal and the end of the right of withdrawal, as at the checkout (decision 061).
      if (request.body.withdrawal_consent !== true)
        throw new AppError(ErrorCode.WithdrawalConsentMissing, 400, { field: 'withdrawal_consent' });
      const { token, period, method, idempotency_key, fingerprint } = request.body;
      try {
        return ok(await renewalLinks.pay(session, { token, period, method, idempotencyKey: idempotency_key, fingerprint }));
      } catch (error) {
        // The new amounts go along, so the payer sees the changed price before paying.
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
    '/domain/renew/simple/status/:paymentId',
    {
      schema: {
        params: renewalLinkStatusParamsSchema,
        querystring: renewalLinkStatusQuerySchema,
        response: { 200: envelopeSchema(paymentStatusViewSchema) },
      },
      config: { session: 'create', errors: [...linkErrors, ErrorCode.NotFound] },
    },
    async (request) => {
      return ok(await renewalLinks.status(requireSession(request), request.params.paymentId, request.query.token));
    },
  );
};
