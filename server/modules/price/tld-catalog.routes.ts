import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import { z } from 'zod';
import { domainCategorySchema, latestTldSchema, tldLogosSchema, type TldLogos } from '@common/api/price.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import type { AppServices } from '../../app-services';
import { requestLanguage } from '../../http/request-language';
import { presentDomainCategory, presentLatestTld } from './price.presenter';
import { requestLocalization } from './request-localization';

/** The TLD catalogue as the layout and the search use it: newest TLDs, logos, categories. */
export const tldCatalogRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { prices } = services;

  app.get(
    '/config/latest-tlds',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(z.array(latestTldSchema)) } } },
    async (request) => {
      const localization = await requestLocalization(request, services);
      const [latest, offers, context] = await Promise.all([prices.latest(), prices.offers(), prices.pricing(localization)]);
      return ok(latest.map((tld) => presentLatestTld(tld, offers.promotionsOf(tld.tld), context)));
    },
  );

  app.get(
    '/config/tlds-logo',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(tldLogosSchema) } } },
    async () => {
      const logos: TldLogos = {};
      for (const tld of await prices.catalog()) {
        if (tld.logoPath) logos[tld.tld] = tld.logoPath;
      }
      return ok(logos);
    },
  );

  app.get(
    '/domain/categories',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(z.array(domainCategorySchema)) } } },
    async (request) => {
      const groups = await prices.byCategory();
      return ok(groups.map((group) => presentDomainCategory(group.category, group.tlds, requestLanguage(request))));
    },
  );
};
