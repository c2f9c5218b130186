import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoData, seedReferenceData } from '../db/seed/seed';
import { seedSandboxRegistry } from '../db/seed/sandbox-registry.seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates and seeds one PGlite database and dumps it; each test file then starts from a copy of
 * the dump (about half a second) instead of migrating anew (several seconds).
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const client = new PGlite();
  const database = await openDatabase({ kind: 'pglite', client });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await seedDemoData(database.db);
  await seedSandboxRegistry(database.db, new Date());
  const dump = await client.dumpDataDir('none');
  const file = path.join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
