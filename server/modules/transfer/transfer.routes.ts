import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import { registerCartSchema } from '@common/api/cart.contract';
import {
  addTransferBodySchema,
  authCodeBodySchema,
  authCodeViewSchema,
  domainSettingsViewSchema,
  transferCheckViewSchema,
  transferListSchema,
  transferViewSchema,
  transferDomainParamsSchema,
  transferIdParamsSchema,
  transferListQuerySchema,
  transferLockBodySchema,
} from '@common/api/transfer.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { requireSession } from '../../http/session-hooks';
import { clientInfo } from '../../lib/client-info';
import { userSession } from '../payment/payment.routes';

const auth = { auth: 'user' as const };
/** The checks of an auth code: its form, then at the registry (limited per customer, name and address). */
const codeErrors = [
  ErrorCode.InvalidDomainName,
  ErrorCode.AuthCodeFormat,
  ErrorCode.AuthCodeWrong,
  ErrorCode.TooManyRequests,
  ErrorCode.TransferNotRegistered,
];
/** A name of the customer's, sponsored by the shop. */
const ownName = [ErrorCode.InvalidDomainName, ErrorCode.DomainNotOwned];

/** Transfers in and out (decision 023): check, cart, pending list and cancel; auth code, registrar lock (privacy: privacy.routes.ts). */
export const transferRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { transfers, authCodes, transferLocks } = services;

  // Visitors may check and put a transfer into the cart; paying needs an account.
  app.get(
    '/domain/transfer/check/:domain',
    {
      schema: {
        params: transferDomainParamsSchema,
        querystring: sessionParamsSchema,
        response: { 200: envelopeSchema(transferCheckViewSchema) },
      },
      config: { session: 'create', errors: [ErrorCode.RegistryUnavailable, ErrorCode.InvalidDomainName] },
    },
    async (request) => {
      return ok(await transfers.check(requireSession(request), request.params.domain));
    },
  );

  app.post(
    '/cart/add/transfer/:domain',
    {
      schema: { params: transferDomainParamsSchema, body: addTransferBodySchema, response: { 200: envelopeSchema(registerCartSchema) } },
      config: {
        errors: [
          ErrorCode.RegistryUnavailable,
          ...codeErrors,
          ErrorCode.UnknownTld,
          ErrorCode.TransferAlreadyHere,
          ErrorCode.TransferProhibited,
          ErrorCode.TransferTooSoon,
          ErrorCode.TransferAlreadyPending,
          ErrorCode.TransferInRedemption,
        ],
      },
    },
    async (request) => {
      return ok(await transfers.addToCart(requireSession(request), request.params.domain, request.body.auth_code, clientInfo(request)));
    },
  );

  // A transfer already in the cart gets a corrected auth code here (checked at the registry like a new one).
  app.post(
    '/cart/update/transfer/:domain',
    {
      schema: { params: transferDomainParamsSchema, body: addTransferBodySchema, response: { 200: envelopeSchema(registerCartSchema) } },
      config: { errors: [ErrorCode.RegistryUnavailable, ...codeErrors, ErrorCode.CartItemNotFound] },
    },
    async (request) => {
      return ok(await transfers.updateCode(requireSession(request), request.params.domain, request.body.auth_code, clientInfo(request)));
    },
  );

  app.get(
    '/domain/transfer/list',
    { schema: { querystring: transferListQuerySchema, response: { 200: envelopeSchema(transferListSchema) } }, config: auth },
    async (request) => {
      return ok(await transfers.list(userSession(request).user.id, request.query));
    },
  );

  app.post(
    '/domain/transfer/cancel/:id',
    {
      schema: { params: transferIdParamsSchema, body: sessionParamsSchema, response: { 200: envelopeSchema(transferViewSchema) } },
      config: {
        ...auth,
        errors: [
          ErrorCode.RegistryUnavailable,
          ErrorCode.TransferNotFound,
          ErrorCode.TransferAlreadyCancelled,
          ErrorCode.TransferNotCancellable,
        ],
      },
    },
    async (request) => {
      return ok(await transfers.cancel(userSession(request).user.id, request.params.id));
    },
  );

  app.post(
    '/domain/authcode/:domain',
    {
      schema: { params: transferDomainParamsSchema, body: authCodeBodySchema, response: { 200: envelopeSchema(authCodeViewSchema) } },
      config: {
        ...auth,
        errors: [
          ErrorCode.RegistryUnavailable,
          ...ownName,
          ErrorCode.TransferLockedAfterRegistrantChange,
          ErrorCode.PasswordIncorrect,
          ErrorCode.TwoFactorCodeInvalid,
          ErrorCode.DomainChangeRefused,
        ],
      },
    },
    async (request) => {
      return ok(await authCodes.authCode(userSession(request).user, request.params.domain, request.body, clientInfo(request)));
    },
  );

  app.post(
    '/domain/transfer-lock/:domain',
    {
      schema: {
        params: transferDomainParamsSchema,
        body: transferLockBodySchema,
        response: { 200: envelopeSchema(domainSettingsViewSchema) },
      },
      config: { ...auth, errors: [ErrorCode.RegistryUnavailable, ...ownName, ErrorCode.DomainChangeRefused] },
    },
    async (request) => {
      return ok(await transferLocks.setTransferLock(userSession(request).user.id, request.params.domain, request.body.locked));
    },
  );
};
