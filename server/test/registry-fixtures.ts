import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseDomainName } from '@common/domain/domain-name';
import type { Database } from '../db/client';
import { customerDomains, users } from '../db/schema/index';
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
export async function registerAtRegistry(
  app: FastifyInstance,
  name: string,
  options: { idnLanguage?: string; nameservers?: string[] } = {},
) {
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

/**
 * A name registered at the sandbox registry and recorded as the customer's (by login or user
 * id), as the registration job does; answers the registry's create result.
 */
export async function ownAtRegistry(
  app: FastifyInstance,
  owner: { login: string } | { userId: number },
  name: string,
  options: { idnLanguage?: string } = {},
) {
  const db = app.services.database.db;
  const created = await registerAtRegistry(app, name, options);
  const parsed = parseDomainName(name);
  if (!parsed.ok) throw new Error(`not a domain name: ${name}`);
  const userId =
    'userId' in owner ? owner.userId : (await db.select({ id: users.id }).from(users).where(eq(users.login, owner.login)))[0]?.id;
  if (userId === undefined) throw new Error(`no user ${JSON.stringify(owner)}`);
  await db.insert(customerDomains).values({ name: parsed.ascii, userId, registeredAt: created.createdAt, expiresAt: created.expiresAt });
  return created;
}

/** The customer's paid term of a name (customer_domains.expires_at). */
export async function paidExpiryOf(app: FastifyInstance, name: string): Promise<Date | undefined> {
  const [row] = await app.services.database.db
    .select({ expiresAt: customerDomains.expiresAt })
    .from(customerDomains)
    .where(eq(customerDomains.name, name));
  return row?.expiresAt;
}
