import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app';
import { commit, newCustomer, newKey, prepareCheckout } from './payment-test-helpers';

// The operator's own account (decision 066), written as a person would copy it: spaces, small letters.
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      BANK_IBAN: 'at61 1904 3002 3457 3201',
      BANK_BIC: 'bkaaatww',
      BANK_NAME: 'Beispielbank Wien',
      OPERATOR_NAME: 'Beispiel Domains GmbH',
    },
  });
});
afterAll(async () => {
  await testApp.close();
});

const account = { holder: 'Beispiel Domains GmbH', iban: 'AT611904300234573201', bic: 'BKAAATWW', bank: 'Beispielbank Wien' };

describe('the configured bank account', () => {
  it('is the one the checkout, the commit and the status page tell the customer to pay to', async () => {
    const session = await newCustomer(app());
    const init = await prepareCheckout(app(), session, ['paid-to-vienna.com'], 'bank_transfer');
    expect(init.transfer_accounts).toEqual([account]);
    const result = (await commit(app(), session, init.quote.fingerprint)).json().result;
    expect(result).toMatchObject({ status: 'pending', transfer: { ...account, amount: init.quote.gross } });
    expect((await get(app(), session, `/api/v1/pay/status/${result.payment_id}`)).json().result.transfer).toMatchObject(account);
  });

  it('is the one a top-up by bank transfer goes to', async () => {
    const session = await newCustomer(app());
    await post(app(), session, '/api/v1/user/account/create');
    const topUp = await post(app(), session, '/api/v1/user/account/increase', {
      amount: 10_000,
      method: 'bank_transfer',
      idempotency_key: newKey(),
    });
    expect(topUp.statusCode, topUp.body).toBe(200);
    expect(topUp.json().result.transfer).toMatchObject({ ...account, amount: 10_000 });
  });
});
