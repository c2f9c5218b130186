import { z } from 'zod';

/**
 * The shape of one zone record as it travels between the editor and the API (spec §3 "DNS zone").
 * The per-type rules (what `value` and `parameters` must hold, zone-level rules such as CNAME
 * exclusivity) live beside this file, one module per type, and are used by the form and the
 * routes alike.
 */
export const DNS_RECORD_TYPES = [
  'URL',
  'MAILFW',
  'A',
  'AAAA',
  'MX',
  'CNAME',
  'DNAME',
  'ALIAS',
  'CAA',
  'TXT',
  'SRV',
  'NAPTR',
  'NS',
  'TLSA',
  'SSHFP',
  'SMIMEA',
  'SVCB',
  'HTTPS',
] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];

/** Spec §9: DNS TTL 86400. Product policy (domain-rules §3): 60 s to one week. */
export const DNS_TTL_DEFAULT = 86_400;
export const DNS_TTL_MIN = 60;
export const DNS_TTL_MAX = 604_800;
/** At most this many records in one zone (issue 16; decision in docs/decisions). */
export const DNS_RECORDS_MAX = 1_000;
export const DNS_COMMENT_MAX = 255;
export const DNS_ZONE_COMMENT_MAX = 2_000;

/**
 * Parameter values are scalars; which keys a type takes is checked by the type's own schema.
 * Examples: MX { priority }, SRV { priority, weight, port }, CAA { flags, tag },
 * URL { redirect_code, tls, frame, title, meta_description, meta_keywords, noframes, keep_path }.
 */
export const dnsParameterValueSchema = z.union([z.string().max(4_096), z.number(), z.boolean(), z.null()]);

/** A record as the editor sends it (to validate, or inside a zone to save). */
export const dnsRecordInputSchema = z.object({
  /** Server id of a stored record; absent (or a client id starting with "new-") for a new one. */
  id: z.string().max(64).optional(),
  type: z.enum(DNS_RECORD_TYPES),
  /** Owner relative to the zone: "@" is the apex, "www", "*.dev", "_dmarc"; U-labels accepted. */
  name: z.string().max(300),
  /** The target: the type's main field (address, host, text, URL, destination mail address…). */
  value: z.string().max(65_535),
  ttl: z.number().int().default(DNS_TTL_DEFAULT),
  comments: z.string().max(DNS_COMMENT_MAX).default(''),
  parameters: z.record(z.string().max(64), dnsParameterValueSchema).default({}),
  /** Scheduled: served from this moment (ISO 8601). */
  active_from: z.string().datetime({ offset: true }).nullable().default(null),
  /** Temporary: served until this moment (ISO 8601). */
  active_until: z.string().datetime({ offset: true }).nullable().default(null),
  /** Client flags of spec §3; the server ignores them except `deleted` (a deleted record is not saved). */
  edited: z.boolean().optional(),
  deleted: z.boolean().optional(),
  is_new: z.boolean().optional(),
  duplicated: z.boolean().optional(),
  changed: z.boolean().optional(),
});
export type DnsRecordInput = z.input<typeof dnsRecordInputSchema>;
export type DnsRecordValues = z.output<typeof dnsRecordInputSchema>;

/**
 * Record date states of spec §3, derived by the server from the dates and the clock:
 * temporary (active now, until a date), scheduled (from a date), expired (until date passed),
 * permanent (no dates), suspended (a limit is exhausted), unconfirmed (a MAILFW destination that
 * has not clicked its confirmation link yet).
 */
export const DNS_RECORD_STATES = ['permanent', 'temporary', 'scheduled', 'expired', 'suspended', 'unconfirmed'] as const;
export type DnsRecordState = (typeof DNS_RECORD_STATES)[number];

/** A record as the API answers it. Names are shown as U-labels; `rdata` is the RDATA preview. */
export const dnsRecordSchema = z.object({
  id: z.string(),
  type: z.enum(DNS_RECORD_TYPES),
  name: z.string(),
  value: z.string(),
  ttl: z.number().int(),
  comments: z.string(),
  parameters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  active_from: z.string().nullable(),
  active_until: z.string().nullable(),
  state: z.enum(DNS_RECORD_STATES),
  /** True when the record is served right now (state permanent or temporary and parking off). */
  active: z.boolean(),
  rdata: z.string(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

/** Field errors of one record, keyed by field ("name", "value", "ttl", "parameters.priority"…). */
export type DnsFieldErrors = Record<string, string>;
