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
  /** Grouping for /domain/categories and the TLD list: popular, europe, business, tech, cities, idn, … */
  categories: text('categories').array().notNull().default([]),
  /** Services offered with the TLD (price list flags of spec §3). */
  privacy: boolean('privacy').notNull().default(true),
  mailbox: boolean('mailbox').notNull().default(true),
  dnssec: boolean('dnssec').notNull().default(true),
  /** Net price of an owner change, where the registry charges for it. */
  tradePrice: integer('trade_price'),
  /** Net yearly price of the local-presence (trustee) service, where the TLD requires presence. */
  trusteePrice: integer('trustee_price'),
  /** Transfers need a second auth code sent by post (AuthInfo2). */
  transferAuthinfo2: boolean('transfer_authinfo2').notNull().default(false),
  /** Transfers pass through a quarantine at the registry. */
  transferQuarantine: boolean('transfer_quarantine').notNull().default(false),
  /** Path of the TLD's logo under the web app's public folder, when it has one. */
  logoPath: text('logo_path'),
});
