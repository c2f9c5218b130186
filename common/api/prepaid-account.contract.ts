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
export interface PrepaidAccountView {
  currency: 'EUR' | 'USD';
  balance: number;
  balance_display: string;
  limit: number;
  limit_display: string;
  minimum_top_up: number;
  minimum_top_up_display: string;
  deposits_allowed: boolean;
  low_balance_threshold: number | null;
  created_at: string;
}

export interface LedgerEntryView {
  id: number;
  amount: number;
  amount_display: string;
  balance_after: number;
  balance_after_display: string;
  reason: 'top-up' | 'payment' | 'refund';
  /** The reason in the user's language, with what it refers to ("Payment of order 12"). */
  text: string;
  reference: string;
  /** The order a payment paid or a refund came from; null for a top-up. */
  order_id: number | null;
  created_at: string;
}

export interface AccountTransactions {
  account: PrepaidAccountView;
  transactions: LedgerEntryView[];
  total: number;
  page: number;
  per_page: number;
}

export interface AccountNotification {
  enabled: boolean;
  threshold: number | null;
  threshold_display: string | null;
}
