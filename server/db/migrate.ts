import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import type { Database } from './client';

/** The SQL migrations written by drizzle-kit; the same folder serves both databases. */
export function migrationsFolder(): string {
  // Works from the sources (server/db) and from the bundle (dist/server), both two levels below the root.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.resolve(here, '../../server/db/migrations')];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'meta/_journal.json')));
  if (!found) throw new Error(`SQL migrations not found in ${candidates.join(' or ')}`);
  return found;
}

// Any constant will do; it keeps two server processes starting together from migrating at once.
const MIGRATION_LOCK = 7_301_402;

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, config);
    return;
  }
  // An advisory lock belongs to one connection, so the whole migration runs on one.
  const connection = await database.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(connection), config);
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    connection.release();
  }
}
