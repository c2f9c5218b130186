import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '@common/api/envelope';
import {
  adsSchema,
  bannerSchema,
  newsEntrySchema,
  newsItemParamsSchema,
  newsListQuerySchema,
  newsPageSchema,
  type Ads,
} from '@common/api/news.contract';
import { sessionParamsSchema } from '@common/api/session.contract';
import { ErrorCode } from '@common/errors/error-codes';
import type { AppServices } from '../../app-services';
import { requestLanguage } from '../../http/request-language';
import { requestLocalization } from '../price/request-localization';
import { presentAd, presentBanner, presentNewsAd, presentNewsEntry, presentNewsPage } from './news.presenter';

/** News, the home page's top banners and the system-bar and countdown ads (spec §7). */
export const newsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { news, prices } = services;

  app.get(
    '/news/list',
    { schema: { querystring: newsListQuerySchema, response: { 200: envelopeSchema(newsPageSchema) } } },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const result = await news.page(Boolean(request.session?.user), page, perPage);
      return ok(presentNewsPage(result, page, perPage, requestLanguage(request)));
    },
  );

  app.get(
    '/news/login',
    { schema: { querystring: newsListQuerySchema, response: { 200: envelopeSchema(newsPageSchema) } }, config: { auth: 'user' } },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const result = await news.customerNews(page, perPage);
      return ok(presentNewsPage(result, page, perPage, requestLanguage(request)));
    },
  );

  app.get(
    '/news/item/:id',
    {
      schema: { params: newsItemParamsSchema, querystring: sessionParamsSchema, response: { 200: envelopeSchema(newsEntrySchema) } },
      config: { errors: [ErrorCode.NotFound] },
    },
    async (request) => {
      const row = await news.item(request.params.id, Boolean(request.session?.user));
      return ok(presentNewsEntry(row, requestLanguage(request)));
    },
  );

  app.get(
    '/news/banners',
    { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(z.array(bannerSchema)) } } },
    async (request) => {
      const localization = await requestLocalization(request, services);
      const [rows, { offers, byTld }, context] = await Promise.all([
        news.banners(),
        prices.bannerPromotions(),
        prices.pricing(localization),
      ]);
      return ok(
        rows.map((row) =>
          presentBanner(row, row.tld ? offers.byTld.get(row.tld) : undefined, row.tld ? byTld.get(row.tld) : undefined, context),
        ),
      );
    },
  );

  app.get('/news/ads', { schema: { querystring: sessionParamsSchema, response: { 200: envelopeSchema(adsSchema) } } }, async () => {
    const { countdown, systembar, news: newsRows } = await news.ads();
    // The operator's messages first, then the news marked for the bar (spec §2.3).
    const result: Ads = { countdown: countdown.map(presentAd), systembar: [...systembar.map(presentAd), ...newsRows.map(presentNewsAd)] };
    return ok(result);
  });
};
