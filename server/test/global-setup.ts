import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoData, seedReferenceData } from '../db/seed/seed';
import { seedSandboxRegistry } from '../db/seed/sandbox-registry.seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one database, once per run; each test file then starts from a copy of it
 * instead of migrating anew (several seconds per file):
 * - PGlite: a dump of the data folder, loaded by each file (about half a second);
 * - PostgreSQL (DATABASE_URL set): a template database that each file's database is created from
 *   (`create database … template …`, a file copy on the server), dropped at the end.
 */
export default async function setup(project: TestProject) {
  // The PGlite template is made on PostgreSQL runs too: the restart tests keep a PGlite folder.
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const client = new PGlite();
  const database = await openDatabase({ kind: 'pglite', client });
  await migrateAndSeed(database);
  const dump = await client.dumpDataDir('none');
  const file = path.join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  const url = process.env.DATABASE_URL;
  const dropPostgresTemplate = url ? await setUpPostgresTemplate(project, url) : async () => {};
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await dropPostgresTemplate();
  };
}

async function setUpPostgresTemplate(project: TestProject, url: string) {
  const name = `shop_test_template_${process.pid}_${Date.now()}`;
  await runAsAdmin(url, `create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  // One connection, closed before the run: PostgreSQL copies a template only while nobody is on it.
  const database = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), poolSize: 1 });
  await migrateAndSeed(database);
  await database.close();
  project.provide('postgresTemplate', name);
  return () => runAsAdmin(url, `drop database if exists ${name} with (force)`);
}

async function migrateAndSeed(database: Database): Promise<void> {
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await seedDemoData(database.db);
  await seedSandboxRegistry(database.db, new Date());
}

export async function runAsAdmin(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
