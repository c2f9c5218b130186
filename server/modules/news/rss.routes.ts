import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rssQuerySchema } from '@common/api/news.contract';
import type { Language } from '@common/i18n/languages';
import type { AppServices } from '../../app-services';
import { renderRss } from './rss-feed';

/** The feed's title and description, naming the shop (SHOP_NAME). */
const CHANNEL: Record<Language, (shopName: string) => { title: string; description: string }> = {
  en: (shopName) => ({ title: `${shopName} – News`, description: `News about domains, prices and services of ${shopName}.` }),
  de: (shopName) => ({ title: `${shopName} – Neuigkeiten`, description: `Neuigkeiten zu Domains, Preisen und Diensten von ${shopName}.` }),
};

/**
 * GET /rss: the newest public news as an RSS 2.0 feed, in English or with ?lang=de in German.
 * Outside /api: feed readers fetch it without a session (the legacy link of spec §2.1).
 */
export const rssRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const answer = { mediaType: 'application/rss+xml; charset=utf-8', description: 'The newest public news as an RSS 2.0 feed.' };
  app.get('/rss', { schema: { querystring: rssQuerySchema }, config: { answer } }, async (request, reply) => {
    const language = request.query.lang ?? 'en';
    // The configured public address when there is one; otherwise the address the reader used.
    const base = (services.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
    const rows = await services.news.feed();
    const xml = renderRss({
      ...CHANNEL[language](services.config.shopName),
      link: `${base}/news`,
      language,
      selfUrl: `${base}/rss${language === 'en' ? '' : `?lang=${language}`}`,
      lastBuildDate: rows[0]?.publishedAt ?? services.clock.now(),
      items: rows.map((row) => ({
        title: language === 'de' ? row.titleDe : row.titleEn,
        link: `${base}/news/${row.id}`,
        guid: `${base}/news/${row.id}`,
        pubDate: row.publishedAt,
        description: language === 'de' ? row.textDe : row.textEn,
      })),
    });
    return reply.type(answer.mediaType).header('cache-control', 'public, max-age=300').send(xml);
  });
};
