import type { Db } from './client';
import { createCouponRepository } from '../modules/cart/coupon.repository';
import { createInvoiceRepository } from '../modules/invoice/invoice.repository';
import { createJobRepository } from '../modules/jobs/jobs.repository';
import { createLifecycleRepository } from '../modules/lifecycle/lifecycle.repository';
import { createMailboxRepository } from '../modules/mailbox/mailbox.repository';
import { createMailboxTermRepository } from '../modules/mailbox/mailbox-term.repository';
import { createOrderRepository } from '../modules/order/order.repository';
import { createPaymentRepository } from '../modules/payment/payment.repository';
import { createRefundRepository } from '../modules/payment/refund.repository';
import { createPrepaidAccountRepository } from '../modules/prepaid-account/prepaid-account.repository';
import { createRenewalLinkRepository } from '../modules/renewal/renewal-link.repository';
import { createRenewalRepository } from '../modules/renewal/renewal.repository';
import { createRestoreRepository } from '../modules/restore/restore.repository';

/** Every repository a transaction may span, by name (a new one joins here). */
const factories = {
  accounts: createPrepaidAccountRepository,
  payments: createPaymentRepository,
  refunds: createRefundRepository,
  orders: createOrderRepository,
  jobs: createJobRepository,
  invoices: createInvoiceRepository,
  coupons: createCouponRepository,
  lifecycle: createLifecycleRepository,
  restores: createRestoreRepository,
  renewals: createRenewalRepository,
  renewalLinks: createRenewalLinkRepository,
  mailboxes: createMailboxRepository,
  mailboxTerms: createMailboxTermRepository,
} satisfies Record<string, (db: Db) => unknown>;

type Factories = typeof factories;

/** The repositories, all on the same connection: the database, or one transaction. */
export type Repositories = { readonly [K in keyof Factories]: ReturnType<Factories[K]> };

/** Binds every repository to `db`; each is built when first used (a transaction touches a few). */
function bindRepositories(db: Db): Repositories {
  const built = new Map<string, unknown>();
  const repos = {};
  for (const [name, create] of Object.entries(factories) as [string, (db: Db) => unknown][]) {
    Object.defineProperty(repos, name, {
      enumerable: true,
      get() {
        if (!built.has(name)) built.set(name, create(db));
        return built.get(name);
      },
    });
  }
  return repos as Repositories;
}

/**
 * The server's one transaction seam (decision 060): work that must be written together or not at
 * all (a payment, its order, the ledger movement, the jobs, coupon uses, a term moved) runs in
 * `run`, which hands it every repository bound to the same transaction. Services never see the
 * transaction itself, so no service builds another module's repository by hand; outside a
 * transaction, `repos` are the same repositories on the database (each statement on its own).
 */
export interface UnitOfWork {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  run<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
  /** The repositories on the database, outside any transaction. */
  readonly repos: Repositories;
}

export function createUnitOfWork(db: Db): UnitOfWork {
  return {
    run: (work) => db.transaction((tx) => work(bindRepositories(tx as unknown as Db))),
    repos: bindRepositories(db),
  };
}
