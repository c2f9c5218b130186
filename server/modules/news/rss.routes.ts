import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rssQuerySchema } from '@common/api/news.contract';
import type { AppServices } from '../../app-services';
import { newsMessages } from './news-messages';
import { presentNewsEntry } from './news.presenter';
import { renderRss } from './rss-feed';

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
      title: newsMessages(language).feedTitle(services.config.shopName),
      description: newsMessages(language).feedDescription(services.config.shopName),
      link: `${base}/news`,
      language,
      selfUrl: `${base}/rss${language === 'en' ? '' : `?lang=${language}`}`,
      lastBuildDate: rows[0]?.publishedAt ?? services.clock.now(),
      items: rows.map((row) => {
        const entry = presentNewsEntry(row, language);
        return {
          title: entry.title,
          link: `${base}/news/${row.id}`,
          guid: `${base}/news/${row.id}`,
          pubDate: row.publishedAt,
          description: entry.text,
        };
      }),
    });
    return reply.type(answer.mediaType).header('cache-control', 'public, max-age=300').send(xml);
  });
};
