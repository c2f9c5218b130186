import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './client';
import { createTestDatabase } from '../test/test-database';

/**
 * The tests' guard on the real PGlite client (transaction-context.ts): PGlite's own transaction
 * does not go through the guarded methods, a plain query from inside it throws instead of hanging.
 * On PostgreSQL (a pool) there is no guard and nothing to guard against.
 */
describe('plain queries inside a transaction', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('are refused on PGlite, while the transaction’s own queries run', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { db } = database;
    const answer = await db.transaction(async (tx) => {
      const own = (await tx.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
      const plain = await db.execute(sql`select 2 as two`).then(
        () => 'answered',
        // Drizzle wraps the client's error ("Failed query: …"), the guard's is its cause.
        (error: unknown) => ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message,
      );
      return { own: own.rows[0], plain };
    });
    expect(answer.own).toEqual({ one: 1 });
    if (database.kind === 'pglite') expect(answer.plain).toMatch(/^PGlite deadlock: query\(\) on the plain connection/);
    else expect(answer.plain).toBe('answered');
    // After the transaction, the plain connection answers again.
    expect(((await db.execute(sql`select 3 as three`)) as unknown as { rows: unknown[] }).rows[0]).toEqual({ three: 3 });
    vi.restoreAllMocks();
  });
});
