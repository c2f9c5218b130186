import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

// A mutable mark: work started inside a transaction but not awaited by it (a job worker's pass
// woken from within) keeps the context after the transaction ended, and must not count as inside.
const insideTransactionStore = new AsyncLocalStorage<{ open: boolean }>();

/**
 * Whether the caller runs inside one of the database's transactions (its callback, or anything
 * it awaits). Code that would otherwise read through the plain connection (the cached reference
 * data) asks this first: on PGlite, which has one connection, a read outside the open transaction
 * waits for the transaction's end, and the transaction waits for the read, so the whole shop
 * stops answering.
 */
export function insideTransaction(): boolean {
  return insideTransactionStore.getStore()?.open === true;
}

/** Makes `db.transaction` mark its callback's context, for `insideTransaction`. */
export function markTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => {
    const mark = { open: true };
    return insideTransactionStore
      .run(mark, () => transaction(work, config))
      .finally(() => {
        mark.open = false;
      });
  }) as Db['transaction'];
  return db;
}
