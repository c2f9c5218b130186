import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import {
  renewCartSchema,
  renewItemSchema,
  renewListSchema,
  renewLookupSchema,
  renewAddBodySchema,
  renewAddOnBodySchema,
  renewAddOnParamsSchema,
  renewDomainParamsSchema,
  renewIdParamsSchema,
  renewInfoBodySchema,
  renewItemParamsSchema,
  renewListQuerySchema,
  renewRemoveAddOnBodySchema,
  renewLookupQuerySchema,
  renewUpdateBodySchema,
} from '@common/api/renewal.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { requireSession } from '../../http/session-hooks';
import { userSession } from '../payment/payment.routes';

const auth = { auth: 'user' as const };
const cartAnswer = { 200: envelopeSchema(renewCartSchema) };
/** A renew cart item named by its cart item id or domain that is not in the cart (or not a name). */
const cartItem = { ...auth, errors: [ErrorCode.InvalidDomainName, ErrorCode.CartItemNotFound] };
/** The customer's own name, renewable now (5201, 5303, 5304, 5305). */
const ownRenewable = [
  ErrorCode.InvalidDomainName,
  ErrorCode.RenewNotAllowed,
  ErrorCode.DomainNotRegistered,
  ErrorCode.DomainInRedemption,
  ErrorCode.RenewInProgress,
];

/**
 * Renewals: spec §7 "Renew cart" and GET /domain/renew/list (login only: only the owner renews),
 * and the simple renew's lookup, open to visitors (decision 020).
 */
export const renewalRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { renewals } = services;

  app.get(
    '/domain/renew/list',
    { schema: { querystring: renewListQuerySchema, response: { 200: envelopeSchema(renewListSchema) } }, config: auth },
    async (request) => {
      return ok(await renewals.list(userSession(request), request.query));
    },
  );

  app.get(
    '/domain/renew/lookup',
    {
      schema: { querystring: renewLookupQuerySchema, response: { 200: envelopeSchema(renewLookupSchema) } },
      config: { session: 'create', errors: [ErrorCode.RegistryUnavailable, ErrorCode.InvalidDomainName] },
    },
    async (request) => {
      return ok(await renewals.lookup(requireSession(request), request.query.domain));
    },
  );

  app.get('/cart/renew/list', { schema: { querystring: sessionParamsSchema, response: cartAnswer }, config: auth }, async (request) => {
    return ok(await renewals.cart(userSession(request)));
  });

  app.post(
    '/cart/renew/add/domain/:domain',
    {
      schema: { params: renewDomainParamsSchema, body: renewAddBodySchema, response: cartAnswer },
      config: {
        ...auth,
        errors: [
          ErrorCode.RegistryUnavailable,
          ...ownRenewable,
          ErrorCode.AlreadyInCart,
          ErrorCode.AddOnNotOffered,
          ErrorCode.RenewPeriodNotAllowed,
          ErrorCode.CartFull,
        ],
      },
    },
    async (request) => {
      return ok(await renewals.add(userSession(request), request.params.domain, request.body.options ?? {}));
    },
  );

  app.post(
    '/cart/renew/info/:id',
    {
      schema: { params: renewIdParamsSchema, body: renewInfoBodySchema, response: { 200: envelopeSchema(renewItemSchema) } },
      config: { ...auth, errors: [ErrorCode.RegistryUnavailable, ...ownRenewable, ErrorCode.AddOnNotOffered] },
    },
    async (request) => {
      return ok(await renewals.info(userSession(request), request.params.id, request.body.options ?? {}));
    },
  );

  app.post(
    '/cart/renew/update/:id',
    {
      schema: { params: renewIdParamsSchema, body: renewUpdateBodySchema, response: cartAnswer },
      config: {
        ...cartItem,
        errors: [...cartItem.errors, ErrorCode.AddOnNotOffered, ErrorCode.RenewNotAllowed, ErrorCode.RenewPeriodNotAllowed],
      },
    },
    async (request) => {
      const { period, privacy_level, trustee } = request.body;
      return ok(await renewals.update(userSession(request), request.params.id, { period, privacy_level, trustee }));
    },
  );

  app.post(
    '/cart/renew/add/:id/:addon',
    {
      schema: { params: renewAddOnParamsSchema, body: renewAddOnBodySchema, response: cartAnswer },
      config: { ...cartItem, errors: [...cartItem.errors, ErrorCode.AddOnNotOffered, ErrorCode.AlreadyInCart] },
    },
    async (request) => {
      return ok(
        await renewals.addAddOn(userSession(request), request.params.id, request.params.addon, {
          name: request.body.name,
          level: request.body.level,
        }),
      );
    },
  );

  app.post(
    '/cart/renew/remove/:id',
    { schema: { params: renewIdParamsSchema, body: sessionParamsSchema, response: cartAnswer }, config: cartItem },
    async (request) => {
      return ok(await renewals.remove(userSession(request), request.params.id));
    },
  );

  app.post(
    '/cart/renew/remove/:id/:itemId',
    { schema: { params: renewItemParamsSchema, body: renewRemoveAddOnBodySchema, response: cartAnswer }, config: cartItem },
    async (request) => {
      return ok(await renewals.removeAddOn(userSession(request), request.params.id, request.params.itemId, request.body.addon));
    },
  );
};
