import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A delegation signer as the registry keeps it (RFC 5910 §4.1 dsData). */
export interface RegistryDsRow {
  keyTag: number;
  alg: number;
  digestType: number;
  /** Upper-case hex. */
  digest: string;
}

/**
 * The sandbox registry: a stand-in for the registries the shop talks to, kept in its own tables
 * (prefix `registry_`) so that nothing of the shop reads them except through the gateway
 * (server/registry/). A real registry connection replaces it without touching these.
 */

export const registryTlds = pgTable('registry_tlds', {
  tld: text('tld').primaryKey(),
  minPeriodYears: integer('min_period_years').notNull().default(1),
  maxPeriodYears: integer('max_period_years').notNull().default(10),
  addGraceDays: integer('add_grace_days').notNull().default(5),
  renewGraceDays: integer('renew_grace_days').notNull().default(5),
  transferGraceDays: integer('transfer_grace_days').notNull().default(5),
  autoRenewGraceDays: integer('auto_renew_grace_days').notNull().default(45),
  redemptionDays: integer('redemption_days').notNull().default(30),
  pendingDeleteDays: integer('pending_delete_days').notNull().default(5),
  transferLockDays: integer('transfer_lock_days').notNull().default(60),
  /** IDN language tags accepted for this TLD, e.g. {de,fr,es}; empty for ASCII only. */
  idnLanguages: text('idn_languages').array().notNull().default([]),
  minLabelLength: integer('min_label_length').notNull().default(1),
  /** Whether the registry publishes DS records for names under this TLD (secDNS, RFC 5910). */
  dnssec: boolean('dnssec').notNull().default(true),
  /** Simulated answer time of this registry, to show slow registries. */
  latencyMs: integer('latency_ms').notNull().default(0),
});

export const registryRegistrars = pgTable('registry_registrars', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  ianaId: integer('iana_id'),
  url: text('url').notNull(),
  abuseEmail: text('abuse_email').notNull(),
  abusePhone: text('abuse_phone').notNull(),
});

export const registryContacts = pgTable('registry_contacts', {
  handle: text('handle').primaryKey(),
  registrarId: text('registrar_id').notNull(),
  name: text('name').notNull(),
  org: text('org'),
  street: text('street').array().notNull(),
  city: text('city').notNull(),
  stateOrProvince: text('state_or_province'),
  postalCode: text('postal_code').notNull(),
  countryCode: text('country_code').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const registryDomains = pgTable(
  'registry_domains',
  {
    /** Lower-case A-label. */
    name: text('name').primaryKey(),
    tld: text('tld').notNull(),
    registrarId: text('registrar_id').notNull(),
    registrantHandle: text('registrant_handle'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    /** When the registry last auto-renewed it at expiry (start of the auto-renew grace period). */
    autoRenewedAt: timestamp('auto_renewed_at', { withTimezone: true }),
    /** When the last explicit renewal happened (start of the renew grace period). */
    renewedAt: timestamp('renewed_at', { withTimezone: true }),
    authInfo: text('auth_info').notNull(),
    /** client* statuses set by the sponsor, e.g. clientTransferProhibited. */
    clientStatuses: text('client_statuses').array().notNull().default([]),
    /** server* statuses set by the registry. */
    serverStatuses: text('server_statuses').array().notNull().default([]),
    nameservers: text('nameservers').array().notNull().default([]),
    idnLanguage: text('idn_language'),
    /** Set when deleted outside the add grace period: redemption, then pending delete, then purge. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    restoreRequestedAt: timestamp('restore_requested_at', { withTimezone: true }),
    transferRequestedBy: text('transfer_requested_by'),
    transferRequestedAt: timestamp('transfer_requested_at', { withTimezone: true }),
    transferPeriodYears: integer('transfer_period_years'),
    /** The DS set the registry publishes in the TLD zone (secDNS, RFC 5910). */
    dsData: jsonb('ds_data').notNull().$type<RegistryDsRow[]>().default([]),
  },
  (table) => [
    index('registry_domains_registrar_idx').on(table.registrarId),
    index('registry_domains_expires_idx').on(table.expiresAt),
    // Whether a host object is linked (host delete, RFC 5732 §3.2.2) is asked by nameserver.
    index('registry_domains_nameservers_idx').using('gin', table.nameservers),
  ],
);

/**
 * Host objects (RFC 5732). A host inside a TLD this registry runs is subordinate to a registered
 * domain (`superordinateDomain`) and carries the glue addresses; its sponsor is that domain's
 * sponsor, so it moves with the domain. External hosts carry no addresses.
 */
export const registryHosts = pgTable(
  'registry_hosts',
  {
    /** Lower-case A-label. */
    name: text('name').primaryKey(),
    registrarId: text('registrar_id').notNull(),
    superordinateDomain: text('superordinate_domain'),
    /** Normalised IPv4 and IPv6 addresses (glue). */
    addresses: text('addresses').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('registry_hosts_superordinate_idx').on(table.superordinateDomain)],
);

/** Names the registry sells at a premium, with its price per year in euro cents. */
export const registryPremiumNames = pgTable('registry_premium_names', {
  name: text('name').primaryKey(),
  registerPrice: integer('register_price').notNull(),
  renewPrice: integer('renew_price').notNull(),
});

/** Names the registry does not allocate (nic, whois, example, …). */
export const registryReservedNames = pgTable('registry_reserved_names', {
  label: text('label').primaryKey(),
});

export const registryPollMessages = pgTable(
  'registry_poll_messages',
  {
    id: serial('id').primaryKey(),
    registrarId: text('registrar_id').notNull(),
    kind: text('kind').notNull(),
    name: text('name'),
    message: text('message').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
  },
  (table) => [index('registry_poll_registrar_idx').on(table.registrarId, table.ackedAt)],
);
