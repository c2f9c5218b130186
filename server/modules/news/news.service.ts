import type { Clock } from '../../lib/clock';
import { AppError } from '../../http/app-error';
import type { NewsRepository, NewsRow } from './news.repository';
import { DAY_MS } from '@common/time/durations';

/** Countdowns show this long before they start (the system bar's "starts in…"). */
export const COUNTDOWN_LEAD_DAYS = 30;
/** The system bar announces at most this many news items, the newest. */
export const SYSTEM_BAR_NEWS_MAX = 3;
/** The RSS feed carries the newest public news. */
export const FEED_SIZE = 20;

export function createNewsService(deps: { news: NewsRepository; clock: Clock }) {
  const { clock } = deps;

  return {
    /** A page of news for a reader; logged-in customers also see the customer news. */
    async page(loggedIn: boolean, page: number, perPage: number) {
      return deps.news.page(loggedIn ? 'all' : 'public', clock.now(), (page - 1) * perPage, perPage);
    },

    /** The news for customers only (the dashboard's login news). */
    async customerNews(page: number, perPage: number) {
      return deps.news.page('customers', clock.now(), (page - 1) * perPage, perPage);
    },

    /** One news item; customer news and unpublished ones do not exist for those who may not see them. */
    async item(id: number, loggedIn: boolean): Promise<NewsRow> {
      const row = await deps.news.find(id);
      if (!row || row.publishedAt > clock.now() || (row.loginOnly && !loggedIn)) throw AppError.notFound();
      return row;
    },

    /** The newest public news for the RSS feed. */
    async feed(): Promise<NewsRow[]> {
      return (await deps.news.page('public', clock.now(), 0, FEED_SIZE)).rows;
    },

    /** The top banners valid now, all of them: the carousel rules of spec §4 are the client's. */
    banners() {
      return deps.news.listBanners(clock.now());
    },

    /**
     * System-bar messages running now, the public news marked for the system bar (newest, at most
     * 3) and countdowns running now or starting within 30 days.
     */
    async ads() {
      const now = clock.now();
      const [rows, newsRows] = await Promise.all([
        deps.news.listAds(now, new Date(now.getTime() + COUNTDOWN_LEAD_DAYS * DAY_MS)),
        deps.news.listSystemBarNews(now, SYSTEM_BAR_NEWS_MAX),
      ]);
      return {
        countdown: rows.filter((row) => row.kind === 'countdown'),
        systembar: rows.filter((row) => row.kind === 'systembar' && row.startsAt <= now),
        news: newsRows,
      };
    },

    /** Operator: the newest news items with their system-bar marks. */
    newest(limit: number): Promise<NewsRow[]> {
      return deps.news.listNewest(limit);
    },

    /** Operator: marks a news item for the system bar (optionally until a time) or unmarks it. */
    async markForSystemBar(id: number, on: boolean, until: Date | null = null): Promise<NewsRow | null> {
      if (until && until <= clock.now()) throw new RangeError('the end of the mark must lie ahead');
      return deps.news.setSystemBar(id, on, until);
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
