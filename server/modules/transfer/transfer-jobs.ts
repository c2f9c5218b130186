/** The durable jobs of transfers (docs/decisions/016, 023). */

/** Sends the EPP transfer request of one paid 'Transfer' order item. */
export const TRANSFER_DOMAIN_JOB = 'transfer-domain';
/** Reads the registry's poll queue and settles transfers; runs again every POLL_INTERVAL_MS. */
export const TRANSFER_POLL_JOB = 'transfer-poll';
export const POLL_INTERVAL_MS = 60_000;
