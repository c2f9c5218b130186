import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { runAsAdmin } from './global-setup';

/**
 * A fresh, migrated and seeded database for one test file: a copy of the PGlite template, or,
 * when DATABASE_URL is set, a new database on that PostgreSQL server made from the run's template
 * database (server/test/global-setup.ts), dropped at close.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = readFileSync(inject('pgliteTemplate'));
    const client = new PGlite({ loadDataDir: new Blob([template]) });
    return openDatabase({ kind: 'pglite', client });
  }

  const name = `shop_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await createFromTemplate(url, name, inject('postgresTemplate'));
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: testUrl.toString(), poolSize: 5 });
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      await runAsAdmin(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * PostgreSQL refuses to copy a template while another copy of it is being made from a session that
 * still holds it ("source database is being accessed by other users", 55006): wait a moment and
 * try again.
 */
export async function createFromTemplate(url: string, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await runAsAdmin(url, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
