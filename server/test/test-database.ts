import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoData, seedReferenceData } from '../db/seed/seed';
import { seedSandboxRegistry } from '../db/seed/sandbox-registry.seed';

/**
 * A fresh, migrated and seeded database for one test file: a copy of the PGlite template, or,
 * when DATABASE_URL is set, a new database on that PostgreSQL server, dropped at close.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = readFileSync(inject('pgliteTemplate'));
    const client = new PGlite({ loadDataDir: new Blob([template]) });
    return openDatabase({ kind: 'pglite', client });
  }

  const name = `shop_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: testUrl.toString(), poolSize: 5 });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await seedDemoData(database.db);
  await seedSandboxRegistry(database.db, new Date());
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
