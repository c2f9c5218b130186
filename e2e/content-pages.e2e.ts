import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, expectAccessible, launchBrowser, newVisitor, PHONE, screenshot } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The content routes of spec §2.1 and the heading each shows, in English and German. */
const ROUTES: { path: string; en: string; de: string }[] = [
  { path: '/about/us', en: 'About us', de: 'Über uns' },
  { path: '/terms/general', en: 'General terms and conditions', de: 'Allgemeine Geschäftsbedingungen' },
  { path: '/imprint', en: 'Privacy policy', de: 'Datenschutzerklärung' },
  { path: '/downloads', en: 'Downloads', de: 'Downloads' },
  { path: '/domain/features', en: 'Domain features', de: 'Domain-Funktionen' },
  { path: '/domain/whois/privacy', en: 'WHOIS privacy', de: 'WHOIS-Datenschutz' },
  { path: '/cms/payment-methods', en: 'Payment methods', de: 'Zahlungsarten' },
  { path: '/cms/security', en: 'Security', de: 'Sicherheit' },
  { path: '/cms/support-intro', en: 'Getting support', de: 'Support erhalten' },
  { path: '/cms/support-emergency', en: 'Emergency support', de: 'Notfall-Support' },
  { path: '/cms/support', en: 'Support and contact', de: 'Support und Kontakt' },
  { path: '/cms/faq', en: 'Frequently asked questions', de: 'Häufige Fragen' },
  { path: '/cms/report-abuse', en: 'Report abuse', de: 'Missbrauch melden' },
];

async function expectContent(page: Page, heading: string): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { name: heading, exact: true }).count()).toBeGreaterThan(0);
  // The page's body has arrived (its heading can come first, from the title).
  await expect.poll(async () => (await page.locator('main').innerText()).length).toBeGreaterThan(300);
  expect(await page.locator('main').innerText()).not.toMatch(/This page will|Diese Seite wird|\{\{/);
}

describe('content pages', () => {
  for (const locale of ['en-US', 'de-DE'] as const) {
    const language = locale === 'de-DE' ? 'de' : 'en';
    it(`shows real content on every content route, accessible (${language})`, async () => {
      const { context, page } = await newVisitor(browser, { locale });
      for (const route of ROUTES) {
        await page.goto(`${baseUrl()}${route.path}`);
        await expectContent(page, route[language]);
        await expectAccessible(page);
      }
      await context.close();
    });
  }

  it('shows the legal pages with their last-changed date and the operator in the imprint', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/terms/general`);
    await expect.poll(() => page.getByText(/^Last changed on \d{1,2} \w+ \d{4}$/).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: '5. Right of withdrawal for consumers' }).count()).toBe(1);
    await page.goto(`${baseUrl()}/imprint#privacy`);
    await expect.poll(() => page.getByText(/^Last changed on/).count()).toBe(3);
    expect(await page.locator('#imprint').innerText()).toContain('VAT ID (§ 27a UStG):');
    await screenshot(page, 'imprint-desktop-en');
    // The WHOIS privacy address opens the features page at its WHOIS privacy section.
    await page.goto(`${baseUrl()}/domain/whois/privacy`);
    const privacy = page.getByRole('heading', { name: 'WHOIS privacy', exact: true });
    await expect.poll(() => privacy.count()).toBe(1);
    await expect
      .poll(() =>
        privacy.evaluate(
          (element) => element.getBoundingClientRect().top < window.innerHeight && element.getBoundingClientRect().bottom > 0,
        ),
      )
      .toBe(true);
    await page.goto(`${baseUrl()}/domain/features`);
    await expect.poll(() => page.getByRole('heading', { name: 'Domain features', level: 1 }).count()).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A link inside a page moves within the app.
    await page.goto(`${baseUrl()}/cms/support`);
    await page.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/cms/faq`);
    await context.close();
  });

  it('offers the terms and the transfer form as PDF downloads', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'de-DE' });
    await page.goto(`${baseUrl()}/downloads`);
    const link = page.getByRole('link', { name: 'Allgemeine Geschäftsbedingungen (PDF)' });
    await expect.poll(() => link.count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('agb.pdf');
    const form = await page.request.get(
      `${baseUrl()}${await page.getByRole('link', { name: 'Formular zur Umzugsgenehmigung (PDF)' }).getAttribute('href')}`,
    );
    expect(form.status()).toBe(200);
    expect(form.headers()['content-type']).toBe('application/pdf');
    await context.close();
  });

  it('sends an abuse report, and shows what is wrong first', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newVisitor(browser, { viewport });
      await page.goto(`${baseUrl()}/cms/report-abuse`);
      const send = page.getByRole('button', { name: 'Send report' });
      await expect.poll(() => send.count()).toBe(1);
      await send.click();
      await expect.poll(() => page.getByText('Please fill in this field.').count()).toBe(4);
      await expectAccessible(page);
      await page.getByLabel('Your name').fill('Max Mustermann');
      await page.getByLabel('Your e-mail address').fill('max@example.org');
      await page.getByLabel('Domain concerned').fill('phish-bank.com');
      await page.getByLabel('Link to the evidence (optional)').fill('ftp://nope');
      await page.getByLabel('What did you observe?').fill('A copy of my bank login page asking for card numbers.');
      await send.click();
      await expect.poll(() => page.getByText('Please enter a web address starting with https:// or http://.').count()).toBe(1);
      await page.getByLabel('Link to the evidence (optional)').fill('https://phish-bank.com/login');
      await send.click();
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: /Your report AB-\d{8}-[0-9A-F]{6} has reached our abuse team/ })
            .count(),
        )
        .toBe(1);
      await screenshot(page, `report-abuse-sent-${viewport === PHONE ? 'phone' : 'desktop'}-en`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await context.close();
    }
  });
});
