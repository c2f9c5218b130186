import { z } from 'zod';
import { priceViewSchema } from '../money/price-view';

/**
 * WHOIS privacy of one of the customer's names (decision 028): whether it is on, until when it is
 * paid, and what the rest of the term costs when it is not paid for now.
 */
export const privacyViewSchema = z.object({
  domain: z.string(),
  domain_utf8: z.string(),
  /** On now: switched on and paid for today (what WHOIS and RDAP show). */
  privacy: z.boolean(),
  /** Whether the name's TLD offers WHOIS privacy at all. */
  available: z.boolean(),
  /** The end of the latest term paid with privacy (registration, renewal or a bought rest of term); null: never paid. */
  paid_until: z.string().nullable(),
  /** The end of the name's paid term. */
  term_expires: z.string(),
  /** Paid for today: switching on and off is free until `paid_until`. */
  paid_now: z.boolean(),
  /** Not paid for today: the rest of the term, in whole months (a started month counts), and its price with VAT. */
  offer: z.object({ months: z.number().int(), until: z.string(), price: priceViewSchema }).nullable(),
  /** The rest of the term is in the renew cart, waiting for its payment. */
  in_cart: z.boolean(),
  /** Paid, and being switched on now (its job runs): nothing more to buy. */
  being_activated: z.boolean(),
});
export type PrivacyView = z.infer<typeof privacyViewSchema>;
