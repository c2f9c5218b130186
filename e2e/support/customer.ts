import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, apiGet } from './api';
import { baseUrl } from './browser';

/**
 * A customer set up through the API, as the browser tests that are not about buying need one:
 * registered and logged in, a prepaid balance topped up by card on the sandbox gateway's hosted
 * page, and names bought from it. Open the app first (`page.goto(…, { waitUntil: 'networkidle' })`,
 * see api.ts); the page is reloaded at the end, so it holds the customer's session.
 */

export const E2E_PASSWORD = 'Quiet-Meadow-Compass-2026';

/** A registrant contact as the checkout form sends it. */
export const E2E_CONTACT = {
  name: 'Erika Example',
  org: '',
  street: ['Hauptstraße 1'],
  city: 'Köln',
  state: '',
  postal_code: '50667',
  country: 'DE',
  phone: '+49.2211234567',
  email: 'erika@example.org',
};

export const idempotencyKey = () => randomBytes(16).toString('hex');

export interface E2eOrders {
  orders: Array<{ section: string; status: string; items: Array<{ domain: string; expires_at: string | null }> }>;
}

/** Waits until the newest order is completed (its jobs run beside the shop); answers the orders. */
export async function completedOrders(page: Page): Promise<E2eOrders> {
  let orders: E2eOrders = { orders: [] };
  for (const started = Date.now(); orders.orders[0]?.status !== 'completed'; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (Date.now() - started > 60_000) throw new Error(`order not completed: ${JSON.stringify(orders)}`);
    orders = await apiGet<E2eOrders>(page, '/user/orders');
  }
  return orders;
}

/**
 * Registers `login` and leaves it logged in, with a prepaid account topped up by `amount` cents,
 * and `names` bought from the balance and registered. Answers each name's expiry (ISO).
 */
export async function customerWithDomains(
  page: Page,
  input: { login: string; amount: number; names: string[]; contact?: typeof E2E_CONTACT },
): Promise<Map<string, string>> {
  await api(page, '/user/register', { login: input.login, password: E2E_PASSWORD, accept_terms: true });
  await api(page, '/user/account/create');
  const topUp = await api<{ redirect_url: string }>(page, '/user/account/increase', {
    amount: input.amount,
    method: 'card',
    idempotency_key: idempotencyKey(),
  });
  const hostedPage = new URL(topUp.redirect_url);
  const hosted = await page.request.post(`${baseUrl()}${hostedPage.pathname}${hostedPage.search}`, {
    form: { decision: 'approve' },
    maxRedirects: 0,
  });
  expect(hosted.status()).toBe(303);

  for (const name of input.names) await api(page, `/cart/add/domain/${name}`);
  await api(page, '/pay/settings', { type: 'register', method: 'balance' });
  await api(page, '/pay/save/contact', { type: 'register', contact: input.contact ?? E2E_CONTACT });
  const init = await apiGet<{ quote: { fingerprint: string } }>(page, '/pay/init/register');
  await api(page, '/pay/commit', {
    type: 'register',
    idempotency_key: idempotencyKey(),
    fingerprint: init.quote.fingerprint,
    terms: true,
    withdrawal_consent: true,
  });
  const orders = await completedOrders(page);
  // The registration changed the session behind the open page's back (the API calls share its
  // cookies, not its in-memory credentials): its next call would answer 2201 and the app would
  // reload itself, racing the test's next navigation (a goto that then never saw its load event).
  // Load the page again now, as the app itself would, so it holds the customer's session.
  await page.reload({ waitUntil: 'networkidle' });
  return new Map(orders.orders[0].items.map((item) => [item.domain, item.expires_at!]));
}
