import { z } from 'zod';
import { CART_ITEM_TYPES } from './cart.contract';

/**
 * A priced line of an order or a payment's quote: what was bought and its amounts in minor units
 * of the billing currency. The order's item (order.contract) and the quote's line
 * (payment.contract) extend it with their own id and fields.
 */
export const pricedLineSchema = z.object({
  type: z.enum(CART_ITEM_TYPES),
  domain: z.string(),
  domain_utf8: z.string(),
  period_years: z.number().int(),
  description: z.string(),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;
