import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { ads, banners, maintenanceWindows, news, promotions, seedRuns, tlds } from '../schema/index';
import { ADS, BANNERS, MAINTENANCE, NEWS, PROMOTIONS, TLD_SERVICES, tldLogoPath } from './content.data';
import { DAY_MS } from '@common/time/durations';

const HOUR_MS = 60 * 60_000;

/** 00:00 UTC of the day `days` after the day of `now`, plus the given time of day. */
function dayAt(now: Date, days: number, hours = 0, minutes = 0, seconds = 0): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + days * DAY_MS + ((hours * 60 + minutes) * 60 + seconds) * 1000);
}

const endOfDay = (now: Date, days: number) => dayAt(now, days, 23, 59, 59);

/**
 * The content seeds, each run once per database and remembered in seed_runs under its name, so
 * that an operator's later changes and deletions stay. A new seed gets a new name.
 */
const CONTENT_SEEDS: { name: string; run(db: Db, now: Date): Promise<void> }[] = [
  {
    name: 'content/tld-services',
    async run(db) {
      for (const [tld, services] of Object.entries(TLD_SERVICES)) {
        await db
          .update(tlds)
          .set({
            categories: services.categories,
            privacy: !services.noPrivacy,
            mailbox: true,
            dnssec: !services.noDnssec,
            tradePrice: services.trade ?? null,
            trusteePrice: services.trustee ?? null,
            transferAuthinfo2: services.authinfo2 ?? false,
            transferQuarantine: false,
            logoPath: services.logo ? tldLogoPath(tld) : null,
          })
          .where(eq(tlds.tld, tld));
      }
    },
  },
  {
    name: 'content/promotions',
    async run(db, now) {
      await db.insert(promotions).values(
        PROMOTIONS.map((promotion) => ({
          tld: promotion.tld,
          kind: promotion.kind,
          price: promotion.price,
          startsAt: dayAt(now, promotion.from),
          endsAt: endOfDay(now, promotion.until),
          textEn: promotion.text.en,
          textDe: promotion.text.de,
          frontpage: promotion.frontpage,
          sort: promotion.sort,
        })),
      );
    },
  },
  {
    name: 'content/banners',
    async run(db, now) {
      await db.insert(banners).values(
        BANNERS.map((banner) => ({
          promoType: banner.promoType,
          tld: banner.tld ?? null,
          titleEn: banner.title.en,
          titleDe: banner.title.de,
          textEn: banner.text.en,
          textDe: banner.text.de,
          bannerUrlsEn: banner.bannerUrls?.en ?? [],
          bannerUrlsDe: banner.bannerUrls?.de ?? [],
          url: banner.url,
          showLogo: banner.showLogo,
          backgroundColor: banner.backgroundColor,
          sort: banner.sort,
          intervalMs: banner.intervalMs,
          startsAt: dayAt(now, banner.from),
          endsAt: banner.until === undefined ? null : endOfDay(now, banner.until),
        })),
      );
    },
  },
  {
    name: 'content/news',
    async run(db, now) {
      await db.insert(news).values(
        NEWS.map((item) => ({
          publishedAt: dayAt(now, -item.daysAgo, 9),
          titleEn: item.title.en,
          titleDe: item.title.de,
          textEn: item.text.en,
          textDe: item.text.de,
          highlight: item.highlight,
          loginOnly: item.loginOnly,
          systemBar: item.systemBar ?? false,
        })),
      );
    },
  },
  {
    name: 'content/ads',
    async run(db, now) {
      await db.insert(ads).values(
        ADS.map((ad) => ({
          kind: ad.kind,
          titleEn: ad.title.en,
          titleDe: ad.title.de,
          textEn: ad.text.en,
          textDe: ad.text.de,
          url: ad.url,
          startsAt: dayAt(now, ad.from),
          endsAt: endOfDay(now, ad.until),
        })),
      );
    },
  },
  {
    name: 'content/maintenance',
    async run(db, now) {
      const thisHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
      await db.insert(maintenanceWindows).values(
        MAINTENANCE.map((window) => ({
          startsAt: window.start === 'running' ? new Date(thisHour - HOUR_MS) : dayAt(now, window.start.day, window.start.hourUtc),
          durationHours: window.durationHours,
          tlds: window.tlds,
        })),
      );
    },
  },
];

/**
 * The demo shop's editorial content, with dates relative to `now`. Cheap at every start: one
 * read of seed_runs when everything has run. Each seed claims its name and runs in one
 * transaction, so two processes starting together cannot run it twice.
 */
export async function seedContent(db: Db, now: Date): Promise<void> {
  const done = new Set((await db.select({ name: seedRuns.name }).from(seedRuns)).map((row) => row.name));
  for (const seed of CONTENT_SEEDS) {
    if (done.has(seed.name)) continue;
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ name: seed.name, ranAt: now })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (claimed.length > 0) await seed.run(tx, now);
    });
  }
}
