import { PermanentJobError } from '../jobs/job-worker';

/** The failure code of a line the registry refused over its fee (order_items.failure_code; the pages word it). */
export const PRICE_CHANGED = 'price-changed';

/**
 * A registration, renewal or restore the registry refused because its fee is above what the
 * customer paid (the fee extension's 2004, decision 068): final, as the shop never pays the
 * registry more than it charged. The line is refunded once with the failure code 'price-changed',
 * and the customer may buy it again at the new price.
 */
export class PriceChangedJobError extends PermanentJobError {
  readonly failureCode = PRICE_CHANGED;
}

/** The failure code an error carries for the refund, if any. */
export function failureCodeOf(error: unknown): string | undefined {
  if (error instanceof PriceChangedJobError) return error.failureCode;
  // Other final errors that carry a code of their own (name-taken.ts).
  const code = error instanceof PermanentJobError ? (error as { failureCode?: unknown }).failureCode : undefined;
  return typeof code === 'string' ? code : undefined;
}
