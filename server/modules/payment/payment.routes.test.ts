import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app';
import { commit, fundAccount, newCustomer, prepareCheckout } from './payment-test-helpers';

let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('paying the register cart from the prepaid balance', () => {
  it('pays, registers the name by a job, and lists the completed order with the expiry', async () => {
    const session = await newCustomer(app());
    expect(await fundAccount(app(), session, 50_000)).toBe(50_000);
    const init = await prepareCheckout(app(), session, ['paid-by-balance.com'], 'balance');
    expect(init.quote.lines).toHaveLength(1);
    const paid = await commit(app(), session, init.quote.fingerprint);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject({ status: 'paid', method: 'balance', amount: init.quote.gross });
    await app().services.jobs.drain();
    const orders = (await get(app(), session, '/api/v1/user/orders')).json().result;
    expect(orders.orders[0]).toMatchObject({ status: 'completed' });
    expect(orders.orders[0].items[0].expires_at).toBeTruthy();
  });
});
