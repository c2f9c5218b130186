import { boolean, date, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Countries with their standard VAT rate in basis points (1900 = 19 %) and EU membership. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  vatRateBp: integer('vat_rate_bp').notNull().default(0),
  /** The day the current rate took effect; rates are data, not constants (domain-rules.md §6). */
  vatRateSince: date('vat_rate_since'),
  eu: boolean('eu').notNull().default(false),
  /** Listed first when the country list is asked for with special=true. */
  featured: boolean('featured').notNull().default(false),
});

/** Units of a currency for one euro. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  ratePerEuro: numeric('rate_per_euro', { precision: 12, scale: 6 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Top-level domains on sale, with net prices in euro cents for one year.
 * The registry policy of each TLD (periods, grace periods, locks) is the registry's concern.
 */
export const tlds = pgTable('tlds', {
  /** A-label without the leading dot, e.g. "com" or "xn--p1ai". */
  tld: text('tld').primaryKey(),
  kind: text('kind', { enum: ['generic', 'country', 'new-generic'] }).notNull(),
  registerPrice: integer('register_price').notNull(),
  renewPrice: integer('renew_price').notNull(),
  transferPrice: integer('transfer_price').notNull(),
  restorePrice: integer('restore_price').notNull(),
  /** The day the TLD went on sale here; the newest TLDs list sorts by it. */
  launchedOn: date('launched_on').notNull(),
  active: boolean('active').notNull().default(true),
});
