import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { customerDomains, customerDomainStates, registryDomains, users } from '../schema/index';
import { fixedClock } from '../../lib/clock';
import { createSandboxRegistry } from '../../registry/sandbox/sandbox-registry';
import type { Contact } from '../../registry/registry-gateway';
import { SHOP_REGISTRAR_ID } from './sandbox-registry.data';
import { DEMO_USERS } from './demo-users.data';
import { DAY_MS } from '@common/time/durations';

/** The holder of the demo customer's names at the registry (what WHOIS shows when privacy is off). */
const DEMO_HOLDER: Omit<Contact, 'handle'> = {
  name: 'Dana Demo',
  org: 'Demo Bäckerei GmbH',
  street: ['Brunnenstraße 12'],
  city: 'Berlin',
  stateOrProvince: null,
  postalCode: '10119',
  countryCode: 'DE',
  phone: '+49.3012345678',
  email: DEMO_USERS[0].login,
};

/**
 * The demo customer's names, each registered for a year `registeredDaysAgo` days ago, so that
 * the demo shows every part of domain management (decision 027): one expiring within the month
 * (renew, reminder mail), a .de name (trustee add-on), one with most of its year left, and one
 * whose year ran out 42 days ago unpaid with auto-renew off: the first lifecycle sweep after the
 * start deletes it into redemption by the ordinary rules, and it can be restored.
 */
export const DEMO_DOMAINS: ReadonlyArray<{ name: string; registeredDaysAgo: number; autoRenew: boolean | null }> = [
  // Auto-renew on for the .de name only (README, decision 027); null would follow the profile's default, which is on.
  { name: 'demo-bakery.com', registeredDaysAgo: 365 - 21, autoRenew: false },
  { name: 'demo-bakery.de', registeredDaysAgo: 300, autoRenew: true },
  { name: 'demo-bakery.net', registeredDaysAgo: 100, autoRenew: false },
  { name: 'demo-bakery-archive.com', registeredDaysAgo: 365 + 42, autoRenew: false },
];

/**
 * Registers the demo customer's names at the sandbox registry, each through the registry's own
 * create at its registration date (a clock set back), and records them as the customer's; the
 * snapshot for "My domains" is read from the registry when the list is first shown. Runs at
 * every start with demo data and the sandbox registry, but acts once: a name already at the
 * registry is left as the demo made it since (renewed, transferred away, restored). A name that
 * was purged meanwhile is seeded again, as the demo's starting state.
 *
 * Demo data never stops a start: each name is created in a transaction of its own (the registry
 * row and the customer's rows together, or nothing), and a name that cannot be created (a TLD the
 * sandbox does not run, nameservers the registry refuses, a second start racing this one) is
 * passed to `warn` and left out. Answers the names it created.
 */
export async function seedDemoDomains(
  db: Db,
  now: Date,
  nameservers: readonly string[],
  warn: (message: string) => void = (message) => console.warn(message),
): Promise<string[]> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.login, DEMO_USERS[0].login));
  if (!customer) return [];
  // One indexed read on later starts: names the registry holds (by anyone) are not created again.
  const taken = await db
    .select({ name: registryDomains.name })
    .from(registryDomains)
    .where(
      inArray(
        registryDomains.name,
        DEMO_DOMAINS.map((demo) => demo.name),
      ),
    );
  const created: string[] = [];
  for (const demo of DEMO_DOMAINS) {
    if (taken.some((row) => row.name === demo.name)) continue;
    try {
      await db.transaction((tx) => createDemoDomain(tx as unknown as Db, demo, customer.id, now, nameservers));
      created.push(demo.name);
    } catch (error) {
      warn(
        `demo data: ${demo.name} was not created (${error instanceof Error ? error.message : String(error)}); the shop starts without it`,
      );
    }
  }
  return created;
}

async function createDemoDomain(
  db: Db,
  demo: (typeof DEMO_DOMAINS)[number],
  userId: number,
  now: Date,
  nameservers: readonly string[],
): Promise<void> {
  const registeredAt = new Date(now.getTime() - demo.registeredDaysAgo * DAY_MS);
  const registry = createSandboxRegistry({ db, clock: fixedClock(registeredAt), registrarId: SHOP_REGISTRAR_ID });
  const policy = await registry.policy(demo.name.slice(demo.name.indexOf('.') + 1));
  if (!policy) throw new Error('the sandbox registry does not run its TLD');
  const created = await registry.create({
    name: demo.name,
    periodYears: 1,
    registrant: DEMO_HOLDER,
    nameservers: [...nameservers],
    authInfo: `Demo-${randomBytes(6).toString('hex')}-1!`,
  });
  // No conflict handling: a name the shop lists as someone's already fails here, and the create goes with it.
  await db
    .insert(customerDomains)
    .values({ name: demo.name, userId, orderItemId: null, registeredAt: created.createdAt, expiresAt: created.expiresAt });
  // The registry snapshot (statuses, nameservers) is read when the list is first shown: synced_at stays null.
  await db
    .insert(customerDomainStates)
    .values({
      name: demo.name,
      unicodeName: demo.name,
      autoRenew: demo.autoRenew,
      autoRenewGraceDays: policy.autoRenewGraceDays,
      transferLockedUntil: new Date(created.createdAt.getTime() + policy.transferLockDays * DAY_MS),
    })
    .onConflictDoNothing();
}
