import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, newVisitor, PHONE } from './support/browser';
import { waitForMail } from './support/mailbox';

/**
 * The support drawer (spec §2.3, §4, §8; decision 056) and the support page's form, in the built
 * shop. The test shop has no SUPPORT_CHAT_URL, so its own chat state is offline; the other states
 * are answered in the browser for the chat-state call.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' });
  await expect.poll(() => accept.isVisible(), { timeout: 10_000 }).toBe(true);
  await accept.click();
  await expect.poll(() => accept.count()).toBe(0);
}

const launcher = (page: Page) =>
  page.getByRole('button', { name: /^Support: team availability and contact$|^Support: Erreichbarkeit des Teams und Kontakt$/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Support' });

/** Opens the drawer from the keyboard and waits for the state to be shown. */
async function openDrawer(page: Page, word: string): Promise<void> {
  await launcher(page).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => drawer(page).getByText(word, { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
}

async function closeDrawer(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect.poll(() => drawer(page).count(), { timeout: 5_000 }).toBe(0);
  // The focus goes back to the button that opened it.
  await expect.poll(() => launcher(page).evaluate((element) => element === document.activeElement), { timeout: 5_000 }).toBe(true);
}

describe('support drawer', () => {
  it('shows the shop’s own chat state (offline without a chat), then online, busy and a failure as offline, accessible in each', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/home`);
    await acceptCookies(page);

    const own = page.waitForResponse((response) => response.url().includes('/lvc/buttonstate.php'));
    await openDrawer(page, 'Support Team Offline');
    expect(await (await own).text()).toBe('2');
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page);
    const link = drawer(page).getByRole('link', { name: 'Write to the support team' });
    expect(await link.getAttribute('href')).toBe('/cms/support');
    await closeDrawer(page);

    let answer: string | null = '0';
    let calls = 0;
    await page.route('**/lvc/buttonstate.php*', async (route) => {
      calls++;
      if (answer === null) await route.abort('failed');
      else await route.fulfill({ status: 200, contentType: 'text/plain', body: answer });
    });
    for (const [next, word] of [
      ['0', 'Support Team Online'],
      ['1', 'Support Team Busy'],
      [null, 'Support Team Offline'],
    ] as const) {
      answer = next;
      await openDrawer(page, word);
      await expectAccessible(page);
      await closeDrawer(page);
    }
    // Each opening asked afresh.
    expect(calls).toBe(3);
    await context.close();
  });

  it('speaks German and fits a phone screen', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'de-DE', viewport: PHONE });
    await page.route('**/lvc/buttonstate.php*', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '1' }));
    await page.goto(`${baseUrl()}/home`);
    const accept = page.getByRole('button', { name: 'Akzeptieren' });
    if (await accept.isVisible().catch(() => false)) await accept.click();
    await openDrawer(page, 'Support-Team beschäftigt');
    expect(await drawer(page).getByRole('link', { name: 'Dem Support-Team schreiben' }).isVisible()).toBe(true);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The link leads to the support page and closes the drawer.
    await drawer(page).getByRole('link', { name: 'Dem Support-Team schreiben' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/cms/support`);
    await expect.poll(() => drawer(page).count()).toBe(0);
    await context.close();
  });
});

describe('support page form', () => {
  it('sends a request to the operator and confirms it with its reference; refuses a short message first', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/cms/support`);
    await acceptCookies(page);
    const form = page.getByRole('form', { name: 'Write to us' });
    await expect.poll(() => form.isVisible(), { timeout: 10_000 }).toBe(true);
    await form.getByLabel('Your name').fill('Erika Muster');
    await form.getByLabel('Your e-mail address').fill('erika.e2e@example.org');
    await form.getByLabel('Subject').fill('Question about a transfer');
    await form.getByLabel('Your message').fill('Too short');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => form.getByText('Please describe your question in at least 20 characters.').isVisible()).toBe(true);
    await expectAccessible(page);

    const since = Date.now();
    await form.getByLabel('Your message').fill('How long does the transfer of example-muster.de take?');
    await form.getByRole('button', { name: 'Send message' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: /Your message SR-\d{8}-[0-9A-F]{6} has reached our support team/ });
    await expect.poll(() => confirmation.isVisible(), { timeout: 10_000 }).toBe(true);
    const reference = (await confirmation.textContent())!.match(/SR-\d{8}-[0-9A-F]{6}/)![0];
    const mail = await waitForMail('info@example.com', { since, subject: reference });
    expect(mail.text).toContain('From: Erika Muster <erika.e2e@example.org>, not logged in');
    await expectAccessible(page);
    await context.close();
  });
});
