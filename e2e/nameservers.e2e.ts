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
 * Nameservers as one customer manages them: a fresh customer buys two names through the API
 * (paid from the prepaid balance, topped up on the sandbox gateway's hosted page), then in the
 * browser creates a template, makes it the default, applies it to both names and sees the
 * nameservers in My domains after a reload; then creates a glue host under one name (a reserved
 * address is refused first) and delegates the other name to it. The tests build on each other.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const ALPHA = `e2ens-${stamp}-alpha.com`;
const BETA = `e2ens-${stamp}-beta.net`;
const OFFICE = ['ns1.office-dns.example', 'ns2.office-dns.example'];
const GLUE = `ns1.${ALPHA}`;
const CONTACT = {
  name: 'Nina Nameserver',
  org: '',
  street: ['Hauptstraße 1'],
  city: 'Köln',
  state: '',
  postal_code: '50667',
  country: 'DE',
  phone: '+49.2211234567',
  email: 'nina@example.org',
};

const heading = () => page.locator('h1').first().textContent();
const rowOf = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const dialog = () => page.getByRole('dialog');
const shows = (text: string | RegExp) => () => page.getByText(text).first().isVisible();

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
  await customerWithDomains(page, {
    login: `e2e-nameservers-${stamp}@example.org`,
    amount: 20_000,
    names: [ALPHA, BETA],
    contact: CONTACT,
  });
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('nameserver templates', () => {
  it('starts empty, and a new template is created in the dialog', async () => {
    await page.goto(`${baseUrl()}/user/nameservertemplates`);
    await expect.poll(heading).toBe('Nameserver templates');
    await expect.poll(shows('You have no templates yet.'), { timeout: 15_000 }).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'New template' }).click();
    await expect.poll(() => dialog().isVisible()).toBe(true);
    await dialog().getByRole('textbox', { name: 'Name', exact: true }).fill('Office');
    // One name server only: the server's message appears at the field.
    await dialog().getByRole('textbox', { name: 'Name servers' }).fill(OFFICE[0]);
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect.poll(shows('Please enter 2 to 13 different name servers.')).toBe(true);
    await expectAccessible(page);
    await dialog().getByRole('textbox', { name: 'Name servers' }).fill(OFFICE.join('\n'));
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog().count()).toBe(0);
    const card = page.getByRole('listitem').filter({ hasText: 'Office' });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain(OFFICE.join(', '));
    await expectAccessible(page);
  });

  it('marks it as the default template', async () => {
    await page.getByRole('button', { name: 'Make Office the default template' }).click();
    await expect.poll(shows('Office is now used for new registrations.')).toBe(true);
    const card = page.getByRole('listitem').filter({ hasText: 'Office' });
    await expect.poll(() => card.getByText('Default', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Stop using Office as the default template' }).isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it('applies it to both domains and reports each', async () => {
    await page.getByRole('button', { name: 'Apply Office to domains' }).click();
    await expect.poll(() => dialog().isVisible()).toBe(true);
    await dialog().getByRole('textbox', { name: 'Find domains' }).fill(stamp);
    for (const name of [ALPHA, BETA]) {
      const box = dialog().getByRole('checkbox', { name, exact: true });
      await expect.poll(() => box.isVisible(), { timeout: 15_000 }).toBe(true);
      await box.check();
    }
    await expect.poll(shows('2 domains selected')).toBe(true);
    await expectAccessible(page);
    await dialog().getByRole('button', { name: 'Apply', exact: true }).click();
    await expect.poll(shows('2 changed, 0 not changed.'), { timeout: 15_000 }).toBe(true);
    expect(await dialog().getByText('Changed', { exact: true }).count()).toBe(2);
    await expectAccessible(page);
    await screenshot(page, 'nameserver-templates-applied-en-desktop');
    await dialog().getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => dialog().count()).toBe(0);
  });

  it('reaches every control with the keyboard', async () => {
    await expectKeyboardReachable(page);
  });

  it('shows the new nameservers in My domains, also after a reload', async () => {
    for (let load = 0; load < 2; load += 1) {
      await page.goto(`${baseUrl()}/user/domains`);
      await expect.poll(heading).toBe('My domains');
      for (const name of [ALPHA, BETA]) {
        await expect.poll(() => rowOf(name).count(), { timeout: 15_000 }).toBe(1);
        expect(await rowOf(name).textContent()).toContain(OFFICE.join(', '));
      }
    }
    await expectAccessible(page);
  });
});

describe('nameserver management', () => {
  it("opens a domain's nameservers from its actions in My domains", async () => {
    await page.getByRole('button', { name: `Actions for ${ALPHA}` }).click();
    await page.getByRole('menuitem', { name: 'Nameservers' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/nameservermanagement');
    expect(new URL(page.url()).searchParams.get('domain')).toBe(ALPHA);
    await expect.poll(heading).toBe('Nameservers');
    const field = page.getByRole('textbox', { name: `Name servers of ${ALPHA}` });
    await expect.poll(() => field.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await field.inputValue()).toBe(OFFICE.join('\n'));
    await expect.poll(shows('You have no name servers under your own domains yet.'), { timeout: 15_000 }).toBe(true);
    await expectAccessible(page);
  });

  it("creates a glue host under the customer's domain; a private address is refused first", async () => {
    await page.getByRole('button', { name: 'Add name server' }).click();
    await expect.poll(() => dialog().isVisible()).toBe(true);
    await dialog().getByRole('textbox', { name: 'Host name' }).fill(GLUE);
    await dialog().getByRole('textbox', { name: 'IP addresses' }).fill('185.12.64.1\n10.0.0.1');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect.poll(shows('This address is in a private or reserved range and cannot be reached from the internet.')).toBe(true);
    await expectAccessible(page);
    await dialog().getByRole('textbox', { name: 'IP addresses' }).fill('185.12.64.1\n2a01:4f8:0:0::53');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog().count()).toBe(0);
    const row = rowOf(GLUE);
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).toContain('185.12.64.1');
    expect(await row.textContent()).toContain('2a01:4f8::53');
    expect(await row.textContent()).toContain('Not in use');
    await expectAccessible(page);
  });

  it('delegates the other domain to the glue host and an outside name server', async () => {
    await page.getByRole('combobox', { name: 'Domain', exact: true }).click();
    await page.getByRole('option', { name: BETA, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('domain')).toBe(BETA);
    const field = page.getByRole('textbox', { name: `Name servers of ${BETA}` });
    await expect.poll(() => field.isVisible(), { timeout: 15_000 }).toBe(true);
    await field.fill(`${GLUE}\nns2.office-dns.example`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(shows(`The name servers of ${BETA} were changed.`), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => rowOf(GLUE).textContent(), { timeout: 15_000 }).toContain('In use');
    expect(await page.getByRole('button', { name: `Delete ${GLUE}` }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'nameserver-management-en-desktop');

    await page.goto(`${baseUrl()}/user/domains`);
    await expect.poll(() => rowOf(BETA).count(), { timeout: 15_000 }).toBe(1);
    expect(await rowOf(BETA).textContent()).toContain(`${GLUE}, ns2.office-dns.example`);
    await expectAccessible(page);
  });

  it('fits a phone without sideways scrolling', async () => {
    await page.setViewportSize(PHONE);
    for (const [path, title] of [
      [`/user/nameservermanagement?domain=${ALPHA}`, 'Nameservers'],
      ['/user/nameservertemplates', 'Nameserver templates'],
    ]) {
      await page.goto(`${baseUrl()}${path}`);
      await expect.poll(heading).toBe(title);
      await expect.poll(shows(path.includes('templates') ? OFFICE.join(', ') : GLUE), { timeout: 15_000 }).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectAccessible(page);
    }
    await screenshot(page, 'nameserver-templates-en-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('speaks German', async () => {
    await api(page, '/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    await page.goto(`${baseUrl()}/user/nameservermanagement?domain=${BETA}`);
    await expect.poll(heading).toBe('Nameserver');
    await expect.poll(() => rowOf(GLUE).textContent(), { timeout: 15_000 }).toContain('In Verwendung');
    await expectAccessible(page);
    await page.goto(`${baseUrl()}/user/nameservertemplates`);
    await expect.poll(heading).toBe('Nameserver-Vorlagen');
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: 'Office' }).getByText('Standard', { exact: true }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expectAccessible(page);
    await api(page, '/user/localization', { language: 'en', currency: 'EUR', country: 'DE' });
  });
});
