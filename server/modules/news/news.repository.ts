import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ads, banners, news } from '../../db/schema/index';

export type NewsRow = typeof news.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type AdRow = typeof ads.$inferSelect;

/** Which news a reader may see: visitors the public ones, customers also the customer news, or only those. */
export type NewsAudience = 'public' | 'all' | 'customers';

/** Published by `now` (editors may schedule news ahead) and meant for the audience. */
function visible(audience: NewsAudience, now: Date): SQL | undefined {
  const published = lte(news.publishedAt, now);
  if (audience === 'public') return and(published, eq(news.loginOnly, false));
  if (audience === 'customers') return and(published, eq(news.loginOnly, true));
  return published;
}

export function createNewsRepository(db: Db) {
  return {
    /** A page of news, newest first, and how many there are in all. */
    async page(audience: NewsAudience, now: Date, offset: number, limit: number): Promise<{ rows: NewsRow[]; total: number }> {
      const where = visible(audience, now);
      const [rows, totals] = await Promise.all([
        db.select().from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(news).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async find(id: number): Promise<NewsRow | null> {
      const rows = await db.select().from(news).where(eq(news.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Top banners that have started and not ended, in carousel order. */
    listBanners(now: Date): Promise<BannerRow[]> {
      return db
        .select()
        .from(banners)
        .where(and(lte(banners.startsAt, now), or(isNull(banners.endsAt), gt(banners.endsAt, now))))
        .orderBy(asc(banners.sort), asc(banners.id));
    },

    /**
     * Public news marked for the system bar: published, and not past their time in the bar;
     * newest first, at most `limit`.
     */
    listSystemBarNews(now: Date, limit: number): Promise<NewsRow[]> {
      return db
        .select()
        .from(news)
        .where(and(visible('public', now), eq(news.systemBar, true), or(isNull(news.systemBarUntil), gt(news.systemBarUntil, now))))
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(limit);
    },

    /** Marks a news item for the system bar (until a time, or until unmarked) or unmarks it; false when there is no such item. */
    async setSystemBar(id: number, on: boolean, until: Date | null): Promise<NewsRow | null> {
      const rows = await db
        .update(news)
        .set({ systemBar: on, systemBarUntil: on ? until : null })
        .where(eq(news.id, id))
        .returning();
      return rows[0] ?? null;
    },

    /** The newest news items, for the operator's list. */
    listNewest(limit: number): Promise<NewsRow[]> {
      return db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id)).limit(limit);
    },

    /** Ads that have not ended and start before `startsBefore`, soonest start first. */
    listAds(now: Date, startsBefore: Date): Promise<AdRow[]> {
      return db
        .select()
        .from(ads)
        .where(and(gt(ads.endsAt, now), lte(ads.startsAt, startsBefore)))
        .orderBy(asc(ads.startsAt), asc(ads.id));
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
