import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, newVisitor } from './support/browser';
import { customerWithDomains } from './support/customer';

/*
 * Every route of spec §2.1 as a user reaches it, except the DNS editor, the mailboxes and the
 * reseller area (their own suites): each shows its page with a heading, neither the page-not-found
 * screen nor a "this page will …" placeholder, and axe finds nothing serious. The login-only pages
 * are visited by a customer who owns a name; the login and recovery pages by a visitor. The pages'
 * behaviour is tested in their own suites; this is the sweep that catches a route left empty.
 */

let browser: Browser;

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const NAME = `e2esweep-${stamp}.com`;

const VISITOR_ROUTES = ['/user/login', '/user/register', '/user/recover', '/user/login/2fa/recovery', '/domain/renew/simple'];

const CUSTOMER_ROUTES = [
  '/home',
  '/domain/register',
  '/domain/search',
  '/domain/search/example',
  '/domain/restore/rgp',
  '/domain/prices',
  '/domain/prices?type=promos',
  '/domain/whois',
  `/domain/whois/${NAME}`,
  '/domain/find/com',
  '/domain/renew',
  '/domain/premium-and-expiring',
  '/domain/features',
  '/domain/whois/privacy',
  '/domain/tlds',
  '/domain/transfer',
  '/user/domains',
  '/user/dashboard',
  '/user/nameservermanagement',
  '/user/nameservertemplates',
  '/user/domains_in_pending',
  '/user/orders',
  '/user/contacts',
  '/user/domain/ownership',
  '/user/account/overview',
  '/user/account/increase',
  '/user/account/payment/overview',
  '/user/account/create',
  '/user/profile',
  '/user/domain/renew/payment',
  '/user/domain/renew/payment/overview',
  '/user/domain/rgp/payment',
  '/user/domain/rgp/payment/overview',
  '/cart/overview',
  '/cart/renew/overview',
  '/cart/rgp/overview',
  '/mailbox/features',
  '/mailbox/features_pro',
  '/about/us',
  '/news',
  '/cms/faq',
  '/imprint',
  '/downloads',
  '/terms/general',
  '/noscript',
];

/** Opens `path` and checks it shows a real page; answers its heading. */
async function visit(page: Page, path: string): Promise<string> {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
  const heading = page.locator('main h1').first();
  await expect.poll(() => heading.isVisible(), { timeout: 15_000, message: `${path} shows a heading` }).toBe(true);
  const title = (await heading.textContent()) ?? '';
  expect(title, `${path} is a page of the app`).not.toBe('Page not found');
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text, `${path} is no placeholder`).not.toMatch(/This page will|Diese Seite wird/);
  await expectAccessible(page);
  return title;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('every route a visitor or customer reaches', () => {
  it('shows the login and recovery pages to a visitor', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      for (const path of VISITOR_ROUTES) await visit(page, path);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('shows every page of the shop to a customer who owns a name', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
      await customerWithDomains(page, { login: `e2e-sweep-${stamp}@example.org`, amount: 20_000, names: [NAME] });
      await page.getByRole('button', { name: 'Accept' }).click();
      const titles = new Map<string, string>();
      for (const path of CUSTOMER_ROUTES) titles.set(path, await visit(page, path));
      // A login-only page the customer reached shows itself, not the login form.
      expect(titles.get('/user/orders')).not.toBe('Log in');
      expect(titles.get('/user/contacts')).toBe('Contacts');
    } finally {
      await context.close();
    }
  }, 420_000);
});
