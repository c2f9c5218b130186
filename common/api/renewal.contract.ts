import { z } from 'zod';
import { priceViewSchema } from '../money/price-view';
import { sessionParamsSchema } from './session.contract';
import { mailboxLevelSchema, mailboxNameSchema, sectionCartSchema } from './cart.contract';

/**
 * Renewals (spec §3 "Renew item", §7 "Renew cart" and GET /domain/renew/list; decision 020).
 * A renew item's id is its domain (lower-case A-label): the same id names it before and after it
 * is in the renew cart. The cart calls also take the numeric id of the cart item.
 */
export const renewItemSchema = z.object({
  id: z.string(),
  domain: z.string(),
  domain_utf8: z.string(),
  /** The paid term's end (ISO date-time). */
  expiry: z.string(),
  /** The expiry after renewing for `period` years. */
  new_expiry: z.string().nullable(),
  period: z.number().int(),
  min_period: z.number().int(),
  max_period: z.number().int(),
  /** Whether it can be renewed now; otherwise `problem` says why (5201, 5303, 5304, 5305). */
  renewable: z.boolean(),
  problem: z.object({ code: z.number().int(), message: z.string() }).nullable(),
  privacy: z.object({ privacy_level: z.number().int(), id: z.string().nullable(), available: z.boolean(), price: priceViewSchema }),
  mailbox: z.object({
    mailbox_level: z.number().int(),
    id: z.string().nullable(),
    name: z.string().nullable(),
    available: z.boolean(),
    prices: z.object({ '1': priceViewSchema, '2': priceViewSchema }),
  }),
  /**
   * The local-presence (trustee) service where the TLD has one: `enabled` chosen for this renewal
   * (`id`: the domain's cart item while it is booked in the cart), the price of a year, and until
   * when the domain has it paid (`until`, ISO; null: never booked).
   */
  trustee: z.object({
    id: z.string().nullable(),
    available: z.boolean(),
    enabled: z.boolean(),
    price: priceViewSchema.nullable(),
    until: z.string().nullable(),
  }),
  inCart: z.boolean(),
  /** The cart item's id while it is in the renew cart. */
  cart_item_id: z.string().nullable(),
  /** The price for the chosen period and options, with VAT. */
  price: priceViewSchema.nullable(),
});
export type RenewItem = z.infer<typeof renewItemSchema>;

/** `GET /domain/renew/list`. */
export const renewListSchema = z.object({
  items: z.array(renewItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type RenewList = z.infer<typeof renewListSchema>;

/** What a visitor's simple renew finds about a name (docs/decisions/020). */
export const renewLookupSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  /** Registered with this shop (sponsored by it at the registry). */
  registered_with_us: z.boolean(),
  expiry: z.string().nullable(),
  in_redemption: z.boolean(),
  /** The renewal price of one year, with VAT, when the TLD is sold here. */
  price_per_year: priceViewSchema.nullable(),
});
export type RenewLookup = z.infer<typeof renewLookupSchema>;

/** The renew section of the cart, the answer of the `/cart/renew/*` routes. */
export const renewCartSchema = sectionCartSchema;

export const renewListQuerySchema = sessionParamsSchema.extend({
  pattern: z.string().trim().max(255).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const renewLookupQuerySchema = sessionParamsSchema.extend({ domain: z.string().trim().min(1).max(253) });

/** A renew item: a domain name or the numeric id of its cart item. */
export const renewIdParamsSchema = z.object({ id: z.string().trim().min(1).max(253) });
export const renewAddOnParamsSchema = renewIdParamsSchema.extend({ addon: z.enum(['privacy', 'mailbox', 'trustee']) });
export const renewItemParamsSchema = renewIdParamsSchema.extend({ itemId: z.coerce.number().int().positive().max(2_147_483_647) });
export const renewDomainParamsSchema = z.object({ domain: z.string().trim().min(1).max(253) });

const period = z.coerce.number().int().min(1).max(100);
const level = z.coerce.number().int().min(0).max(1);

/**
 * The options of a renew item: period in years (renew info prices the nearest one offered; adding
 * refuses one outside the item's bounds with 5308), WHOIS privacy 0/1, a mailbox.
 */
export const renewOptionsSchema = z.object({
  period: period.optional(),
  privacy_level: level.optional(),
  /** 0: no mailbox; 1 Mailbox; 2 Mailbox Pro. */
  mailbox_level: z.coerce.number().int().min(0).max(2).optional(),
  mailbox_name: mailboxNameSchema.optional(),
  /** The local-presence (trustee) service, 0/1, where the TLD has one. */
  trustee: level.optional(),
});
export type RenewOptions = z.infer<typeof renewOptionsSchema>;

export const renewAddBodySchema = sessionParamsSchema.extend({ options: renewOptionsSchema.optional() });
export const renewInfoBodySchema = sessionParamsSchema.extend({ options: renewOptionsSchema.optional() });
export const renewUpdateBodySchema = sessionParamsSchema.extend({
  period: period.optional(),
  privacy_level: level.optional(),
  trustee: level.optional(),
});
/** Removing an add-on kept on the domain's own item (itemId = the domain's cart item): privacy unless `addon` says trustee. */
export const renewRemoveAddOnBodySchema = sessionParamsSchema.extend({ addon: z.enum(['privacy', 'trustee']).optional() });
export const renewAddOnBodySchema = sessionParamsSchema.extend({
  name: mailboxNameSchema.optional(),
  level: mailboxLevelSchema.optional(),
});
