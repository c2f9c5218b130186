/**
 * Transfers in and out (spec §2.1 /user/domains_in_pending; issue "domain management").
 * The list shape is shared by the pending-transfers page and the dashboard.
 */

/** Where an incoming transfer stands; the registry's EPP transfer states plus our own steps. */
export const TRANSFER_STATES = ['waiting-payment', 'requested', 'pending', 'approved', 'rejected', 'cancelled', 'failed'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

export interface TransferView {
  id: number;
  /** Lower-case A-label. */
  domain: string;
  domain_utf8: string;
  state: TransferState;
  /** ISO date-times; null until the registry has the request. */
  requested_at: string | null;
  /** When the registry approves on its own unless the losing side acts (five days). */
  act_by: string | null;
  /** True while the customer can still cancel it. */
  cancellable: boolean;
}

/** GET /domain/transfer/list?state=open|all&page&per_page */
export interface TransferList {
  transfers: TransferView[];
  total: number;
  page: number;
  per_page: number;
}
