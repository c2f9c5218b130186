import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';

/**
 * Nameserver management (spec §2.1 /user/nameservermanagement, /user/nameservertemplates;
 * decision 024): the customer's glue hosts, the nameservers of each domain, and templates.
 *
 * - GET  /nameserver/hosts                      the customer's hosts (under their domains)
 * - POST /nameserver/host/create                { host, addresses }
 * - POST /nameserver/host/update/{host}         { addresses } (the full new list)
 * - POST /nameserver/host/delete/{host}
 * - GET  /domain/nameservers/{domain}           a domain's nameservers
 * - POST /domain/nameservers/{domain}           { nameservers }
 * - GET  /nameserver/templates
 * - POST /nameserver/template/create            { name, nameservers, is_default }
 * - POST /nameserver/template/update/{id}       { name, nameservers }
 * - POST /nameserver/template/default/{id}      { is_default }
 * - POST /nameserver/template/delete/{id}
 * - POST /nameserver/template/apply/{id}        { domains } → a result per domain
 */

export const NAMESERVERS_MIN = 2;
export const NAMESERVERS_MAX = 13;
export const HOST_ADDRESSES_MAX = 13;
export const TEMPLATE_NAME_MAX = 60;
export const TEMPLATES_MAX = 50;
/** At most this many domains in one apply call. */
export const APPLY_MAX_DOMAINS = 200;

/** Host names and addresses are checked by the service, so that each gets its own message and field. */
const hostText = z.string().trim().min(1).max(255);
const addressText = z.string().trim().min(1).max(64);

export const hostListQuerySchema = sessionParamsSchema;

export const hostParamsSchema = z.object({ host: hostText });

export const hostCreateBodySchema = sessionParamsSchema.extend({
  host: hostText,
  addresses: z.array(addressText).min(1).max(HOST_ADDRESSES_MAX),
});

export const hostUpdateBodySchema = sessionParamsSchema.extend({
  addresses: z.array(addressText).min(1).max(HOST_ADDRESSES_MAX),
});

export const hostDeleteBodySchema = sessionParamsSchema;

export const domainParamsSchema = z.object({ domain: z.string().trim().min(1).max(255) });

export const domainNameserversQuerySchema = sessionParamsSchema;

export const nameserverListSchema = z
  .array(hostText)
  .min(1)
  .max(NAMESERVERS_MAX + 5);

export const domainNameserversBodySchema = sessionParamsSchema.extend({
  nameservers: nameserverListSchema,
});

export const templateListQuerySchema = sessionParamsSchema;

export const templateParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const templateCreateBodySchema = sessionParamsSchema.extend({
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
  nameservers: nameserverListSchema,
  is_default: z.boolean().default(false),
});

export const templateUpdateBodySchema = sessionParamsSchema.extend({
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
  nameservers: nameserverListSchema,
});

export const templateDefaultBodySchema = sessionParamsSchema.extend({
  is_default: z.boolean(),
});

export const templateDeleteBodySchema = sessionParamsSchema;

export const templateApplyBodySchema = sessionParamsSchema.extend({
  /** Names in Unicode or A-label form. */
  domains: z.array(z.string().trim().min(1).max(255)).min(1).max(APPLY_MAX_DOMAINS),
});

export const hostViewSchema = z.object({
  /** A-label. */
  host: z.string(),
  host_utf8: z.string(),
  /** The customer's domain it belongs to (A-label). */
  domain: z.string(),
  addresses: z.array(z.string()),
  /** A domain is delegated to it (it cannot be deleted). */
  linked: z.boolean(),
});
export type HostView = z.infer<typeof hostViewSchema>;

export const hostListViewSchema = z.object({
  hosts: z.array(hostViewSchema),
  /** The customer's domains a host can be created under (A-label and display form). */
  domains: z.array(z.object({ domain: z.string(), domain_utf8: z.string() })),
});
export type HostListView = z.infer<typeof hostListViewSchema>;

export const hostDeletedViewSchema = z.object({ host: z.string() });

export const domainNameserversViewSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  nameservers: z.array(z.string()),
});
export type DomainNameserversView = z.infer<typeof domainNameserversViewSchema>;

export const templateViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameservers: z.array(z.string()),
  is_default: z.boolean(),
});
export type TemplateView = z.infer<typeof templateViewSchema>;

export const templateListViewSchema = z.object({
  templates: z.array(templateViewSchema),
});
export type TemplateListView = z.infer<typeof templateListViewSchema>;

export const templateDeletedViewSchema = z.object({ id: z.number().int() });

export const applyResultViewSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  ok: z.boolean(),
  /** Why this domain was not changed: a catalogue code and its message in the session's language. */
  error: z.object({ code: z.number().int(), message: z.string() }).optional(),
});
export type ApplyResultView = z.infer<typeof applyResultViewSchema>;

export const templateApplyViewSchema = z.object({
  results: z.array(applyResultViewSchema),
  /** How many domains now have the template's nameservers. */
  applied: z.number().int(),
  failed: z.number().int(),
});
export type TemplateApplyView = z.infer<typeof templateApplyViewSchema>;
