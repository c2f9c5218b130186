import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';
import { DNS_RECORDS_MAX, DNS_ZONE_COMMENT_MAX, dnsRecordInputSchema, dnsRecordSchema, type DnsRecord } from '../dns/records/record-shape';

/**
 * DNS zones (spec §3 "DNS zone", §4 record lifecycle, §5 DNS validation, §7 DNS; issue 16).
 *
 * - GET  /dns/{domain}                      the zone (records keyed by id)
 * - POST /dns/validate/record/{domain}      { domain, added_records, record } → the record as it
 *                                           would be stored, or field errors (error.field = "value",
 *                                           "name", "ttl", "parameters.<key>")
 * - POST /dns/{domain}?session_id=…         { version, records, comments, flags } saves the whole
 *                                           zone in one transaction; a stale `version` answers 8001
 *                                           and changes nothing; record errors carry
 *                                           field "records.<id>.<field>"
 * - GET  /dns/generate-auth                 fresh dynamic-DNS credentials (stored with the next save)
 * - POST /dns/diff/{domain}                 the save body → what a save would change (dry run)
 * - GET  /dns/versions/{domain}             earlier saves (who, when)
 * - POST /dns/versions/{domain}/restore/{version}   that version's records become the zone
 * - POST /dns/import/{domain}               { zone_file } → preview: records taken and lines refused
 * - GET  /dns/export/{domain}               the active zone as an RFC 1035 master file (text/plain)
 * - GET  /dns/status/{domain}               { version, serial, serving }: is the saved zone served yet
 * - POST /dns/mailfw/confirm                { token } from the mail sent to a MAILFW destination:
 *                                           the forwarding to it is confirmed and served (no login)
 * - POST /dns/mailfw/resend/{domain}       { destination } an unconfirmed MAILFW destination of the
 *                                           zone is mailed a new link (the old one stops working);
 *                                           once per destination per 10 minutes (429 otherwise)
 * Outside /api: GET /nic/update (DynDNS2: basic auth, hostname, myip).
 */

export const dnsDomainParamsSchema = z.object({ domain: z.string().trim().min(1).max(255) });

export const dnsZoneQuerySchema = sessionParamsSchema;

export const dnsValidateBodySchema = sessionParamsSchema.extend({
  domain: z.string().trim().min(1).max(255).optional(),
  /** Records added or changed locally so far (not yet saved): the record is checked against them too. */
  added_records: z.array(dnsRecordInputSchema).max(DNS_RECORDS_MAX).default([]),
  record: dnsRecordInputSchema,
});

export const dnsZoneFlagsInputSchema = z.object({
  parking_page: z.boolean(),
  dnssec: z.boolean(),
  ddns: z.object({
    active: z.boolean(),
    username: z.string().max(128).default(''),
    password: z.string().max(128).default(''),
  }),
});

export const dnsSaveBodySchema = sessionParamsSchema.extend({
  /** The zone version the editor loaded; the save is refused with 8001 when it moved on. */
  version: z.number().int().min(0),
  /** All records of the zone after the save (records flagged deleted are dropped). */
  records: z.array(dnsRecordInputSchema).max(DNS_RECORDS_MAX * 2),
  comments: z.string().max(DNS_ZONE_COMMENT_MAX).default(''),
  flags: dnsZoneFlagsInputSchema,
});
export type DnsSaveBody = z.input<typeof dnsSaveBodySchema>;

export const dnsVersionParamsSchema = dnsDomainParamsSchema.extend({
  version: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const dnsImportBodySchema = sessionParamsSchema.extend({
  zone_file: z.string().max(1_000_000),
});

/** The token of the link mailed to a new MAILFW destination (spec §3 "inactive until destination address confirmed"). */
export const dnsMailfwConfirmBodySchema = sessionParamsSchema.extend({
  token: z.string().trim().min(1).max(128),
});

export const dnsMailfwResendBodySchema = sessionParamsSchema.extend({
  destination: z.string().trim().min(1).max(254),
});

/** The address that was sent its confirmation link again. */
export const dnsMailfwResentSchema = z.object({ destination: z.string() });
export type DnsMailfwResent = z.infer<typeof dnsMailfwResentSchema>;

export const dnsMailfwConfirmationSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  destination: z.string(),
  /** The local parts of the zone's MAILFW records to this destination ("*" for any address), so the page can say whose mail now arrives. */
  sources: z.array(z.string()),
});
export type DnsMailfwConfirmation = z.infer<typeof dnsMailfwConfirmationSchema>;

export const dnsZoneFlagsSchema = z.object({
  modify_allowed: z.boolean(),
  deny_url: z.boolean(),
  parking_page: z.boolean(),
  dnssec: z.boolean(),
  ddns: z.object({ active: z.boolean(), username: z.string(), password: z.string() }),
});
export type DnsZoneFlags = z.infer<typeof dnsZoneFlagsSchema>;

/**
 * served: the DNS server answers the saved zone; pending: a change is on its way to it;
 * not_served: no DNS server is configured or running, the zone is kept but not answered.
 */
const servingSchema = z.enum(['served', 'pending', 'not_served']);

export const dnsZoneSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  dnssec_allowed: z.boolean(),
  /** Optimistic concurrency: send it back with the save. */
  version: z.number().int(),
  /** SOA serial of the zone as served. */
  serial: z.number().int(),
  flags: dnsZoneFlagsSchema,
  records: z.record(z.string(), dnsRecordSchema),
  comments: z.string(),
  mailbox_has_zone_mailfw_conflict: z.boolean(),
  mailbox_has_zone_mx_conflict: z.boolean(),
  serving: servingSchema,
  /** True when the name's nameservers at the registry are the shop's own. */
  uses_shop_nameservers: z.boolean(),
  /** DS and DNSKEY presentation lines while DNSSEC is on. */
  dnssec_keys: z.object({ ds: z.array(z.string()), dnskey: z.array(z.string()) }).nullable(),
});
export type DnsZone = z.infer<typeof dnsZoneSchema>;

export const dnsRrsetChangeSchema = z.object({
  name: z.string(),
  type: z.string(),
  ttl: z.number().int(),
  before: z.array(z.string()),
  after: z.array(z.string()),
});
export type DnsRrsetChange = z.infer<typeof dnsRrsetChangeSchema>;

export const dnsDiffSchema = z.object({
  added: z.array(dnsRrsetChangeSchema),
  changed: z.array(dnsRrsetChangeSchema),
  removed: z.array(dnsRrsetChangeSchema),
});
export type DnsDiff = z.infer<typeof dnsDiffSchema>;

/** GET /dns/status/{domain}: whether the saved zone is served yet, for the editor to follow a push. */
export const dnsZoneStatusSchema = z.object({
  version: z.number().int(),
  serial: z.number().int(),
  serving: servingSchema,
});
export type DnsZoneStatus = z.infer<typeof dnsZoneStatusSchema>;

export const dnsZoneVersionSchema = z.object({
  version: z.number().int(),
  saved_at: z.string(),
  saved_by: z.string(),
  record_count: z.number().int(),
});
export type DnsZoneVersion = z.infer<typeof dnsZoneVersionSchema>;

/** A record read from an imported zone file, checked and normalized, not saved (it has no state nor RDATA preview yet). */
export const dnsImportedRecordSchema = z.object({
  id: z.string().optional(),
  ...dnsRecordSchema.omit({ id: true, state: true, active: true, rdata: true }).shape,
});

/** POST /dns/import/{domain}: the records taken from the file, and the lines refused with the reason. */
export const dnsImportPreviewSchema = z.object({
  records: z.array(dnsImportedRecordSchema),
  refused: z.array(z.object({ line: z.number().int(), text: z.string(), reason: z.string() })),
});
export type DnsImportPreview = z.infer<typeof dnsImportPreviewSchema>;

export const dnsGeneratedAuthSchema = z.object({ username: z.string(), password: z.string() });
export type DnsGeneratedAuth = z.infer<typeof dnsGeneratedAuthSchema>;

export { dnsRecordSchema, type DnsRecord };
