import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Gives a user `count` registered names at once (`<prefix>-<n>.<tld>`), straight into the sandbox
 * registry's and the shop's tables with three statements: for tests and the benchmark of the
 * list, which are about listing, not registering. Expiry dates spread over the coming year (one
 * day apart, from `now` plus 60 days), so that sorting by expiry differs from sorting by name;
 * the registry snapshot counts as just read.
 */
export async function seedCustomerDomains(
  db: Db,
  options: { userId: number; count: number; prefix: string; tld?: string; now: Date; registrarId?: string },
): Promise<void> {
  const { userId, count, prefix, now } = options;
  const tld = options.tld ?? 'com';
  const registrar = options.registrarId ?? 'shop';
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into registry_domains (name, tld, registrar_id, created_at, updated_at, expires_at, auth_info, nameservers)
      select ${prefix} || '-' || n || '.' || ${tld}, ${tld}, ${registrar}, ${now}::timestamptz - interval '1 year', ${now}::timestamptz - interval '1 year',
             ${now}::timestamptz + ((60 + (n * 7919) % 365) || ' days')::interval, 'Seed-auth-' || n || '!', array['ns1.shop-dns.example', 'ns2.shop-dns.example']
      from generate_series(1, ${count}) as n`);
    await tx.execute(sql`
      insert into customer_domains (name, user_id, registered_at, expires_at)
      select name, ${userId}, created_at, expires_at from registry_domains where name like ${`${prefix}-%.${tld}`}`);
    await tx.execute(sql`
      insert into customer_domain_states (name, unicode_name, auto_renew_grace_days, transfer_locked_until, statuses, nameservers, synced_at)
      select name, name, 45, created_at + interval '60 days', '{}', nameservers, ${now}::timestamptz from registry_domains where name like ${`${prefix}-%.${tld}`}`);
  });
}
