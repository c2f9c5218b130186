import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the shop is doing when it sends a command to a registry: the job and, for an order's job,
 * the order item (payload `orderItemId`). The EPP gateway's transforms are stored with it, so an
 * order shows the transaction ids of the commands sent for it (decision 045).
 */
export interface RegistryContext {
  jobId: number | null;
  jobKind: string | null;
  orderItemId: number | null;
}

const storage = new AsyncLocalStorage<RegistryContext>();

export function runInRegistryContext<T>(context: RegistryContext, work: () => Promise<T>): Promise<T> {
  return storage.run(context, work);
}

export function currentRegistryContext(): RegistryContext | null {
  return storage.getStore() ?? null;
}

/** The context of a durable job: its order item when its payload names one. */
export function jobRegistryContext(job: { id: number; kind: string; payload: Record<string, unknown> }): RegistryContext {
  const item = Number(job.payload.orderItemId);
  return { jobId: job.id, jobKind: job.kind, orderItemId: Number.isSafeInteger(item) && item > 0 ? item : null };
}
