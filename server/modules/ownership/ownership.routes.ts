import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import {
  ownershipAnswerBodySchema,
  ownershipChangeBodySchema,
  ownershipChangeListSchema,
  ownershipChangeViewSchema,
  ownershipConfirmationViewSchema,
  ownershipInfoSchema,
  ownershipDomainParamsSchema,
  ownershipIdParamsSchema,
  ownershipTokenBodySchema,
} from '@common/api/ownership.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { clientInfo } from '../../lib/client-info';
import { userSession } from '../payment/payment.routes';

const auth = { auth: 'user' as const };
/** A name of the customer's whose registrant can be changed here. */
const ownName = [ErrorCode.InvalidDomainName, ErrorCode.DomainNotOwned, ErrorCode.RegistrantChangeNotAllowed];
/** The token of a mailed link: unknown or lapsed, or the change already settled. */
const linkErrors = [ErrorCode.TokenInvalid, ErrorCode.RegistrantChangeClosed];

/**
 * Change of registrant (decision 050): the owner's page calls (list, info, change, cancel) and the
 * two calls of the mailed links, which need no login (the new registrant is rarely a customer).
 */
export const ownershipRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { ownership } = services;

  app.get(
    '/domain/ownership/list',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(ownershipChangeListSchema) } }, config: auth },
    async (request) => {
      return ok(await ownership.list(userSession(request).user.id));
    },
  );

  app.get(
    '/domain/ownership/info/:domain',
    {
      schema: {
        params: ownershipDomainParamsSchema,
        querystring: sessionParamsSchema,
        response: { 200: envelopeSchema(ownershipInfoSchema) },
      },
      config: { ...auth, errors: [...ownName, ErrorCode.RegistryUnavailable] },
    },
    async (request) => {
      return ok(await ownership.info(userSession(request).user.id, request.params.domain));
    },
  );

  app.post(
    '/domain/ownership/change/:domain',
    {
      schema: {
        params: ownershipDomainParamsSchema,
        body: ownershipChangeBodySchema,
        response: { 200: envelopeSchema(ownershipChangeViewSchema) },
      },
      config: {
        ...auth,
        errors: [
          ErrorCode.RegistryUnavailable,
          ...ownName,
          ErrorCode.RegistrantChangeNotMaterial,
          ErrorCode.RegistrantChangeOpen,
          // The Designated Agent's re-authentication.
          ErrorCode.PasswordIncorrect,
          ErrorCode.TwoFactorCodeInvalid,
        ],
      },
    },
    async (request) => {
      const session = userSession(request);
      return ok(await ownership.start(session.user, session.language, request.params.domain, request.body, clientInfo(request)));
    },
  );

  app.post(
    '/domain/ownership/cancel/:id',
    {
      schema: { params: ownershipIdParamsSchema, body: sessionParamsSchema, response: { 200: envelopeSchema(ownershipChangeViewSchema) } },
      config: { ...auth, errors: [ErrorCode.RegistrantChangeNotFound, ErrorCode.RegistrantChangeClosed] },
    },
    async (request) => {
      return ok(await ownership.cancel(userSession(request).user.id, request.params.id));
    },
  );

  const confirmation = { 200: envelopeSchema(ownershipConfirmationViewSchema) };

  app.post(
    '/domain/ownership/confirm/details',
    { schema: { body: ownershipTokenBodySchema, response: confirmation }, config: { errors: linkErrors } },
    async (request) => {
      return ok(await ownership.details(request.body.token));
    },
  );

  app.post(
    '/domain/ownership/confirm',
    { schema: { body: ownershipAnswerBodySchema, response: confirmation }, config: { errors: linkErrors } },
    async (request) => {
      return ok(await ownership.answer(request.body.token, request.body.answer));
    },
  );
};
