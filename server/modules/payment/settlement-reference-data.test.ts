import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { createTestApp, get, post, type TestApp } from '../../test/test-app';
import { decideOnHostedPage, newCustomer, newKey } from './payment-test-helpers';

/*
 * A top-up that the account can no longer take is refunded inside the settlement's transaction.
 * The refund needs the exchange rates, from the reference data cached for a minute. When that
 * cache had run out, the settlement reloaded it through the plain connection from inside its
 * transaction: on PGlite (one connection) the two waited for each other and the whole shop
 * stopped answering. The clock here moves past the cache's minute before the approval.
 */
const clock = fixedClock(new Date('2026-11-26T12:00:00.000Z'));
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

describe('settling a payment after the reference data went stale', () => {
  it('refunds a top-up over the account limit, and the shop goes on answering', async () => {
    const session = await newCustomer(app(), 'stale-rates');
    expect((await post(app(), session, '/api/v1/user/account/create')).statusCode).toBe(200);
    // Each fits the 5,000.00 limit alone; together they do not.
    const started = [];
    for (let index = 0; index < 2; index += 1) {
      const answer = await post(app(), session, '/api/v1/user/account/increase', {
        amount: 300_000,
        method: 'paypal',
        idempotency_key: newKey(),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      started.push(answer.json().result as { payment_id: number; redirect_url: string });
    }
    await decideOnHostedPage(app(), started[0].redirect_url, 'approve');

    clock.advance(61_000);
    await decideOnHostedPage(app(), started[1].redirect_url, 'approve');

    const second = (await get(app(), session, `/api/v1/pay/status/${started[1].payment_id}`)).json().result;
    expect(second.status).toBe('refunded');
    expect(second.refund).toMatchObject({ amount: 300_000, reason: 'over-account-limit' });
    expect((await get(app(), session, '/api/v1/account/overview')).json().result.balance).toBe(300_000);
    expect((await app().inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  }, 60_000);
});
