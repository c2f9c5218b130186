import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';
import { pricedLineSchema } from './priced-line';

export const ordersQuerySchema = sessionParamsSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** pending_payment → paid → provisioning → completed; failed and refunded when registration fails for good. */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'provisioning', 'completed', 'failed', 'refunded'] as const;
export type OrderStatusView = (typeof ORDER_STATUSES)[number];
export const ORDER_ITEM_STATUSES = ['pending', 'provisioning', 'completed', 'failed', 'refunded', 'cancelled'] as const;
export type OrderItemStatusView = (typeof ORDER_ITEM_STATUSES)[number];

export const registryTransactionViewSchema = z.object({
  /** create, renew, transfer-request, restore-request, contact-create … */
  command: z.string(),
  /** The domain, host or contact id. */
  object: z.string(),
  cl_trid: z.string(),
  sv_trid: z.string().nullable(),
  code: z.number().int(),
  at: z.string(),
});
export type RegistryTransactionView = z.infer<typeof registryTransactionViewSchema>;

/** Money given back: to the card, PayPal or Apple Pay it came from, or onto the prepaid balance. */
export const refundViewSchema = z.object({
  destination: z.enum(['card', 'paypal', 'apple_pay', 'balance', 'bank']),
  amount: z.number().int(),
  currency: z.enum(['EUR', 'USD']),
  amount_display: z.string(),
  /** pending: sent to the gateway, not confirmed yet. */
  status: z.enum(['pending', 'completed']),
});
export type RefundView = z.infer<typeof refundViewSchema>;

export const orderItemViewSchema = z.object({
  id: z.number().int(),
  ...pricedLineSchema.shape,
  gross_display: z.string(),
  status: z.enum(ORDER_ITEM_STATUSES),
  /** Set once the registry registered the name. */
  expires_at: z.string().nullable(),
  /**
   * A refunded item's reason as a code the pages translate (null otherwise, or when none was
   * recorded); transfers: 'auth-code', 'refused', 'rejected', 'cancelled'.
   */
  failure_code: z.string().nullable(),
  /** Where a refunded item's money went (decision 015), and whether the gateway has confirmed it yet. */
  refund: refundViewSchema.nullable(),
  /**
   * The commands sent to an EPP registry for the line, oldest first, with our transaction id
   * (clTRID) and the registry's (svTRID) and the result code (decision 045); empty on the sandbox.
   */
  registry_transactions: z.array(registryTransactionViewSchema).optional(),
});
export type OrderItemView = z.infer<typeof orderItemViewSchema>;

export const orderViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  section: z.enum(['register', 'renew', 'rgp']),
  currency: z.enum(['EUR', 'USD']),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
  gross_display: z.string(),
  vat_rate: z.number(),
  reverse_charge: z.boolean(),
  payment_id: z.number().int(),
  payment_method: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  items: z.array(orderItemViewSchema),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderListSchema = z.object({
  orders: z.array(orderViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;
