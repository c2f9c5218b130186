import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { CONTACT, fundAccount, newCustomer, newKey } from '../../modules/payment/payment-test-helpers';
import { assertValidEppFrame } from '../../test/epp/epp-schema';
import { ownAtRegistry, paidExpiryOf } from '../../test/registry-fixtures';
import { createTestApp, get, post, type TestApp, type TestSession } from '../../test/test-app';
import { RegistryError } from '../registry-gateway';
import { addYears } from '../sandbox/sandbox-lifecycle';

/**
 * A renewal paid through the renew cart, over the EPP gateway (decisions 020, 045, 059): the job
 * sends one <domain:renew> whose curExpDate is the registry's expiry (RFC 5731 §3.2.3) for the
 * years bought; the same payment committed again, a retry after a lost reply and a stale renew
 * with the old curExpDate renew nothing a second time and charge nothing twice.
 */

const clock = fixedClock(new Date());
let testApp: TestApp;
const app = () => testApp.app;
const server = () => testApp.eppRegistry!.server;
let counter = 0;
const unique = (label: string) => `zq-${label}-${Date.now().toString(36)}-${++counter}.com`;

beforeAll(async () => {
  testApp = await createTestApp({ clock, registry: 'epp' });
});
afterEach(async () => {
  for (const frame of server().frames.splice(0)) await assertValidEppFrame(frame.xml);
});
afterAll(async () => {
  await testApp?.close();
});

const balanceOf = async (session: TestSession) => (await get(app(), session, '/api/v1/account/overview')).json().result.balance as number;

/** The renew commands the EPP test server was sent for a name, as the client wrote them. */
const renewFrames = (name: string) =>
  server().frames.filter((frame) => frame.from === 'client' && frame.xml.includes('<domain:renew') && frame.xml.includes(`>${name}<`));

async function payRenewal(session: TestSession, name: string, period: number) {
  const added = await post(app(), session, `/api/v1/cart/renew/add/domain/${encodeURIComponent(name)}`, { options: { period } });
  expect(added.statusCode, added.body).toBe(200);
  expect((await post(app(), session, '/api/v1/pay/settings', { type: 'renew', method: 'balance' })).statusCode).toBe(200);
  expect((await post(app(), session, '/api/v1/pay/save/contact', { type: 'renew', contact: CONTACT })).statusCode).toBe(200);
  const init = (await get(app(), session, '/api/v1/pay/init/renew')).json().result;
  const commit = (key: string) =>
    post(app(), session, '/api/v1/pay/commit', {
      type: 'renew',
      idempotency_key: key,
      fingerprint: init.quote.fingerprint,
      terms: true,
      withdrawal_consent: true,
    });
  return { gross: init.quote.gross as number, commit };
}

async function renewOrder(session: TestSession) {
  const orders = (await get(app(), session, '/api/v1/user/orders')).json().result.orders;
  return orders.find((order: { section: string }) => order.section === 'renew');
}

describe('a renewal paid through the renew cart, over EPP', () => {
  it("sends one <renew> with the registry's expiry as curExpDate; the same payment committed again renews and charges nothing more", async () => {
    const session = await newCustomer(app(), 'epp-renew');
    await fundAccount(app(), session, 100_000);
    const name = unique('renew');
    const created = await ownAtRegistry(app(), session, name);
    const { gross, commit } = await payRenewal(session, name, 2);
    const key = newKey();
    const paid = await commit(key);
    expect(paid.statusCode, paid.body).toBe(200);
    // The same payment again (a double click, a resent request): the same payment, no new order.
    const again = await commit(key);
    expect(again.json().result.payment_id).toBe(paid.json().result.payment_id);
    await app().services.jobs.drain();
    await app().services.jobs.drain();

    const frames = renewFrames(name);
    expect(frames).toHaveLength(1);
    expect(frames[0].xml).toContain(`<domain:curExpDate>${created.expiresAt.toISOString().slice(0, 10)}</domain:curExpDate>`);
    expect(frames[0].xml).toMatch(/<domain:period unit="y">2<\/domain:period>/);
    expect(await renewOrder(session)).toMatchObject({ status: 'completed' });
    expect((await app().services.registry.info(name))!.expiresAt).toEqual(addYears(created.expiresAt, 2));
    expect(await paidExpiryOf(app(), name)).toEqual(addYears(created.expiresAt, 2));
    expect(await balanceOf(session)).toBe(100_000 - gross);

    // A renew sent again with the old expiry (a stale retry) is refused by the registry: curExpDate guards it.
    const stale = await app()
      .services.registry.renew({ name, currentExpiry: created.expiresAt, periodYears: 2 })
      .catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(RegistryError);
    expect((stale as RegistryError).eppCode).toBe(2306);
    expect((await app().services.registry.info(name))!.expiresAt).toEqual(addYears(created.expiresAt, 2));
  });

  it('a renew whose reply is lost (the registry renewed, then closed) is settled by info: renewed once, charged once', async () => {
    const session = await newCustomer(app(), 'epp-renew-lost');
    await fundAccount(app(), session, 100_000);
    const name = unique('renew-lost');
    const created = await ownAtRegistry(app(), session, name);
    const { gross, commit } = await payRenewal(session, name, 1);
    server().injectFault({ kind: 'close-after', command: 'domain:renew' });
    expect((await commit(newKey())).statusCode).toBe(200);
    await app().services.jobs.drain();
    clock.advance(10 * 60_000);
    await app().services.jobs.drain();

    expect(renewFrames(name)).toHaveLength(1);
    expect(await renewOrder(session)).toMatchObject({ status: 'completed' });
    expect((await app().services.registry.info(name))!.expiresAt).toEqual(addYears(created.expiresAt, 1));
    expect(await paidExpiryOf(app(), name)).toEqual(addYears(created.expiresAt, 1));
    expect(await balanceOf(session)).toBe(100_000 - gross);
  });

  it('a renew that timed out and was never carried out is renewed on the next attempt, once', async () => {
    const session = await newCustomer(app(), 'epp-renew-retry');
    await fundAccount(app(), session, 100_000);
    const name = unique('renew-retry');
    const created = await ownAtRegistry(app(), session, name);
    const { gross, commit } = await payRenewal(session, name, 1);
    server().injectFault({ kind: 'close-before', command: 'domain:renew' });
    expect((await commit(newKey())).statusCode).toBe(200);
    await app().services.jobs.drain();
    expect((await renewOrder(session)).status).toMatch(/^(paid|provisioning)$/);
    expect((await app().services.registry.info(name))!.expiresAt).toEqual(created.expiresAt);

    clock.advance(10 * 60_000);
    await app().services.jobs.drain();
    const frames = renewFrames(name);
    expect(frames).toHaveLength(2);
    // Both with the same curExpDate: had the first been carried out, the second would have been refused (2306).
    for (const frame of frames)
      expect(frame.xml).toContain(`<domain:curExpDate>${created.expiresAt.toISOString().slice(0, 10)}</domain:curExpDate>`);
    expect(await renewOrder(session)).toMatchObject({ status: 'completed' });
    expect((await app().services.registry.info(name))!.expiresAt).toEqual(addYears(created.expiresAt, 1));
    expect(await balanceOf(session)).toBe(100_000 - gross);
  });
});
