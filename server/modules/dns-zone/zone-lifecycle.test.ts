import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dnsZones } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { createSandboxRegistry } from '../../registry/sandbox/sandbox-registry';
import { dig } from '../../test/dig';
import { useDnsTestApp } from '../../test/dns-test-app';
import { ownAtRegistry } from '../../test/registry-fixtures';
import { get } from '../../test/test-app';
import { commit, fundAccount, newCustomer, prepareCheckout } from '../payment/payment-test-helpers';

const clock = fixedClock('2026-05-04T10:00:00Z');
const dns = useDnsTestApp({ clock });
const app = () => dns.app();
const DAY = 86_400_000;

const zoneRow = async (name: string) => (await app().services.database.db.select().from(dnsZones).where(eq(dnsZones.domain, name)))[0];
const served = async (name: string) => (await dns.pdns.publisher.listZones()).some((zone) => zone.name === `${name}.`);

describe('zones follow the names (issue 16 item 4)', () => {
  it("a name registered with the shop's nameservers gets its zone at once, served before its owner opens the editor", async () => {
    const session = await newCustomer(app(), 'zone-new');
    const name = `zone-new-${Date.now().toString(36)}.com`;
    await fundAccount(app(), session, 100_000);
    const init = await prepareCheckout(app(), session, [name], 'balance');
    const paid = await commit(app(), session, init.quote.fingerprint);
    expect(paid.statusCode, paid.body).toBe(200);
    await app().services.jobs.drain();
    await app().services.jobs.drain();

    expect((await app().services.registry.info(name))?.sponsoredByUs).toBe(true);
    const zone = await zoneRow(name);
    expect(zone).toMatchObject({ domain: name, parkingPage: false });
    expect(await served(name)).toBe(true);
    expect(await dig(dns.pdns.dnsPort, name, 'SOA')).toHaveLength(1);
  });

  it('a name transferred away loses its zone, here and on the DNS server', async () => {
    const session = await newCustomer(app(), 'zone-away');
    const name = `zone-away-${Date.now().toString(36)}.com`;
    await ownAtRegistry(app(), session, name);
    expect((await get(app(), session, `/api/v1/dns/${name}`)).statusCode).toBe(200);
    await app().services.jobs.drain();
    expect(await served(name)).toBe(true);

    // Another registrar takes it with the auth code; the registry approves it after five days.
    clock.advance(61 * DAY);
    const authInfo = (await app().services.registry.info(name))!.authInfo!;
    const rival = createSandboxRegistry({ db: app().services.database.db, clock, registrarId: `rival-${Date.now().toString(36)}` });
    await rival.transfer({ op: 'request', name, authInfo });
    clock.advance(6 * DAY);
    await app().services.transfers.poll();

    expect(await zoneRow(name)).toBeUndefined();
    expect(await served(name)).toBe(false);
  });
});
