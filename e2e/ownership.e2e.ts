import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, newVisitor } from './support/browser';
import { customerWithDomains, E2E_CONTACT, E2E_PASSWORD } from './support/customer';
import { waitForMail } from './support/mailbox';

/*
 * A change of registrant from start to end: a fresh customer buys a name through the API, asks on
 * the ownership page for a new registrant (a bad e-mail address refused first), both registrants
 * open their mailed links as visitors in another browser (opening answers nothing), the new one
 * confirms, then the prior one; the page then shows the new registrant and the 60-day transfer
 * lock. Nothing waits in real time: the steps follow the server's answers. The tests build on each other.
 */

let browser: Browser;
let owner: { context: BrowserContext; page: Page };
let party: { context: BrowserContext; page: Page };

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const NAME = `e2eowner-${stamp}.com`;
const PRIOR = `e2e-prior-${stamp}@example.org`;
const NEXT = `e2e-next-${stamp}@example.org`;
const THIRD = `e2e-third-${stamp}@example.org`;
let priorLink = '';
let newLink = '';

const shows = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newVisitor(browser);
  party = await newVisitor(browser);
  await owner.page.goto(`${baseUrl()}/home`, { waitUntil: 'networkidle' });
  await customerWithDomains(owner.page, {
    login: `e2e-owner-${stamp}@example.org`,
    amount: 20_000,
    names: [NAME],
    contact: { ...E2E_CONTACT, email: PRIOR },
  });
  // The cookie notice would cover the lower half of the form.
  await owner.page.getByRole('button', { name: 'Accept' }).click();
}, 120_000);

afterAll(async () => {
  await owner?.context.close();
  await party?.context.close();
  await browser?.close();
});

describe('change of registrant', () => {
  it('shows the name’s registrant and mails both registrants once the new one is entered correctly', async () => {
    const { page } = owner;
    await page.goto(`${baseUrl()}/user/domain/ownership`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Ownership and permissions');
    const picker = page.getByRole('combobox', { name: 'Domain' });
    await expect.poll(() => picker.isVisible(), { timeout: 30_000 }).toBe(true);
    await expectAccessible(page);
    // The picker is searched on the server: typing part of the name finds it among any number.
    await picker.fill(`e2eowner-${stamp}`);
    await page.getByRole('option', { name: NAME }).click();
    await expect.poll(shows(page, PRIOR), { timeout: 30_000 }).toBe(true);

    const form = page.getByRole('form', { name: 'New registrant' });
    await form.getByLabel(/^Full name/).fill('Max Neumann');
    await form.getByLabel(/^Street and number/).fill('Ringstraße 5');
    await form.getByLabel(/^Postal code/).fill('1010');
    await form.getByLabel(/^City/).fill('Wien');
    await form.getByLabel(/^Country/).selectOption('AT');
    await form.getByLabel(/^Phone/).fill('+43.15551234');
    await form.getByLabel(/^E-mail address/).fill('not-an-address');
    await page.getByRole('button', { name: 'Send the confirmation e-mails' }).click();
    await expect.poll(() => form.getByLabel(/^E-mail address/).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);

    const since = Date.now();
    await form.getByLabel(/^E-mail address/).fill(NEXT);
    await page.getByRole('button', { name: 'Send the confirmation e-mails' }).click();
    await expect.poll(shows(page, `E-mails sent to ${PRIOR} and ${NEXT}`), { timeout: 30_000 }).toBe(true);
    await expect.poll(shows(page, 'New registrant: not yet confirmed')).toBe(true);
    await expectAccessible(page);

    const priorMail = await waitForMail(PRIOR, { since, subject: `Confirm the change of registrant of ${NAME}`, timeoutMs: 30_000 });
    const newMail = await waitForMail(NEXT, { since, subject: `You are to become the registrant of ${NAME}`, timeoutMs: 30_000 });
    expect(priorMail.linkPath).toMatch(/^\/domain\/ownership\/confirm\?token=/);
    expect(newMail.text).toContain('60 days');
    priorLink = priorMail.linkPath!;
    newLink = newMail.linkPath!;
  });

  it('lets the new registrant confirm from the link without logging in; opening it answers nothing', async () => {
    const { page } = party;
    await page.goto(`${baseUrl()}${newLink}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await expect.poll(shows(page, 'You receive this as the proposed new registrant.'), { timeout: 30_000 }).toBe(true);
    await expectAccessible(page);
    // Opened once more (as a mail scanner would): still waiting for an answer.
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Confirm the change' }).isVisible(), { timeout: 30_000 }).toBe(true);
    await page.getByRole('button', { name: 'Confirm the change' }).click();
    await expect.poll(shows(page, 'Your confirmation is recorded.'), { timeout: 30_000 }).toBe(true);
    await expectAccessible(page);
  });

  it('makes the change once the prior registrant confirms too, and the page shows the new registrant and the lock', async () => {
    const { page } = party;
    await page.goto(`${baseUrl()}${priorLink}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await expect.poll(shows(page, 'You receive this as the current registrant.'), { timeout: 30_000 }).toBe(true);
    await page.getByRole('button', { name: 'Confirm the change' }).click();
    await expect.poll(shows(page, `The change is made: the registrant of ${NAME} is now Max Neumann.`), { timeout: 30_000 }).toBe(true);
    await expect.poll(shows(page, /cannot move to another registrar until/)).toBe(true);
    await expectAccessible(page);

    const owned = owner.page;
    await owned.goto(`${baseUrl()}/user/domain/ownership?domain=${NAME}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await expect.poll(shows(owned, NEXT), { timeout: 30_000 }).toBe(true);
    await expect.poll(shows(owned, /This domain cannot move to another registrar until/)).toBe(true);
    await expect.poll(() => owned.getByRole('listitem', { name: NAME }).textContent()).toContain('Completed');
    await expectAccessible(owned);
  });

  it('takes the owner’s approval as Designated Agent after the password: only the new registrant gets a link', async () => {
    const { page } = owner;
    const form = page.getByRole('form', { name: 'New registrant' });
    await expect.poll(() => form.isVisible(), { timeout: 30_000 }).toBe(true);
    await form.getByLabel(/^Full name/).fill('Clara Dritte');
    await form.getByLabel(/^Street and number/).fill('Hafenstraße 9');
    await form.getByLabel(/^Postal code/).fill('20457');
    await form.getByLabel(/^City/).fill('Hamburg');
    await form.getByLabel(/^Country/).selectOption('DE');
    await form.getByLabel(/^Phone/).fill('+49.4055512345');
    await form.getByLabel(/^E-mail address/).fill(THIRD);
    await form.getByRole('checkbox', { name: /as its Designated Agent/ }).check();
    await expect.poll(shows(page, /explicitly designates the holder of this customer account as its Designated Agent/)).toBe(true);
    await form.getByLabel(/^Your password/).fill(E2E_PASSWORD);
    await expectAccessible(page);

    const since = Date.now();
    await page.getByRole('button', { name: 'Approve and send the e-mail to the new registrant' }).click();
    await expect
      .poll(shows(page, `Your approval as Designated Agent is recorded and the e-mail is sent to ${THIRD}`), { timeout: 30_000 })
      .toBe(true);
    await expect.poll(shows(page, /Current registrant: approved by you as Designated Agent on/)).toBe(true);
    await expectAccessible(page);
    const newMail = await waitForMail(THIRD, { since, subject: `You are to become the registrant of ${NAME}`, timeoutMs: 30_000 });
    expect(newMail.text).toContain('approval was given by its Designated Agent');
  });
});
