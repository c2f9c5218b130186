import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { seedSandboxRegistry } from '../db/seed/sandbox-registry.seed';
import type { Contact } from '../registry/registry-gateway';
import { createTestDatabase } from './test-database';

/** A registrant as a checkout would send it. */
export const TEST_REGISTRANT = {
  name: 'Erika Mustermann',
  org: 'Mustermann Medien GmbH',
  street: ['Hauptstraße 1'],
  city: 'Köln',
  stateOrProvince: 'NRW',
  postalCode: '50667',
  countryCode: 'DE',
  phone: '+49.2211234567',
  email: 'erika@mustermann.example',
};

/** Registers a name at the sandbox registry for the shop, as a paid order would. */
export async function registerAtRegistry(app: FastifyInstance, name: string, options: { idnLanguage?: string; nameservers?: string[] } = {}) {
  return app.services.registry.create({
    name,
    periodYears: 1,
    registrant: TEST_REGISTRANT,
    nameservers: options.nameservers ?? ['ns1.shop-dns.example', 'ns2.shop-dns.example'],
    authInfo: 'Aa1!test-auth-code',
    idnLanguage: options.idnLanguage,
  });
}

/** The registrant of the sandbox registry's own tests (a person, no organisation). */
export const SANDBOX_REGISTRANT: Omit<Contact, 'handle'> = {
  name: 'Erika Mustermann',
  org: null,
  street: ['Heidestraße 17'],
  city: 'Köln',
  stateOrProvince: null,
  postalCode: '51147',
  countryCode: 'DE',
  phone: '+49.2211234567',
  email: 'erika.mustermann@mail.example',
};

/** A test database with the sandbox registry's world seeded as of `seededAt`, for the sandbox's own tests. */
export async function sandboxTestDatabase(seededAt: Date): Promise<Database> {
  const database = await createTestDatabase();
  await seedSandboxRegistry(database.db, seededAt);
  return database;
}
