import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { get, post, sessionAfter, startSession, type TestSession } from '../../test/test-app';

/** A registrant contact as the checkout form sends it. */
export const CONTACT = {
  name: 'Erika Mustermann',
  org: 'Mustermann Medien GmbH',
  street: ['Hauptstraße 1'],
  city: 'Köln',
  state: 'NRW',
  postal_code: '50667',
  country: 'DE',
  phone: '+49.2211234567',
  email: 'erika@mustermann.example',
};

let customerCount = 0;

/** A new customer, registered from an address of its own (the per-IP limit stays out of the way) and logged in. */
export async function newCustomer(
  app: FastifyInstance,
  prefix = 'buyer',
  headers: Record<string, string> = {},
): Promise<TestSession & { login: string }> {
  const login = `${prefix}.${++customerCount}.${randomBytes(3).toString('hex')}@example.org`;
  const session = await startSession(app, headers);
  const response = await post(
    app,
    session,
    '/api/v1/user/register',
    { login, password: 'a-long-secret-phrase', accept_terms: true },
    { ip: `198.51.${Math.floor(customerCount / 250)}.${customerCount % 250}` },
  );
  expect(response.statusCode, response.body).toBe(200);
  return { ...sessionAfter(response), login };
}

export const newKey = () => randomBytes(16).toString('hex');

/** Follows the hosted page of a pending card/PayPal payment and approves or declines it there. */
export async function decideOnHostedPage(app: FastifyInstance, redirectUrl: string, decision: 'approve' | 'decline') {
  const path = new URL(redirectUrl).pathname;
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
  expect(response.statusCode, response.body).toBe(303);
  return response;
}

/** Opens a prepaid account and tops it up by card through the hosted page; answers the balance. */
export async function fundAccount(app: FastifyInstance, session: TestSession, amount: number): Promise<number> {
  const created = await post(app, session, '/api/v1/user/account/create');
  expect([200, 409]).toContain(created.statusCode);
  const topUp = await post(app, session, '/api/v1/user/account/increase', { amount, method: 'card', idempotency_key: newKey() });
  expect(topUp.statusCode, topUp.body).toBe(200);
  await decideOnHostedPage(app, topUp.json().result.redirect_url, 'approve');
  return (await get(app, session, '/api/v1/account/overview')).json().result.balance;
}

/** Puts names into the session's register cart, chooses the method and saves the contact; answers /pay/init's result. */
export async function prepareCheckout(app: FastifyInstance, session: TestSession, names: string[], method: string, contact = CONTACT) {
  for (const name of names) {
    const added = await post(app, session, `/api/v1/cart/add/domain/${name}`);
    expect(added.statusCode, added.body).toBe(200);
  }
  const settings = await post(app, session, '/api/v1/pay/settings', { type: 'register', method });
  expect(settings.statusCode, settings.body).toBe(200);
  const saved = await post(app, session, '/api/v1/pay/save/contact', { type: 'register', contact });
  expect(saved.statusCode, saved.body).toBe(200);
  const init = await get(app, session, '/api/v1/pay/init/register');
  expect(init.statusCode, init.body).toBe(200);
  return init.json().result;
}

export function commit(app: FastifyInstance, session: TestSession, fingerprint: string, key = newKey()) {
  return post(app, session, '/api/v1/pay/commit', {
    type: 'register',
    idempotency_key: key,
    fingerprint,
    terms: true,
    withdrawal_consent: true,
  });
}
