import { DAY_MS } from '@common/time/durations';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import { createPeriodicSweep } from '../modules/jobs/periodic-sweep';
import type { NewJob } from '../modules/jobs/jobs.repository';
import type { RegistryTransactionRepository } from './registry-transactions.repository';

export const REGISTRY_RECORDS_CLEANUP_JOB = 'registry-records-cleanup';

/**
 * How long the EPP records are kept (decision 059). Transforms of an order item are part of the
 * order (shown with it, kept as long as it) and are never deleted here. Transforms sent outside an
 * order are kept 400 days: a year of the registry's monthly invoices can be reconciled against
 * them, with a month to spare. Poll receipts only stop a message delivered again after a lost ack
 * from being handled twice; a registry does not deliver an acknowledged message again, so they go
 * 90 days after their ack (what they recorded lives on in the transfers and orders they moved).
 * Receipts whose ack never went through stay until it does.
 */
export const UNORDERED_TRANSACTIONS_KEPT_MS = 400 * DAY_MS;
export const ACKED_RECEIPTS_KEPT_MS = 90 * DAY_MS;
export const REGISTRY_RECORDS_CLEANUP_INTERVAL_MS = DAY_MS;

/** A daily durable job (one per day: the unique key) that deletes what the retention above no longer keeps. */
export function createRegistryRecordsCleanup(deps: {
  records: Pick<RegistryTransactionRepository, 'deleteUnorderedTransactionsBefore' | 'deleteAckedReceiptsBefore'>;
  jobs: { enqueue(job: NewJob, now: Date): Promise<boolean> };
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info'>;
}) {
  const { records, clock } = deps;

  async function cleanUp(now: Date = clock.now()): Promise<{ transactions: number; receipts: number }> {
    const transactions = await records.deleteUnorderedTransactionsBefore(new Date(now.getTime() - UNORDERED_TRANSACTIONS_KEPT_MS));
    const receipts = await records.deleteAckedReceiptsBefore(new Date(now.getTime() - ACKED_RECEIPTS_KEPT_MS));
    if (transactions + receipts > 0) deps.log.info({ transactions, receipts }, 'registry records past their retention deleted');
    return { transactions, receipts };
  }

  /** The clean-up of each day, as one durable job a day. */
  const periodic = createPeriodicSweep({
    kind: REGISTRY_RECORDS_CLEANUP_JOB,
    intervalMs: REGISTRY_RECORDS_CLEANUP_INTERVAL_MS,
    clock,
    jobs: deps.jobs,
    sweep: cleanUp,
  });

  return { handlers: { [REGISTRY_RECORDS_CLEANUP_JOB]: periodic.handler }, schedule: periodic.schedule, cleanUp };
}
