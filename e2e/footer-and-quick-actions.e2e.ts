import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, newVisitor, PHONE, screenshot } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAYMENT_METHODS = ['PayPal', 'Mastercard', 'American Express', 'Visa', 'Diners Club', 'Apple Pay', 'Klarna'];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'element has a box').not.toBeNull();
  return found!;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('footer and quick actions (spec §2.3)', () => {
  it('shows the payment logos as loaded images leading to the payment methods, the certification, the operator and the legal links', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/home`);
    const footer = page.locator('footer');
    const payment = footer.getByRole('region', { name: 'Payment methods' });
    await expect.poll(() => payment.getByRole('img').count(), { timeout: 10_000 }).toBe(PAYMENT_METHODS.length);
    for (const name of PAYMENT_METHODS) {
      const logo = payment.getByRole('img', { name, exact: true });
      await logo.scrollIntoViewIfNeeded();
      // The SVG really arrived from the shop's static files.
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      expect(await payment.getByRole('link', { name, exact: true }).getAttribute('href')).toBe('/cms/payment-methods');
    }
    const certification = footer.getByRole('link', { name: 'Accredited domain registrar (example)' });
    expect(await certification.getAttribute('href')).toBe('https://www.icann.org/');
    expect(await certification.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await footer.getByRole('link', { name: 'Example Domains GmbH (example operator)' }).getAttribute('href')).toBe(
      'https://www.example.com/',
    );
    const legal = footer.getByRole('navigation', { name: 'Legal and contact' });
    for (const [name, href] of [
      ['Terms and conditions', '/terms/general'],
      ['Imprint', '/imprint'],
      ['Privacy', '/imprint#privacy'],
      ['Accessibility', '/imprint#accessibility'],
      ['Contact', '/cms/support'],
    ]) {
      expect(await legal.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    await payment.getByRole('link', { name: 'Visa', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cms/payment-methods');
    await expectAccessible(page);
    await context.close();
  });

  it('opens the quick actions with the keyboard, moves with the arrow keys, closes with Escape and follows an action', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/domain/prices`);
    const button = page.getByRole('button', { name: 'Quick actions' });
    await button.focus();
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    await page.keyboard.press('ArrowUp');
    const menu = page.getByRole('menu', { name: 'Quick actions' });
    // The list loads on first use.
    await expect.poll(() => menu.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 5_000 }).toBe('Support');
    await expectAccessible(page);
    await page.keyboard.press('Home');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Search domains');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Renew domains');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count(), { timeout: 5_000 }).toBe(0);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 5_000 }).toBe('Search domains');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/cart/overview');
    // On every page: the cart overview has it too.
    await expect.poll(() => page.getByRole('button', { name: 'Quick actions' }).count(), { timeout: 10_000 }).toBe(1);
    await context.close();
  });

  it('on a phone covers neither the end of the footer nor the cookie notice, and keeps a focused link in view', async () => {
    const { context, page } = await newVisitor(browser, { viewport: PHONE });
    await page.goto(`${baseUrl()}/home`);
    const button = page.getByRole('button', { name: 'Quick actions' });
    const accept = page.getByRole('button', { name: 'Accept' });
    await expect.poll(() => accept.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(overlaps(await box(button), await box(accept))).toBe(false);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.locator('footer').getByText(/All rights reserved/);
    await expect.poll(async () => overlaps(await box(button), await box(copyright))).toBe(false);
    for (const name of ['Contact', 'Imprint']) {
      expect(overlaps(await box(button), await box(page.locator('footer').getByRole('link', { name, exact: true })))).toBe(false);
    }

    // A link reached with Tab scrolls above the dock, not behind it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const contact = page.locator('footer').getByRole('link', { name: 'Contact', exact: true });
    await contact.focus();
    await expect.poll(async () => overlaps(await box(contact), await box(button))).toBe(false);
    await expectAccessible(page);
    await screenshot(page, 'footer-quick-actions-phone');
    await context.close();
  });
});
