import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Editorial content of the shop: promotions, banners, news, system-bar and countdown ads and
 * announced registry maintenance. Texts exist in English and German; they are plain text
 * (rendered as text, never as HTML).
 */

/** A price promotion of a TLD for registration, transfer or renewal, with its net promotion price. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    tld: text('tld').notNull(),
    kind: text('kind', { enum: ['registration', 'transfer', 'renewal'] }).notNull(),
    /** Net euro cents for the first year while the promotion runs. */
    price: integer('price').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    textEn: text('text_en').notNull().default(''),
    textDe: text('text_de').notNull().default(''),
    /** Shown in the front-page promotions carousel and promo boxes. */
    frontpage: boolean('frontpage').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('promotions_tld_idx').on(table.tld), index('promotions_ends_idx').on(table.endsAt)],
);

/** The home page's top banner carousel (spec §3 Top banner). */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  /** free: an editorial banner; tld: a TLD banner that needs a running promotion; rotating: picks its image by days since start. */
  promoType: text('promo_type', { enum: ['free', 'tld', 'rotating'] }).notNull(),
  tld: text('tld'),
  titleEn: text('title_en').notNull(),
  titleDe: text('title_de').notNull(),
  textEn: text('text_en').notNull().default(''),
  textDe: text('text_de').notNull().default(''),
  /** Image paths; a rotating banner has several, one per day in turn. */
  bannerUrlsEn: text('banner_urls_en').array().notNull().default([]),
  bannerUrlsDe: text('banner_urls_de').array().notNull().default([]),
  url: text('url').notNull(),
  logoPath: text('logo_path'),
  showLogo: boolean('show_logo').notNull().default(false),
  backgroundColor: text('background_color').notNull().default('#0b4f8a'),
  /** 0 anywhere shuffles the carousel (spec §4). */
  sort: integer('sort').notNull().default(1),
  /** Milliseconds; the carousel never cycles faster than 5000. */
  intervalMs: integer('interval_ms').notNull().default(7000),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    titleEn: text('title_en').notNull(),
    titleDe: text('title_de').notNull(),
    textEn: text('text_en').notNull(),
    textDe: text('text_de').notNull(),
    highlight: boolean('highlight').notNull().default(false),
    /** Shown to logged-in customers only (login news on the dashboard). */
    loginOnly: boolean('login_only').notNull().default(false),
    /** Also announced in the system bar (spec §2.3) once published, until `systemBarUntil` if set. */
    systemBar: boolean('system_bar').notNull().default(false),
    systemBarUntil: timestamp('system_bar_until', { withTimezone: true }),
  },
  (table) => [index('news_published_idx').on(table.publishedAt)],
);

/** System-bar messages and countdowns (spec §3 Ads). */
export const ads = pgTable('ads', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['systembar', 'countdown'] }).notNull(),
  titleEn: text('title_en').notNull(),
  titleDe: text('title_de').notNull(),
  textEn: text('text_en').notNull().default(''),
  textDe: text('text_de').notNull().default(''),
  url: text('url'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

/**
 * The operator's start messages (spec §3 Popup, §4 legacy popups): served with the app settings
 * while active, in the session's language. Edited with `server/announcement-command.ts`.
 */
export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    /** info and success close by themselves after 30 s; error stays until closed. */
    type: text('type', { enum: ['info', 'success', 'error'] }).notNull(),
    messageEn: text('message_en').notNull(),
    messageDe: text('message_de').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: until the operator ends it. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who added it: the operator's name given to the command. */
    author: text('author').notNull(),
  },
  (table) => [index('popups_ends_idx').on(table.endsAt)],
);

/** Announced maintenance windows of registries (spec §3 Maintenance entry). */
export const maintenanceWindows = pgTable('maintenance_windows', {
  id: serial('id').primaryKey(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  durationHours: integer('duration_hours').notNull(),
  /** A-labels of the TLDs concerned. */
  tlds: text('tlds').array().notNull(),
});

/** Which one-off seeds have run, so that start-up skips them. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The shop's content pages (about us, terms, imprint, privacy, FAQ, …): one row per page and
 * language with the current version, written in Markdown and rendered to sanitised HTML on the
 * server (docs/decisions/046-content-pages.md). An edit is a new version: the row changes and the
 * version history keeps every text it ever had.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: text('slug').notNull(),
    language: text('language', { enum: ['en', 'de'] }).notNull(),
    title: text('title').notNull(),
    /** Markdown; raw HTML in it is shown as text, never interpreted. */
    body: text('body').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.slug, table.language] })],
);

/** Every version a content page ever had, the current one included. */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    slug: text('slug').notNull(),
    language: text('language', { enum: ['en', 'de'] }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who changed it: 'seed', or the operator's name given to the content command. */
    author: text('author').notNull().default('seed'),
  },
  (table) => [primaryKey({ columns: [table.slug, table.language, table.version] })],
);
