import { z } from 'zod';
import { sessionParamsSchema } from './session.contract';

export const ordersQuerySchema = sessionParamsSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** pending_payment → paid → provisioning → completed; failed and refunded when registration fails for good. */
export type OrderStatusView = 'pending_payment' | 'paid' | 'provisioning' | 'completed' | 'failed' | 'refunded';
export type OrderItemStatusView = 'pending' | 'provisioning' | 'completed' | 'failed' | 'refunded' | 'cancelled';

export interface OrderItemView {
  id: number;
  type: 'Domain' | 'Mailbox' | 'Coupon' | 'Transfer' | 'Privacy';
  domain: string;
  domain_utf8: string;
  period_years: number;
  description: string;
  net: number;
  vat: number;
  gross: number;
  gross_display: string;
  status: OrderItemStatusView;
  /** Set once the registry registered the name. */
  expires_at: string | null;
  /**
   * A refunded item's reason as a code the pages translate (null otherwise, or when none was
   * recorded); transfers: 'auth-code', 'refused', 'rejected', 'cancelled'.
   */
  failure_code: string | null;
  /** Where a refunded item's money went (decision 015), and whether the gateway has confirmed it yet. */
  refund: RefundView | null;
  /**
   * The commands sent to an EPP registry for the line, oldest first, with our transaction id
   * (clTRID) and the registry's (svTRID) and the result code (decision 045); empty on the sandbox.
   */
  registry_transactions?: RegistryTransactionView[];
}

export interface RegistryTransactionView {
  /** create, renew, transfer-request, restore-request, contact-create … */
  command: string;
  /** The domain, host or contact id. */
  object: string;
  cl_trid: string;
  sv_trid: string | null;
  code: number;
  at: string;
}

/** Money given back: to the card, PayPal or Apple Pay it came from, or onto the prepaid balance. */
export interface RefundView {
  destination: 'card' | 'paypal' | 'apple_pay' | 'balance';
  amount: number;
  currency: 'EUR' | 'USD';
  amount_display: string;
  /** pending: sent to the gateway, not confirmed yet. */
  status: 'pending' | 'completed';
}

export interface OrderView {
  id: number;
  status: OrderStatusView;
  section: 'register' | 'renew' | 'rgp';
  currency: 'EUR' | 'USD';
  net: number;
  vat: number;
  gross: number;
  gross_display: string;
  vat_rate: number;
  reverse_charge: boolean;
  payment_id: number;
  payment_method: string;
  created_at: string;
  paid_at: string | null;
  items: OrderItemView[];
}

export interface OrderList {
  orders: OrderView[];
  total: number;
  page: number;
  per_page: number;
}
