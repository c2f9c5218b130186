import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allCartsSchema,
  cartAddDomainBodySchema,
  cartAddMailboxBodySchema,
  cartCouponBodySchema,
  cartCouponParamsSchema,
  cartDomainParamsSchema,
  cartItemParamsSchema,
  cartMailboxParamsSchema,
  cartSuggestionsSchema,
  cartRemoveDomainBodySchema,
  cartUpdateDomainBodySchema,
  cartUpdateMailboxBodySchema,
  registerCartSchema,
} from '@common/api/cart.contract';
import { envelopeSchema, ok } from '@common/api/envelope';
import { sessionParamsSchema } from '@common/api/session.contract';
import { cartAddOwnedMailboxBodySchema } from '@common/api/vmail.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { requireSession } from '../../http/session-hooks';

/** The register cart of spec §7 (the renew and restore sections come with their flows). */
export const cartRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { cart } = services;

  app.get(
    '/cart/list/all',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(allCartsSchema) } }, config: { session: 'create' } },
    async (request) => {
      return ok(await cart.listAll(requireSession(request)));
    },
  );

  app.get(
    '/cart/suggestions',
    {
      schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(cartSuggestionsSchema) } },
      config: { session: 'create' },
    },
    async (request) => {
      return ok((await cart.listAll(requireSession(request))).register.suggestions);
    },
  );

  app.post(
    '/cart/add/domain/:domain',
    {
      schema: { params: cartDomainParamsSchema, body: cartAddDomainBodySchema, response: { 200: envelopeSchema(registerCartSchema) } },
      config: { errors: [ErrorCode.RegistryUnavailable] },
    },
    async (request) => {
      return ok(await cart.addDomain(requireSession(request), request.params.domain, request.body.language));
    },
  );

  app.post(
    '/cart/remove/domain/:domain',
    {
      schema: { params: cartDomainParamsSchema, body: cartRemoveDomainBodySchema, response: { 200: envelopeSchema(registerCartSchema) } },
      config: { errors: [ErrorCode.InvalidDomainName, ErrorCode.CartItemNotFound] },
    },
    async (request) => {
      return ok(await cart.removeDomain(requireSession(request), request.params.domain));
    },
  );

  // Coupons (paths not shown in the spec; docs/decisions/018). Registered before the
  // /cart/add/:domainId routes so that "coupon" is never read as an item id.
  app.post(
    '/cart/add/coupon/:code',
    { schema: { params: cartCouponParamsSchema, body: cartCouponBodySchema, response: { 200: envelopeSchema(registerCartSchema) } } },
    async (request) => {
      return ok(await cart.addCoupon(requireSession(request), request.params.code));
    },
  );

  app.post(
    '/cart/remove/coupon/:code',
    {
      schema: { params: cartCouponParamsSchema, body: cartCouponBodySchema, response: { 200: envelopeSchema(registerCartSchema) } },
      config: { errors: [ErrorCode.CartItemNotFound] },
    },
    async (request) => {
      return ok(await cart.removeCoupon(requireSession(request), request.params.code));
    },
  );

  // A mailbox for a name the customer owns already (decision 043); before /cart/add/:domainId/… so "mailbox" is never an item id.
  app.post(
    '/cart/add/mailbox',
    {
      schema: { body: cartAddOwnedMailboxBodySchema, response: { 200: envelopeSchema(registerCartSchema) } },
      config: { auth: 'user', errors: [ErrorCode.MailboxNameInvalid] },
    },
    async (request) => {
      const { domain, name, level, password } = request.body;
      return ok(await cart.addOwnedMailbox(requireSession(request), { domain, name, level, password }));
    },
  );

  app.post(
    '/cart/add/:domainId/mailbox',
    { schema: { params: cartItemParamsSchema, body: cartAddMailboxBodySchema, response: { 200: envelopeSchema(registerCartSchema) } } },
    async (request) => {
      return ok(
        await cart.addMailbox(requireSession(request), request.params.domainId, { name: request.body.name, level: request.body.level }),
      );
    },
  );

  app.post(
    '/cart/update/:domainId/:mailboxId',
    {
      schema: { params: cartMailboxParamsSchema, body: cartUpdateMailboxBodySchema, response: { 200: envelopeSchema(registerCartSchema) } },
    },
    async (request) => {
      return ok(
        await cart.updateMailbox(requireSession(request), request.params.domainId, request.params.mailboxId, {
          name: request.body.name,
          level: request.body.level,
        }),
      );
    },
  );

  app.post(
    '/cart/remove/:domainId/:mailboxId',
    {
      schema: { params: cartMailboxParamsSchema, body: sessionParamsSchema, response: { 200: envelopeSchema(registerCartSchema) } },
      config: { errors: [ErrorCode.CartItemNotFound] },
    },
    async (request) => {
      return ok(await cart.removeMailbox(requireSession(request), request.params.domainId, request.params.mailboxId));
    },
  );

  app.post(
    '/cart/update/:domainId',
    {
      schema: { params: cartItemParamsSchema, body: cartUpdateDomainBodySchema, response: { 200: envelopeSchema(registerCartSchema) } },
      config: { errors: [ErrorCode.CartItemNotFound, ErrorCode.AddOnNotOffered, ErrorCode.PeriodNotAllowed] },
    },
    async (request) => {
      const { period, privacy_level, mailbox } = request.body;
      return ok(await cart.updateDomain(requireSession(request), request.params.domainId, { period, privacy_level, mailbox }));
    },
  );
};
