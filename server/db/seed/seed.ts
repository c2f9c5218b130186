import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { countries, exchangeRates, tlds, users } from '../schema/index';
import { COUNTRY_CODES, FEATURED_COUNTRIES, VAT_RATES } from './countries.data';
import { EXCHANGE_RATES_SEED, TLD_SEED } from './tlds.data';
import { DEMO_USERS } from './demo-users.data';
import { seedContent } from './content.seed';
import { seedContentPages } from './content-pages.seed';
import { seedCoupons } from './coupons.seed';
import { hashPassword } from '../../modules/user/password-hasher';

/**
 * Reference data every shop needs (countries with VAT, exchange rates). Idempotent: rows that
 * exist are left as the operator changed them.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(countries)
    .values(
      COUNTRY_CODES.map((code) => ({
        code,
        vatRateBp: VAT_RATES[code]?.bp ?? 0,
        vatRateSince: VAT_RATES[code]?.since ?? null,
        eu: VAT_RATES[code]?.eu ?? false,
        featured: FEATURED_COUNTRIES.includes(code),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(exchangeRates)
    .values(Object.entries(EXCHANGE_RATES_SEED).map(([currency, ratePerEuro]) => ({ currency, ratePerEuro })))
    .onConflictDoNothing();
  // The terms, imprint, privacy policy and the other content pages (decision 046).
  await seedContentPages(db, new Date());
}

/** The demo catalogue and demo accounts. Idempotent, so it runs at every start. */
export async function seedDemoData(db: Db): Promise<void> {
  await db
    .insert(tlds)
    .values(
      TLD_SEED.map(([tld, kind, registerPrice, renewPrice, transferPrice, restorePrice, launchedOn]) => ({
        tld,
        kind,
        registerPrice,
        renewPrice,
        transferPrice,
        restorePrice,
        launchedOn,
      })),
    )
    .onConflictDoNothing();
  await seedContent(db, new Date());
  await seedCoupons(db);

  const existing = await db
    .select({ login: users.login })
    .from(users)
    .where(sql`${users.login} in ${DEMO_USERS.map((user) => user.login)}`);
  const missing = DEMO_USERS.filter((demo) => !existing.some((row) => row.login === demo.login));
  for (const demo of missing) {
    await db
      .insert(users)
      .values({ login: demo.login, passwordHash: await hashPassword(demo.password), status: demo.status, emailVerifiedAt: new Date() })
      .onConflictDoNothing();
  }
}
