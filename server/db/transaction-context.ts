import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client';

// A mutable mark: work started inside a transaction but not awaited by it (a job worker's pass
// woken from within) keeps the context after the transaction ended, and must not count as inside.
interface TransactionMark {
  open: boolean;
  /** Work to start once the transaction has ended (`afterTransaction`). */
  after: Array<() => void>;
}
const insideTransactionStore = new AsyncLocalStorage<TransactionMark>();

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

/**
 * Makes `db.transaction` mark its callback's context, for `insideTransaction`. With `guard` (the
 * tests on PGlite), a transaction begun on it from inside another throws (`refuseInsideTransaction`).
 */
export function markTransactions(db: Db, options: { guard?: boolean } = {}): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => {
    if (options.guard) {
      try {
        refuseInsideTransaction('transaction');
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    const mark: TransactionMark = { open: true, after: [] };
    return insideTransactionStore
      .run(mark, () => transaction(work, config))
      .finally(() => {
        mark.open = false;
        for (const next of mark.after.splice(0)) outsideTransaction(next);
      });
  }) as Db['transaction'];
  return db;
}

/**
 * Runs `work` outside any transaction's context: for work started from inside a transaction but
 * not awaited by it (the job worker's pass woken by `wake()`), which may use the plain connection
 * once the transaction has ended, and must not count as inside it meanwhile.
 */
export function outsideTransaction<T>(work: () => T): T {
  return insideTransactionStore.exit(work);
}

/**
 * Starts `work` once the transaction the caller runs in has ended (committed or rolled back), or
 * now when it runs in none; either way outside any transaction's context. For work that must see
 * what the transaction wrote, such as the job worker's pass woken by `wake()` after jobs were
 * enqueued inside it: on PostgreSQL a pass started at once runs on another connection and does
 * not see the uncommitted jobs (they would wait for the next poll); on PGlite it would wait for
 * the one connection anyway.
 */
export function afterTransaction(work: () => void): void {
  const mark = insideTransactionStore.getStore();
  if (mark?.open) mark.after.push(work);
  else outsideTransaction(work);
}

/**
 * The tests' guard on PGlite (one connection): a query through the plain client while the caller
 * runs inside one of its transactions would wait for the transaction, which waits for the query,
 * and the shop would hang; so would a second transaction begun on the plain connection. Either
 * throws instead, with the caller in its stack (the client's public methods, guarded below, and
 * `db.transaction`). PGlite's transaction runs its statements through private methods, not these,
 * and drizzle's nested transactions (`tx.transaction`) are savepoints on the open one.
 */
export function refuseInsideTransaction(what: string): void {
  if (!insideTransaction()) return;
  const error = new Error(
    `PGlite deadlock: ${what}() on the plain connection from inside a transaction, which waits for it; ` +
      'read before the transaction or use its repositories',
  );
  // Also on stderr: the caller may catch the error (a job's retry, a logged failure).
  console.error(error.stack);
  throw error;
}

/** Makes the PGlite client's public `query`, `exec` and `sql` refuse a call from inside a transaction. */
export function guardPlainQueriesInTransactions(client: PGlite): PGlite {
  for (const name of ['query', 'exec', 'sql'] as const) {
    const method = (client[name] as (...args: unknown[]) => unknown).bind(client);
    Object.defineProperty(client, name, {
      configurable: true,
      writable: true,
      value: (...args: unknown[]) => {
        refuseInsideTransaction(name);
        return method(...args);
      },
    });
  }
  return client;
}
