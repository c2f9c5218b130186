import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { api, apiGet } from './support/api';
import { baseUrl, expectAccessible, expectKeyboardReachable, launchBrowser, newVisitor, PHONE, screenshot } from './support/browser';

/*
 * The DNS zone editor as the demo customer uses it on one of the demo names: opened from a
 * login-only address (the login comes first), three records added with their typed forms and
 * saved after the dry-run diff; then one edited, one changed and undone, one deleted, saved
 * again; each time the page is reloaded and shows what was saved. The tests build on each other.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

const DOMAIN = 'demo-bakery.net';
const ZONE_PATH = `/domain/dns/${DOMAIN}`;

const run = promisify(execFile);

/** What the running PowerDNS answers, as a person would check it with dig. */
async function dig(port: number, name: string, type: string): Promise<string[]> {
  const { stdout } = await run('dig', ['@127.0.0.1', '-p', String(port), `${name}.${DOMAIN}`, type, '+short', '+tries=1', '+time=2']);
  return stdout
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .sort();
}

const dialog = () => page.getByRole('dialog');
const rowOf = (name: string, type: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: type, exact: true }) });
const shows = (text: string | RegExp) => () => page.getByText(text).first().isVisible();
const heading = () => page.locator('h1').first().textContent();

/** Opens the add form, fills it with `fill`, takes the record into the list. */
async function addRecord(fill: () => Promise<void>) {
  await page.getByRole('button', { name: 'Add record', exact: true }).click();
  await expect.poll(() => dialog().getByRole('heading', { name: 'Add a record' }).isVisible()).toBe(true);
  await fill();
  await dialog().getByRole('button', { name: 'Add record', exact: true }).click();
  await expect.poll(() => dialog().count(), { timeout: 15_000 }).toBe(0);
}

async function saveZone(expectDiff: RegExp) {
  await page.getByRole('button', { name: 'Save zone' }).click();
  await expect.poll(() => dialog().getByRole('heading', { name: 'Save these changes?' }).isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => dialog().getByText(expectDiff).first().isVisible()).toBe(true);
  await expectAccessible(page);
  await dialog().getByRole('button', { name: 'Save now' }).click();
  await expect.poll(() => dialog().count(), { timeout: 15_000 }).toBe(0);
  await expect.poll(shows('No unsaved changes.'), { timeout: 15_000 }).toBe(true);
}

async function reload() {
  await page.reload();
  await expect.poll(heading).toBe(`DNS zone of ${DOMAIN}`);
  await expect.poll(() => page.getByRole('heading', { level: 2, name: /records?$/ }).isVisible(), { timeout: 15_000 }).toBe(true);
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
}, 60_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the DNS zone editor', () => {
  it('asks for the login first, then opens the zone of a demo name', async () => {
    await page.goto(`${baseUrl()}${ZONE_PATH}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/login');
    await page.getByLabel('E-mail address').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-password-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname)).toBe(ZONE_PATH);
    await expect.poll(heading).toBe(`DNS zone of ${DOMAIN}`);
    await expect.poll(() => page.getByRole('button', { name: 'Add record', exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expectAccessible(page);
  });

  it('refuses a wrong address at its field, then adds an A, an MX and a TXT record with their own forms', async () => {
    await page.getByRole('button', { name: 'Add record', exact: true }).click();
    await expect.poll(() => dialog().getByRole('heading', { name: 'Add a record' }).isVisible()).toBe(true);
    await dialog().getByLabel('Name', { exact: true }).fill('e2e-web');
    await dialog().getByLabel('IPv4 address').fill('192.0.2.300');
    await dialog().getByRole('button', { name: 'Add record', exact: true }).click();
    // The server's message, at the field; nothing joins the list.
    await expect.poll(() => dialog().getByLabel('IPv4 address').getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true');
    await expectAccessible(page);
    await dialog().getByLabel('IPv4 address').fill('192.0.2.10');
    // The live preview of the record data.
    await expect.poll(() => dialog().locator('pre').textContent()).toBe('192.0.2.10');
    await screenshot(page, 'dns-zone-add-record-en-desktop');
    await dialog().getByRole('button', { name: 'Add record', exact: true }).click();
    await expect.poll(() => dialog().count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => rowOf('e2e-web', 'A').count()).toBe(1);
    expect(await rowOf('e2e-web', 'A').textContent()).toContain('New');

    await addRecord(async () => {
      await dialog().getByLabel('Record type').selectOption('MX');
      await dialog().getByLabel('Name', { exact: true }).fill('e2e-mail');
      await dialog().getByLabel('Priority').fill('10');
      await dialog().getByLabel('Mail server').fill('mx.e2e-mail.example');
      await expect.poll(() => dialog().locator('pre').textContent()).toBe('10 mx.e2e-mail.example.');
    });
    await addRecord(async () => {
      await dialog().getByLabel('Record type').selectOption('TXT');
      await dialog().getByLabel('Name', { exact: true }).fill('e2e-note');
      await dialog().getByLabel('Text', { exact: true }).fill('hello from the zone editor');
    });
    await expect.poll(shows('Not saved yet: 3 added, 0 changed, 0 deleted.')).toBe(true);
    await expectAccessible(page);
  });

  it('saves after the dry-run diff and shows the saved records after a reload', async () => {
    await saveZone(/record sets? added/);
    await reload();
    expect(await rowOf('e2e-web', 'A').textContent()).toContain('192.0.2.10');
    expect(await rowOf('e2e-mail', 'MX').textContent()).toContain('10 mx.e2e-mail.example.');
    expect(await rowOf('e2e-note', 'TXT').textContent()).toContain('hello from the zone editor');
    expect(await rowOf('e2e-web', 'A').textContent()).toContain('Active');
    await expectAccessible(page);
    await screenshot(page, 'dns-zone-saved-en-desktop');
  });

  it('edits one record, undoes a change to another, deletes a third, and saves that', async () => {
    await page.getByRole('button', { name: 'Edit A record e2e-web' }).click();
    await expect.poll(() => dialog().getByRole('heading', { name: 'Edit the record' }).isVisible()).toBe(true);
    await dialog().getByLabel('IPv4 address').fill('192.0.2.11');
    await dialog().getByRole('button', { name: 'Apply change' }).click();
    await expect.poll(() => dialog().count(), { timeout: 15_000 }).toBe(0);
    expect(await rowOf('e2e-web', 'A').textContent()).toContain('Changed');

    await page.getByRole('button', { name: 'Edit MX record e2e-mail' }).click();
    await expect.poll(() => dialog().getByRole('heading', { name: 'Edit the record' }).isVisible()).toBe(true);
    await dialog().getByLabel('Priority').fill('20');
    await dialog().getByRole('button', { name: 'Apply change' }).click();
    await expect.poll(() => dialog().count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => rowOf('e2e-mail', 'MX').textContent()).toContain('20 mx.e2e-mail.example.');
    await page.getByRole('button', { name: 'Undo the changes to MX record e2e-mail' }).click();
    await expect.poll(() => rowOf('e2e-mail', 'MX').textContent()).toContain('10 mx.e2e-mail.example.');
    expect(await rowOf('e2e-mail', 'MX').textContent()).not.toContain('Changed');

    await page.getByRole('button', { name: 'Delete TXT record e2e-note' }).click();
    const deleted = rowOf('e2e-note', 'TXT');
    expect(await deleted.textContent()).toContain('Deleted');
    expect(await deleted.getByRole('rowheader').evaluate((cell) => getComputedStyle(cell).textDecorationLine)).toBe('line-through');
    await expect.poll(shows('Not saved yet: 0 added, 1 changed, 1 deleted.')).toBe(true);
    await expectAccessible(page);
    await expectKeyboardReachable(page);

    await saveZone(/record sets? (changed|removed)/);
    await reload();
    expect(await rowOf('e2e-web', 'A').textContent()).toContain('192.0.2.11');
    expect(await rowOf('e2e-mail', 'MX').textContent()).toContain('10 mx.e2e-mail.example.');
    expect(await rowOf('e2e-note', 'TXT').count()).toBe(0);
  });

  it('is answered by the DNS server as the editor shows it, or says that zones are not served', async () => {
    // The suite's own PowerDNS (e2e/support/global-setup.ts); null where it cannot run.
    const port = inject('dnsPort');
    const zone = await apiGet<{ serving: string }>(page, `/dns/${DOMAIN}`);
    if (port === null) {
      // CI installs PowerDNS (scripts/ensure-test-tools.sh): there the zone must really be served.
      expect(process.env.CI, 'PowerDNS did not start for the browser suite').toBeFalsy();
      expect(zone.serving).toBe('not_served');
      expect(await page.getByText(/^Zones are kept but not served:/).isVisible()).toBe(true);
      return;
    }
    // The save is pushed by a job: the answer follows within seconds.
    await expect.poll(() => dig(port, 'e2e-web', 'A'), { timeout: 20_000, interval: 500 }).toEqual(['192.0.2.11']);
    expect(await dig(port, 'e2e-mail', 'MX')).toEqual(['10 mx.e2e-mail.example.']);
    expect(await dig(port, 'e2e-note', 'TXT')).toEqual([]);
  });

  it('keeps every save as a version', async () => {
    await page.getByRole('button', { name: 'Versions' }).click();
    await expect.poll(() => dialog().getByRole('heading', { name: 'Saved versions' }).isVisible()).toBe(true);
    await expect
      .poll(
        () =>
          dialog()
            .getByRole('button', { name: /^Restore version \d+$/ })
            .count(),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    expect(await dialog().getByText('demo@example.com').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await dialog().getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog().count()).toBe(0);
  });

  it('imports a zone file after a preview that names the refused lines, and exports the saved zone', async () => {
    await page.getByRole('button', { name: 'Import' }).click();
    await expect.poll(() => dialog().getByRole('heading', { name: 'Import a zone file' }).isVisible()).toBe(true);
    await dialog()
      .getByLabel('Zone file text')
      .fill(['$ORIGIN demo-bakery.net.', 'e2e-import 3600 IN A 192.0.2.50', 'e2e-broken 3600 IN A 192.0.2.999'].join('\n'));
    await dialog().getByRole('button', { name: 'Check the file' }).click();
    await expect.poll(() => dialog().getByText('1 record can be added').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => dialog().getByText('1 line is not taken').isVisible()).toBe(true);
    expect(await dialog().getByRole('row').filter({ hasText: 'e2e-broken' }).count()).toBe(1);
    await expectAccessible(page);
    await dialog().getByRole('button', { name: 'Add 1 record' }).click();
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(() => rowOf('e2e-import', 'A').count()).toBe(1);
    await saveZone(/record sets? added/);
    await reload();
    expect(await rowOf('e2e-import', 'A').textContent()).toContain('192.0.2.50');

    const href = await page.getByRole('link', { name: 'Export zone file' }).getAttribute('href');
    const file = await page.request.get(`${baseUrl()}${href}`);
    expect(file.status()).toBe(200);
    const text = await file.text();
    expect(text).toMatch(/e2e-import\S*\s+3600\s+IN\s+A\s+192\.0\.2\.50/);
    expect(text).toMatch(/e2e-web\S*\s+86400\s+IN\s+A\s+192\.0\.2\.11/);
  });

  it("speaks German, with the parking page explained, in the user's language", async () => {
    await api(page, '/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    await page.reload();
    await expect.poll(heading).toBe(`DNS-Zone von ${DOMAIN}`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Eintrag hinzufügen', exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByText('Alle Einträge bleiben erhalten, sind aber inaktiv', { exact: false }).isVisible()).toBe(true);
    // Turning the parking page on shows every served record as inactive until the save.
    await page.getByRole('switch', { name: /^Parkseite/ }).check({ force: true });
    await expect.poll(() => rowOf('e2e-web', 'A').textContent()).toContain('Inaktiv: Parkseite');
    await expectAccessible(page);
    await screenshot(page, 'dns-zone-de-desktop');
    await page.getByRole('button', { name: 'Alles rückgängig' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Alles rückgängig' }).click();
    await expect.poll(shows('Keine ungespeicherten Änderungen.')).toBe(true);
    await api(page, '/user/localization', { language: 'en', currency: 'EUR', country: 'DE' });
  });

  it('shows the records as cards on a phone, without horizontal scrolling', async () => {
    await page.setViewportSize(PHONE);
    await reload();
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'e2e-web' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'dns-zone-en-phone');
  });
});
