import { mkdirSync } from 'node:fs';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';
import { seedDemoData, seedReferenceData } from './seed/seed';
import { seedSandboxRegistry } from './seed/sandbox-registry.seed';
import { seedDemoDomains } from './seed/demo-domains.seed';

/** Opens the configured database, applies the migrations and the seed. Used by main.ts. */
export async function prepareDatabase(config: Config): Promise<Database> {
  if (config.database.kind === 'pglite' && config.database.dataDir !== 'memory://') {
    mkdirSync(config.database.dataDir, { recursive: true });
  }
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    if (config.seedDemoData) await seedDemoData(database.db);
    // The sandbox registry is a world of its own: its TLDs, registrars and names taken by others.
    // With REGISTRY=epp it still serves every TLD that no EPP registry is configured for.
    await seedSandboxRegistry(database.db, new Date());
    // The demo customer's names live at the sandbox registry: none with a real one.
    if (config.seedDemoData && config.registry === 'sandbox') await seedDemoDomains(database.db, new Date(), config.defaultNameservers);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
