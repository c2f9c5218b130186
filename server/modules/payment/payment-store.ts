import type { Db } from '../../db/client';
import { createInvoiceRepository } from '../invoice/invoice.repository';
import { createJobRepository } from '../jobs/jobs.repository';
import { createOrderRepository } from '../order/order.repository';
import { createPrepaidAccountRepository } from '../prepaid-account/prepaid-account.repository';
import { createPaymentRepository } from './payment.repository';
import { createRefundRepository } from './refund.repository';

function repositories(db: Db) {
  return {
    accounts: createPrepaidAccountRepository(db),
    payments: createPaymentRepository(db),
    orders: createOrderRepository(db),
    jobs: createJobRepository(db),
    invoices: createInvoiceRepository(db),
    refunds: createRefundRepository(db),
  };
}

export type PaymentRepositories = ReturnType<typeof repositories>;

/**
 * The repositories a payment touches, on the database or bound to one transaction: a payment, its
 * order, the ledger movement and the provisioning jobs are written together or not at all.
 */
export function createPaymentStore(db: Db) {
  return {
    ...repositories(db),
    /** Runs `work` in one transaction; `store.db` is that transaction, for other modules' writes (coupon redemptions). */
    transaction<T>(work: (store: PaymentRepositories & { db: Db }) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work({ ...repositories(tx as unknown as Db), db: tx as unknown as Db }));
    },
  };
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;
