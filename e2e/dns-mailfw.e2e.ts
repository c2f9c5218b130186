import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from './support/api';
import { baseUrl, expectAccessible, launchBrowser, newVisitor } from './support/browser';
import { waitForMail } from './support/mailbox';

/*
 * Mail forwarding of a demo name from start to end: the demo customer adds a MAILFW record in the
 * zone editor and saves; the destination gets a mail whose link opens the confirmation page (a
 * visitor, no login); fetching the link without running the page changes nothing; the page
 * confirms; the editor then shows the record active. The tests build on each other.
 */

let browser: Browser;
let owner: { context: BrowserContext; page: Page };
let recipient: { context: BrowserContext; page: Page };

// Not the name the zone editor's own browser test changes, so the two never meet in one zone.
const DOMAIN = 'demo-bakery.de';
const ZONE_PATH = `/domain/dns/${DOMAIN}`;
const LOCAL_PART = `e2e-fw-${Date.now().toString(36)}`;
const DESTINATION = `${LOCAL_PART}@forward.example.org`;
let linkPath = '';

interface ZoneAnswer {
  records: Record<string, { type: string; name: string; value: string; state: string; active: boolean }>;
}

async function mailfwRecord() {
  const zone = await apiGet<ZoneAnswer>(owner.page, `/dns/${DOMAIN}`);
  return Object.values(zone.records).find((record) => record.type === 'MAILFW' && record.value === DESTINATION);
}

const rowOf = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: LOCAL_PART, exact: true }) });

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newVisitor(browser);
  recipient = await newVisitor(browser);
}, 60_000);

afterAll(async () => {
  await owner?.context.close();
  await recipient?.context.close();
  await browser?.close();
});

describe('confirming a mail forwarding (MAILFW)', () => {
  it('mails the destination of a MAILFW record saved in the zone editor, which stays inactive until confirmed', async () => {
    const { page } = owner;
    await page.goto(`${baseUrl()}${ZONE_PATH}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/login');
    await page.getByLabel('E-mail address').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-password-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Add record', exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);

    const since = Date.now();
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Add record', exact: true }).click();
    await dialog.getByLabel('Record type').selectOption('MAILFW');
    await dialog.getByLabel('Local part').fill(LOCAL_PART);
    await dialog.getByLabel('Forward to address').fill(DESTINATION);
    await dialog.getByRole('button', { name: 'Add record', exact: true }).click();
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('button', { name: 'Save zone' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Save now' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByRole('button', { name: 'Save now' }).click();
    await expect.poll(() => page.getByText('No unsaved changes.').first().isVisible(), { timeout: 15_000 }).toBe(true);

    await page.reload();
    await expect.poll(() => rowOf(page).textContent(), { timeout: 15_000 }).toContain('Inactive until destination address confirmed');
    expect(await mailfwRecord()).toMatchObject({ state: 'unconfirmed', active: false });

    const mail = await waitForMail(DESTINATION, { since, subject: 'Confirm forwarding' });
    expect(mail.text).toContain(`${LOCAL_PART}@${DOMAIN}`);
    expect(mail.linkPath).toMatch(/^\/dns\/mailfw\/confirm\?token=/);
    linkPath = mail.linkPath!;
  });

  it('changes nothing when the link is only fetched, as a mail scanner does', async () => {
    const fetched = await recipient.page.request.get(`${baseUrl()}${linkPath}`);
    expect(fetched.status()).toBe(200);
    expect(await mailfwRecord()).toMatchObject({ state: 'unconfirmed', active: false });
  });

  it('confirms on the page the link opens, without a login, and says whose mail goes where', async () => {
    const { page } = recipient;
    await page.goto(`${baseUrl()}${linkPath}`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe('Confirm mail forwarding');
    const status = page.getByRole('status').filter({ hasText: 'Forwarding confirmed' });
    await expect
      .poll(() => status.textContent(), { timeout: 15_000 })
      .toContain(`Mail for ${LOCAL_PART}@${DOMAIN} is now forwarded to ${DESTINATION}.`);
    await expectAccessible(page);
    expect(await mailfwRecord()).toMatchObject({ state: 'permanent', active: true });
  });

  it('shows the record active in the zone editor afterwards', async () => {
    const { page } = owner;
    await page.reload();
    await expect.poll(() => rowOf(page).textContent(), { timeout: 15_000 }).toContain('Active');
    expect(await rowOf(page).textContent()).not.toContain('Inactive until destination address confirmed');
  });

  it('says plainly that a link with a wrong code forwards nothing', async () => {
    const { page } = recipient;
    await page.goto(`${baseUrl()}/dns/mailfw/confirm?token=not-a-real-token`);
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('This confirmation link is not known');
    await expectAccessible(page);
  });
});
