import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { guardPlainQueriesInTransactions, markTransactions } from './transaction-context';

/** The query builder, the same type on PGlite and PostgreSQL, so repositories work on both. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database =
  { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> } | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> };

export type DatabaseOptions =
  { kind: 'pglite'; dataDir: string } | { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A connection that fails later must not crash the process; pg reports it here.
    pool.on('error', () => {});
    return { db: markTransactions(drizzlePg(pool, { schema }) as unknown as Db), kind: 'postgres', pool, close: () => pool.end() };
  }
  const client = 'client' in options ? options.client : new PGlite(options.dataDir);
  await client.waitReady;
  // In the tests, a query or transaction on the plain connection from inside a transaction throws rather than hangs.
  const guard = process.env.NODE_ENV === 'test';
  if (guard) guardPlainQueriesInTransactions(client);
  return {
    db: markTransactions(drizzlePglite(client, { schema }) as unknown as Db, { guard }),
    kind: 'pglite',
    client,
    close: () => client.close(),
  };
}
