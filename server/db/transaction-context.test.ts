// test tier: unit
import type { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from './client';
import {
  afterTransaction,
  guardPlainQueriesInTransactions,
  insideTransaction,
  markTransactions,
  outsideTransaction,
} from './transaction-context';

/** A database whose transaction runs its work at once, marked as the real ones are. */
const database = markTransactions({ transaction: async (work: (tx: unknown) => Promise<unknown>) => work({}) } as unknown as Db);
/** The same, guarded as the tests' PGlite is: a transaction begun inside another throws. */
const guarded = markTransactions({ transaction: async (work: (tx: unknown) => Promise<unknown>) => work({}) } as unknown as Db, {
  guard: true,
});

/** A stand-in for the PGlite client: its three public ways to send SQL answer what they were given. */
function fakeClient() {
  return guardPlainQueriesInTransactions({
    query: async (text: string) => ({ rows: [{ text }] }),
    exec: async (text: string) => [{ rows: [{ text }] }],
    sql: async (parts: TemplateStringsArray) => ({ rows: [{ text: parts.join('') }] }),
  } as unknown as PGlite);
}

describe('the guard against plain queries and transactions inside a transaction (PGlite, in the tests)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lets the plain connection be used outside a transaction', async () => {
    const client = fakeClient();
    expect(await client.query('select 1')).toEqual({ rows: [{ text: 'select 1' }] });
    expect(await client.exec('select 2')).toEqual([{ rows: [{ text: 'select 2' }] }]);
    expect(await client.sql`select 3`).toEqual({ rows: [{ text: 'select 3' }] });
  });

  it('throws, naming the problem, for query, exec and sql from inside a transaction', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = fakeClient();
    await guarded.transaction(async () => {
      expect(() => client.query('select 1')).toThrow(/PGlite deadlock: query\(\) on the plain connection from inside a transaction/);
      expect(() => client.exec('select 1')).toThrow(/PGlite deadlock: exec\(\)/);
      expect(() => client.sql`select 1`).toThrow(/PGlite deadlock: sql\(\)/);
      await expect(guarded.transaction(async () => {})).rejects.toThrow(/PGlite deadlock: transaction\(\)/);
      // Also in anything the transaction awaits.
      await Promise.resolve();
      await expect(Promise.resolve().then(() => client.query('select 1'))).rejects.toThrow(/PGlite deadlock/);
    });
    expect(console.error).toHaveBeenCalledTimes(5);
    // Once the transaction ended, the connection is free again.
    expect(await client.query('select 4')).toEqual({ rows: [{ text: 'select 4' }] });
  });

  it('lets work started from inside a transaction but not awaited by it leave the transaction', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = fakeClient();
    let started: Promise<unknown> | undefined;
    await database.transaction(async () => {
      expect(insideTransaction()).toBe(true);
      // While the transaction is still open: only the start that left its context may query.
      started = outsideTransaction(() => {
        expect(insideTransaction()).toBe(false);
        return client.query('select 5');
      });
      expect(() => client.query('select 6')).toThrow(/PGlite deadlock/);
    });
    expect(await started).toEqual({ rows: [{ text: 'select 5' }] });
  });

  it('starts work asked for inside a transaction once it has ended, outside its context; at once outside one', async () => {
    const steps: string[] = [];
    await database.transaction(async () => {
      afterTransaction(() => steps.push(`after, inside: ${insideTransaction()}`));
      steps.push('transaction ends');
    });
    afterTransaction(() => steps.push('outside, at once'));
    expect(steps).toEqual(['transaction ends', 'after, inside: false', 'outside, at once']);
  });
});
