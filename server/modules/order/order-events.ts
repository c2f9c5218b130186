import type { Repositories } from '../../db/unit-of-work';
import type { OrderItemRow, OrderRow } from '../../db/schema/index';

/** A renew order's Domain line completing, heard inside its transaction and once it committed (decision 043). */
export interface RenewalListener {
  /** Runs in the order's transaction; answers whether it changed something that `after` must publish. */
  inTransaction(repos: Repositories, order: OrderRow, item: OrderItemRow, expiresAt: Date): Promise<boolean>;
  after(): Promise<void>;
}

/**
 * What the order service tells the modules that follow a name (its zone, its mailboxes, its
 * registrant contact). It is made before the order service, and those modules, built after it,
 * listen here (decision 060): the order service needs none of them, and they may use it.
 * Listeners run one after the other in the order they were added; a failure stops the rest and
 * reaches the order service, as a direct call would.
 */
export function createOrderEvents() {
  const arrivals: Array<(name: string, userId: number) => Promise<void>> = [];
  const renewals: RenewalListener[] = [];
  return {
    /** A name became the customer's (registered, or transferred in). */
    onDomainArrived(listener: (name: string, userId: number) => Promise<void>): void {
      arrivals.push(listener);
    },
    onRenewed(listener: RenewalListener): void {
      renewals.push(listener);
    },
    /** The order service's side (its `onDomainArrived`). */
    domainArrived: async (name: string, userId: number): Promise<void> => {
      for (const listener of arrivals) await listener(name, userId);
    },
    /** The order service's side (its `onRenewed`): `after` runs when a listener changed something. */
    renewed: {
      inTransaction: async (repos: Repositories, order: OrderRow, item: OrderItemRow, expiresAt: Date): Promise<boolean> => {
        let changed = false;
        for (const listener of renewals) if (await listener.inTransaction(repos, order, item, expiresAt)) changed = true;
        return changed;
      },
      after: async (): Promise<void> => {
        for (const listener of renewals) await listener.after();
      },
    },
  };
}

export type OrderEvents = ReturnType<typeof createOrderEvents>;
