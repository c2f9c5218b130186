import type { FastifyInstance } from 'fastify';
import { ads, banners, maintenanceWindows, news, promotions } from '../db/schema/index';

/**
 * Test data for the editorial content. Tests that depend on time run on a fixed clock, so they
 * replace the seeded demo content (dated relative to the day the test template was made) with
 * rows dated relative to their clock.
 */

const dbOf = (app: FastifyInstance) => app.services.database.db;

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;

/** `days` (fractions allowed) after `base`. */
export function daysFrom(base: Date | string, days: number): Date {
  return new Date(new Date(base).getTime() + days * DAY);
}

export async function clearContent(
  app: FastifyInstance,
  tables: ('promotions' | 'banners' | 'news' | 'ads' | 'maintenance')[],
): Promise<void> {
  const db = dbOf(app);
  const all = { promotions, banners, news, ads, maintenance: maintenanceWindows };
  for (const name of tables) await db.delete(all[name]);
}

export async function insertPromotion(app: FastifyInstance, values: typeof promotions.$inferInsert) {
  const [row] = await dbOf(app)
    .insert(promotions)
    .values({ textEn: `Special price for .${values.tld}`, textDe: `Sonderpreis für .${values.tld}`, ...values })
    .returning();
  return row;
}

export async function insertNews(app: FastifyInstance, values: Partial<typeof news.$inferInsert> & { publishedAt: Date }) {
  const [row] = await dbOf(app)
    .insert(news)
    .values({ titleEn: 'News', titleDe: 'Neuigkeit', textEn: 'Text', textDe: 'Text', ...values })
    .returning();
  return row;
}

export async function insertBanner(
  app: FastifyInstance,
  values: Partial<typeof banners.$inferInsert> & Pick<typeof banners.$inferInsert, 'promoType' | 'startsAt'>,
) {
  const [row] = await dbOf(app)
    .insert(banners)
    .values({ titleEn: 'Banner', titleDe: 'Banner', url: '/home', ...values })
    .returning();
  return row;
}

export async function insertAd(
  app: FastifyInstance,
  values: Partial<typeof ads.$inferInsert> & Pick<typeof ads.$inferInsert, 'kind' | 'startsAt' | 'endsAt'>,
) {
  const [row] = await dbOf(app)
    .insert(ads)
    .values({ titleEn: 'Ad', titleDe: 'Anzeige', ...values })
    .returning();
  return row;
}

export async function insertMaintenance(app: FastifyInstance, values: typeof maintenanceWindows.$inferInsert) {
  const [row] = await dbOf(app).insert(maintenanceWindows).values(values).returning();
  return row;
}
