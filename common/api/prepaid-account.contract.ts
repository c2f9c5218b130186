import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';

/** An idempotency key chosen by the client per payment attempt: a repeated request with it pays once. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'idempotency key');

/** Top-up methods: the balance itself is not one of them. */
export const TOP_UP_METHODS = ['card', 'paypal', 'apple_pay', 'bank_transfer'] as const;

export const accountCreateBodySchema = sessionParamsSchema;

export const accountIncreaseBodySchema = sessionParamsSchema.extend({
  /** Minor units of the account's currency. */
  amount: z.number().int().positive().max(100_000_000),
  method: z.enum(TOP_UP_METHODS),
  idempotency_key: idempotencyKeySchema,
});

export const accountTransactionsQuerySchema = sessionParamsSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const accountNotificationBodySchema = sessionParamsSchema.extend({
  enabled: z.boolean(),
  /** Minor units of the account's currency; required when enabled. */
  threshold: z.number().int().min(0).max(100_000_000).optional(),
});

/** A prepaid account as the customer sees it; amounts in minor units plus their formatted text. */
export const prepaidAccountViewSchema = z.object({
  currency: z.enum(['EUR', 'USD']),
  balance: z.number().int(),
  balance_display: z.string(),
  limit: z.number().int(),
  limit_display: z.string(),
  minimum_top_up: z.number().int(),
  minimum_top_up_display: z.string(),
  deposits_allowed: z.boolean(),
  low_balance_threshold: z.number().int().nullable(),
  created_at: z.string(),
});
export type PrepaidAccountView = z.infer<typeof prepaidAccountViewSchema>;

export const ledgerEntryViewSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  amount_display: z.string(),
  balance_after: z.number().int(),
  balance_after_display: z.string(),
  reason: z.enum(['top-up', 'payment', 'refund']),
  /** The reason in the user's language, with what it refers to ("Payment of order 12"). */
  text: z.string(),
  reference: z.string(),
  /** The order a payment paid or a refund came from; null for a top-up. */
  order_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntryViewSchema>;

export const accountTransactionsSchema = z.object({
  account: prepaidAccountViewSchema,
  transactions: z.array(ledgerEntryViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AccountTransactions = z.infer<typeof accountTransactionsSchema>;

export const accountNotificationSchema = z.object({
  enabled: z.boolean(),
  threshold: z.number().int().nullable(),
  threshold_display: z.string().nullable(),
});
export type AccountNotification = z.infer<typeof accountNotificationSchema>;
