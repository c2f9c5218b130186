import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/** A record as a zone version keeps it (the stored fields, names as A-labels). */
export interface DnsStoredRecord {
  id: string;
  type: string;
  name: string;
  value: string;
  ttl: number;
  comments: string;
  parameters: Record<string, string | number | boolean | null>;
  activeFrom: string | null;
  activeUntil: string | null;
}

/** The zone flags a version keeps beside its records. */
export interface DnsStoredFlags {
  parkingPage: boolean;
  dnssec: boolean;
  ddnsActive: boolean;
  /** Saved by no user but by the shop's dynamic DNS endpoint (shown as its author). */
  savedVia?: 'dynamic-dns';
}

/**
 * The customer's DNS zones (spec §3 "DNS zone"; docs/decisions/033-dns-zones.md). The shop's
 * database is the source of truth; the DNS server only mirrors it through the push job.
 * `version` is the optimistic-concurrency counter the editor sends back with a save;
 * `published_version` is the version the DNS server answers (behind `version` while a push waits).
 */
export const dnsZones = pgTable(
  'dns_zones',
  {
    id: serial('id').primaryKey(),
    /** Lower-case A-label, without the trailing dot. */
    domain: text('domain').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
    /** The SOA serial the DNS server answered with the last push (0: never published). */
    serial: bigint('serial', { mode: 'number' }).notNull().default(0),
    parkingPage: boolean('parking_page').notNull().default(false),
    dnssec: boolean('dnssec').notNull().default(false),
    /** Set by the shop (abuse): URL records are refused for this zone. */
    denyUrl: boolean('deny_url').notNull().default(false),
    ddnsActive: boolean('ddns_active').notNull().default(false),
    ddnsUsername: text('ddns_username'),
    /** Sealed with the secret box (server/lib/secret-box.ts), bound to the zone id. */
    ddnsPassword: text('ddns_password'),
    comments: text('comments').notNull().default(''),
    publishedVersion: integer('published_version'),
    /** Why the last push did not reach the DNS server (cleared by a successful one). */
    publishError: text('publish_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('dns_zones_domain_idx').on(table.domain),
    uniqueIndex('dns_zones_ddns_username_idx').on(table.ddnsUsername),
    index('dns_zones_user_idx').on(table.userId),
  ],
);

/** The records of a zone as last saved; replaced as a whole by each save. */
export const dnsRecords = pgTable(
  'dns_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => dnsZones.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** Owner relative to the zone ("@", "www", "*.dev"), A-labels. */
    name: text('name').notNull(),
    value: text('value').notNull(),
    ttl: integer('ttl').notNull(),
    comments: text('comments').notNull().default(''),
    parameters: jsonb('parameters').notNull().$type<Record<string, string | number | boolean | null>>().default({}),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    /** The order the editor sent them in. */
    position: integer('position').notNull(),
  },
  (table) => [index('dns_records_zone_idx').on(table.zoneId, table.position)],
);

/** Every save of a zone (issue 16 item 9): who, when, and the records and flags it left. */
export const dnsZoneVersions = pgTable(
  'dns_zone_versions',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => dnsZones.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    records: jsonb('records').notNull().$type<DnsStoredRecord[]>(),
    comments: text('comments').notNull().default(''),
    flags: jsonb('flags').notNull().$type<DnsStoredFlags>(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.zoneId, table.version] })],
);

/** MAILFW destinations whose owner clicked the confirmation link (spec §3 "inactive until destination address confirmed"). */
export const dnsMailfwConfirmations = pgTable(
  'dns_mailfw_confirmations',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => dnsZones.id, { onDelete: 'cascade' }),
    /** The destination address, lower case. */
    destination: text('destination').notNull(),
    /** SHA-256 of the token in the mailed link. */
    tokenHash: text('token_hash').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('dns_mailfw_confirmations_zone_destination_idx').on(table.zoneId, table.destination),
    uniqueIndex('dns_mailfw_confirmations_token_idx').on(table.tokenHash),
  ],
);

export type DnsZoneRow = typeof dnsZones.$inferSelect;
export type DnsRecordRow = typeof dnsRecords.$inferSelect;
export type DnsZoneVersionRow = typeof dnsZoneVersions.$inferSelect;
