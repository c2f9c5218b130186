import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import {
  priceListQuerySchema,
  priceListSchema,
  promoSchema,
  tldGroupSchema,
  vatInfoSchema,
  type VatInfo,
} from '@common/api/price.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import type { AppServices } from '../../app-services';
import { PROMOTIONS_LIST_MAX } from './price.service';
import { presentPriceList, presentPromos, presentTldGroup } from './price.presenter';
import { requestLocalization } from './request-localization';
import { createSharedAnswerCache } from '../../http/shared-answer-cache';

/** The price list, price groups, promotions and VAT of spec §7 "Domains and prices". */
export const priceRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { prices } = services;
  // Promotions start and end by the minute; ten seconds late is within what a price page may lag
  // (checkout prices again before charging).
  const priceLists = createSharedAnswerCache({ ttlMs: 10_000, now: () => services.clock.now().getTime() });

  // Sent from the shared cache as ready bytes: the schema documents the answer, and the OpenAPI test
  // checks a real answer against it, but it does not encode it.
  app.get(
    '/price/list',
    { schema: { querystring: priceListQuerySchema, response: { 200: envelopeSchema(priceListSchema) } } },
    async (request, reply) => {
      const only = request.query.tld === undefined ? undefined : await prices.resolveTld(request.query.tld);
      const localization = await requestLocalization(request, services);
      const key = [
        only?.tld ?? '*',
        localization.language,
        localization.currency,
        localization.vat_rate,
        localization.business_customer,
      ].join(':');
      return priceLists.send(request, reply, key, async () => {
        const [offers, context] = await Promise.all([prices.offers(only), prices.pricing(localization)]);
        return ok(presentPriceList(offers, context, localization, services.config.operator.vatId));
      });
    },
  );

  app.get(
    '/price/groups',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(z.array(tldGroupSchema)) } } },
    async (request) => {
      const localization = await requestLocalization(request, services);
      const [groups, offers, context] = await Promise.all([prices.byCategory(), prices.offers(), prices.pricing(localization)]);
      return ok(groups.map((group) => presentTldGroup(group.category, group.tlds, offers.promotionsOf, context)));
    },
  );

  app.get(
    '/price/promos',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(z.array(promoSchema)) } } },
    async (request) => {
      const localization = await requestLocalization(request, services);
      const [offers, context] = await Promise.all([prices.offers(), prices.pricing(localization)]);
      return ok(presentPromos(offers, context, PROMOTIONS_LIST_MAX));
    },
  );

  app.get(
    '/price/vat',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(vatInfoSchema) } } },
    async (request) => {
      const localization = await requestLocalization(request, services);
      const vat: VatInfo = {
        country: localization.country,
        vat_rate: localization.vat_rate,
        business_customer: localization.business_customer,
        // Reverse charge needs a business customer with a VIES-checked VAT ID in another EU
        // country (domain-rules.md §6); business customers come with the billing profile.
        reverse_charge: false,
      };
      return ok(vat);
    },
  );
};
