import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  expectAccessible,
  expectKeyboardReachable,
  launchBrowser,
  newVisitor,
  PHONE,
  screenshot,
} from './support/browser';
import { api } from './support/api';
import { customerWithDomains } from './support/customer';

/*
 * "My domains" as one customer sees them: a fresh customer buys two names through the API, paid
 * from the prepaid balance (topped up by card on the sandbox gateway's hosted page), waits until
 * both are registered, and then works the list in the browser: both with their expiry dates, a
 * pattern filter, auto-renew off for one and on again by pattern, each kept after a reload. The
 * tests build on each other in order.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const ALPHA = `e2emd-${stamp}-alpha.com`;
const BETA = `e2emd-${stamp}-beta.net`;
const CONTACT = {
  name: 'Dora Domain',
  org: '',
  street: ['Hauptstraße 1'],
  city: 'Köln',
  state: '',
  postal_code: '50667',
  country: 'DE',
  phone: '+49.2211234567',
  email: 'dora@example.org',
};
const expiries = new Map<string, string>();

const path = () => new URL(page.url()).pathname;
const heading = () => page.locator('h1').first().textContent();
const rowOf = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const autoRenewSwitch = (name: string) => page.getByRole('switch', { name: `Auto-renew for ${name}` });
const expiryText = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

async function openMyDomains(): Promise<void> {
  await page.goto(`${baseUrl()}/user/domains`);
  await expect.poll(heading).toBe('My domains');
  await expect.poll(() => page.getByRole('table').count(), { timeout: 15_000 }).toBe(1);
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
  for (const [name, expiry] of await customerWithDomains(page, {
    login: `e2e-my-domains-${stamp}@example.org`,
    amount: 20_000,
    names: [ALPHA, BETA],
    contact: CONTACT,
  }))
    expiries.set(name, expiry);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('my domains', () => {
  it('shows both bought names with their expiry dates', async () => {
    await openMyDomains();
    for (const name of [ALPHA, BETA]) {
      const row = rowOf(name);
      await expect.poll(() => row.count()).toBe(1);
      const text = await row.textContent();
      expect(text).toContain(expiryText(expiries.get(name)!));
      expect(text).toContain('Active');
      expect(await autoRenewSwitch(name).isChecked()).toBe(true);
    }
    await expectAccessible(page);
    await screenshot(page, 'my-domains-en-desktop');
  });

  it('filters by pattern', async () => {
    // Without a *, a pattern matches anywhere in the name; with one, the whole name.
    await page.getByRole('textbox', { name: 'Search by name' }).fill(`${stamp}-alpha`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => rowOf(BETA).count()).toBe(0);
    await expect.poll(() => rowOf(ALPHA).count()).toBe(1);
    await page.getByRole('textbox', { name: 'Search by name' }).fill(`*${stamp}-b*.net`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => rowOf(ALPHA).count()).toBe(0);
    await expect.poll(() => rowOf(BETA).count()).toBe(1);
    await expectAccessible(page);
  });

  it('turns auto-renew off for one name, and it stays off after a reload', async () => {
    await page.getByRole('textbox', { name: 'Search by name' }).fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => rowOf(BETA).count()).toBe(1);
    await autoRenewSwitch(BETA).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByText(`Auto-renew is off for ${BETA}.`).isVisible()).toBe(true);

    await openMyDomains();
    await expect.poll(() => autoRenewSwitch(BETA).isChecked()).toBe(false);
    expect(await autoRenewSwitch(ALPHA).isChecked()).toBe(true);
  });

  it('turns it on again by pattern for every matching name, kept after a reload', async () => {
    const region = page.getByRole('region', { name: 'Auto-renew by pattern' });
    await region.getByRole('textbox', { name: 'Names matching' }).fill(`e2emd-${stamp}*`);
    await region.getByRole('button', { name: 'Auto-renew on' }).click();
    await expect.poll(() => page.getByText('Auto-renew changed for 1 of 2 matching domains.').isVisible()).toBe(true);

    await openMyDomains();
    await expect.poll(() => autoRenewSwitch(BETA).isChecked()).toBe(true);
    expect(await autoRenewSwitch(ALPHA).isChecked()).toBe(true);
    await expectAccessible(page);
  });

  it('reaches every control with the keyboard', async () => {
    await expectKeyboardReachable(page);
  });

  it('shows cards on a phone, without sideways scrolling', async () => {
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect.poll(heading).toBe('My domains');
    const cards = page.getByRole('list', { name: 'Your domains, page 1 of 1' }).getByRole('listitem');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await cards.filter({ hasText: ALPHA }).textContent()).toContain(expiryText(expiries.get(ALPHA)!));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'my-domains-en-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('speaks German with German dates', async () => {
    await api(page, '/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    await page.goto(`${baseUrl()}/user/domains`);
    await expect.poll(heading).toBe('Meine Domains');
    const row = rowOf(ALPHA);
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    const german = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(expiries.get(ALPHA)!));
    expect(await row.textContent()).toContain(german);
    expect(await row.textContent()).toContain('Aktiv');
    expect(await page.getByRole('switch', { name: `${ALPHA} automatisch verlängern` }).isChecked()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'my-domains-de-desktop');
    await api(page, '/user/localization', { language: 'en', currency: 'EUR', country: 'DE' });
    await page.goto(`${baseUrl()}/user/domains`);
    await expect.poll(heading).toBe('My domains');
  });

  it('has a mailbox tab on the same screen, with its empty state and the way to add one', async () => {
    await page.getByRole('navigation', { name: 'Domains and mailboxes' }).getByRole('link', { name: 'Mailboxes' }).click();
    await expect.poll(path).toBe('/user/mailboxes');
    await expect.poll(heading).toBe('My mailboxes');
    await expect.poll(() => page.getByText('You have no mailboxes yet.').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('link', { name: 'Add a mailbox' }).getAttribute('href')).toBe('/user/domain/add/mailbox');
    await expectAccessible(page);
  });
});
