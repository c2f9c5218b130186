import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { baseUrl, expectAccessible, launchBrowser, newVisitor, screenshot } from './support/browser';
import { customerWithDomains, E2E_CONTACT } from './support/customer';
import { waitForMail } from './support/mailbox';

/*
 * The contacts page as one customer uses it: a fresh customer buys a name through the API (its
 * registrant's address is new, so a confirmation link goes out), sees the registrant with its
 * deadline, edits the address (a bad phone number refused first), then, after the test route has
 * let the 15 days pass, sees the name suspended; confirming the address by the mailed link lifts
 * the suspension. The last test reads the page in German. The tests build on each other.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const NAME = `e2econtacts-${stamp}.com`;
const REGISTRANT = `e2e-registrant-${stamp}@example.org`;

const heading = () => page.locator('h1').first().textContent();
const card = () => page.getByRole('article', { name: `Registrant: ${REGISTRANT}` });
const shows = (text: string | RegExp) => () => page.getByText(text).first().isVisible();

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  await page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
  await customerWithDomains(page, {
    login: `e2e-contacts-${stamp}@example.org`,
    amount: 20_000,
    names: [NAME],
    contact: { ...E2E_CONTACT, email: REGISTRANT },
  });
  // The cookie notice would cover the lower half of the forms.
  await page.getByRole('button', { name: 'Accept' }).click();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the contacts page', () => {
  it('lists the new registrant with its name and the date its address must be confirmed by', async () => {
    await waitForMail(REGISTRANT, { subject: 'Please confirm your e-mail address as a domain contact', timeoutMs: 30_000 });
    await page.goto(`${baseUrl()}/user/contacts`);
    await expect.poll(heading).toBe('Contacts');
    await expect.poll(() => card().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card().textContent()).toContain('Please confirm the e-mail address by');
    expect(await card().getByRole('listitem').textContent()).toBe(`${NAME}Active`);
    // The unverified addresses of spec §3 with their deadlines.
    await expect.poll(() => page.getByRole('region', { name: /await|awaits/ }).textContent()).toContain(REGISTRANT);
    await expectAccessible(page);
  });

  it('refuses a bad phone number and saves a new address of the registrant', async () => {
    await page.getByRole('button', { name: `Edit contact ${REGISTRANT}` }).click();
    const form = page.getByRole('form', { name: 'Edit contact' });
    await form.getByLabel(/^City/).fill('Bonn');
    await form.getByLabel(/^Phone/).fill('0228 1234');
    await form.getByRole('button', { name: 'Save contact' }).click();
    await expect.poll(shows('Please write the number as +CC.number, e.g. +49.301234567.')).toBe(true);
    await expectAccessible(page);
    await form.getByLabel(/^Phone/).fill('+49.2281234');
    await form.getByRole('button', { name: 'Save contact' }).click();
    await expect.poll(shows('The contact is saved.')).toBe(true);
    await expect.poll(() => card().textContent()).toContain('Bonn');
    await page.reload();
    await expect.poll(() => card().textContent(), { timeout: 15_000 }).toContain('+49.2281234');
  });

  it('shows the name suspended once the 15 days have passed, and lifts it when the address is confirmed', async () => {
    await api(page, '/test/contacts/overdue');
    await page.reload();
    await expect.poll(() => card().getByRole('listitem').textContent(), { timeout: 15_000 }).toBe(`${NAME}Suspended`);
    expect(await card().textContent()).toContain('E-mail address not confirmed');
    expect(await card().textContent()).toContain('Suspended (clientHold)');
    await expectAccessible(page);
    await screenshot(page, 'contacts-suspended');

    const told = await waitForMail(`e2e-contacts-${stamp}@example.org`, {
      subject: 'Your domain is suspended: e-mail address not confirmed',
      timeoutMs: 30_000,
    });
    expect(told.text).toContain(NAME);
    // The customer has the link sent again and follows it.
    const since = Date.now();
    await page.getByRole('button', { name: `Resend link to ${REGISTRANT}` }).click();
    const mail = await waitForMail(REGISTRANT, { since, timeoutMs: 30_000 });
    await page.goto(`${baseUrl()}${mail.linkPath}`);
    await expect.poll(shows(/confirmed/i), { timeout: 15_000 }).toBe(true);
    await page.goto(`${baseUrl()}/user/contacts`);
    await expect.poll(() => card().getByRole('listitem').textContent(), { timeout: 15_000 }).toBe(`${NAME}Active`);
    expect(await card().textContent()).toContain('E-mail address confirmed');
    await expectAccessible(page);
  });

  it('reads in German', async () => {
    await page
      .getByRole('button', { name: /^Settings/ })
      .first()
      .click();
    await page.getByLabel('Language').selectOption({ label: 'Deutsch' });
    await page.getByRole('button', { name: 'Change' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await page.goto(`${baseUrl()}/user/contacts`);
    await expect.poll(heading).toBe('Kontakte');
    const german = page.getByRole('article', { name: `Inhaber: ${REGISTRANT}` });
    await expect.poll(() => german.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await german.textContent()).toContain('E-Mail-Adresse bestätigt');
    expect(await german.getByRole('listitem').textContent()).toBe(`${NAME}Aktiv`);
    await page.getByRole('button', { name: 'Kontakt hinzufügen' }).click();
    const form = page.getByRole('form', { name: 'Neuer Kontakt' });
    await form.getByRole('button', { name: 'Kontakt speichern' }).click();
    await expect.poll(shows('Bitte füllen Sie dieses Feld aus.')).toBe(true);
    await expectAccessible(page);
  });
});
