import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, expectFitsWidth, launchBrowser, newVisitor, PHONE, screenshot, SMALL_PHONE } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

const resultRow = (page: Page, domain: string) => page.getByRole('list', { name: /Search results/ }).locator(`li[data-domain="${domain}"]`);
const domainGroup = (page: Page, domain: string) => page.getByRole('group', { name: domain, exact: true });
const totalText = async (page: Page) => (await page.getByRole('group', { name: 'Total of Registrations' }).last().textContent()) ?? '';

describe('the register cart', () => {
  it('goes from the search through the popup to the overview, where period, mailbox, coupon and removal are kept over a reload', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/domain/search/zq-cart-flow.com`);
    await acceptCookies(page);

    // Two names into the cart from the search results.
    for (const name of ['zq-cart-flow.com', 'zq-cart-flow.net']) {
      const add = page.getByRole('button', { name: `Add to cart: ${name}` });
      await expect.poll(() => add.count(), { timeout: 10_000 }).toBe(1);
      await add.click();
      await expect.poll(() => resultRow(page, name).getByText('In cart').count(), { timeout: 10_000 }).toBe(1);
    }
    const badge = page.getByRole('link', { name: 'Cart, 2 items' });
    await expect.poll(() => badge.count(), { timeout: 10_000 }).toBe(1);

    // The popup opened by itself when the count rose; the badge closes and opens it again.
    const popup = page.getByRole('dialog', { name: 'Cart' });
    if (await popup.isVisible()) await badge.click();
    await expect.poll(() => popup.isVisible()).toBe(false);
    await badge.click();
    await expect
      .poll(() => popup.getByRole('region', { name: 'Registrations' }).getByText('zq-cart-flow.net').count(), { timeout: 10_000 })
      .toBe(1);
    expect(await popup.getByRole('region', { name: 'Renewals' }).getByText('Nothing in this part of the cart.').count()).toBe(1);
    expect(await popup.getByRole('region', { name: 'Restores (RGP)' }).count()).toBe(1);
    expect(await popup.getByRole('group', { name: 'Total of Registrations' }).textContent()).toContain('VAT (19%)');
    // Opening by the user moves the focus to the register part.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Registrations');
    await expectAccessible(page);
    await screenshot(page, 'cart-popup-desktop');

    await popup.getByRole('link', { name: 'Check out registrations' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cart/overview');
    await expect.poll(() => domainGroup(page, 'zq-cart-flow.com').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => popup.isVisible()).toBe(false);
    await expectAccessible(page);

    // A longer period for the .com name: its line and the total follow the server's answer.
    const before = await totalText(page);
    const com = domainGroup(page, 'zq-cart-flow.com');
    await com.getByRole('combobox', { name: 'Period' }).selectOption('3');
    await expect.poll(() => com.getByText('Domain registration zq-cart-flow.com, 3 years').count(), { timeout: 10_000 }).toBe(1);
    expect(await totalText(page)).not.toBe(before);

    // A mailbox for the .com name.
    await com.getByRole('textbox', { name: /Mailbox name/ }).fill('team');
    await com.getByRole('combobox', { name: 'Mailbox type' }).selectOption('2');
    await com.getByRole('button', { name: 'Add mailbox' }).click();
    await expect.poll(() => com.getByText('team@zq-cart-flow.com').count(), { timeout: 10_000 }).toBe(1);

    // A wrong coupon is refused in words; a demo coupon takes 10 % off.
    const code = page.getByRole('textbox', { name: 'Coupon code' });
    await code.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText('There is no coupon with this code.').count(), { timeout: 10_000 }).toBe(1);
    await code.fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => page.getByText('Coupon WELCOME10: 10% off the whole order, once per customer').count(), { timeout: 10_000 })
      .toBe(1);
    await expectAccessible(page);

    // The .net name leaves the cart.
    await page.getByRole('button', { name: 'Remove zq-cart-flow.net' }).click();
    await expect.poll(() => domainGroup(page, 'zq-cart-flow.net').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 1 item' }).count(), { timeout: 10_000 }).toBe(1);
    const kept = await totalText(page);
    await screenshot(page, 'cart-overview-desktop');

    // A reload shows the same cart: the server has it.
    await page.reload();
    await expect.poll(() => domainGroup(page, 'zq-cart-flow.com').count(), { timeout: 10_000 }).toBe(1);
    expect(await domainGroup(page, 'zq-cart-flow.net').count()).toBe(0);
    const reloaded = domainGroup(page, 'zq-cart-flow.com');
    expect(await reloaded.getByRole('combobox', { name: 'Period' }).inputValue()).toBe('3');
    expect(await reloaded.getByText('team@zq-cart-flow.com').count()).toBe(1);
    expect(await reloaded.getByRole('combobox', { name: 'Type of team@zq-cart-flow.com' }).inputValue()).toBe('2');
    expect(await page.getByText('Coupon WELCOME10: 10% off the whole order, once per customer').count()).toBe(1);
    expect(await totalText(page)).toBe(kept);
    expect(await page.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe('/cart/checkout');
    await expectAccessible(page);
    await context.close();
  });

  it('fits a phone: the popup and the overview without sideways scrolling, in German', async () => {
    const { context, page } = await newVisitor(browser, { viewport: PHONE, locale: 'de-DE' });
    await page.goto(`${baseUrl()}/domain/search/zq-cart-phone.com`);
    const accept = page.getByRole('button', { name: 'Akzeptieren', exact: true });
    if (await accept.isVisible().catch(() => false)) await accept.click();
    const add = page.getByRole('button', { name: 'In den Warenkorb: zq-cart-phone.com' });
    await expect.poll(() => add.count(), { timeout: 10_000 }).toBe(1);
    await add.click();
    const popup = page.getByRole('dialog', { name: 'Ihr Warenkorb' });
    // The count rose: the popup opens by itself, without taking the focus.
    await expect
      .poll(() => popup.getByRole('region', { name: 'Registrierungen' }).getByText('zq-cart-phone.com').count(), { timeout: 10_000 })
      .toBe(1);
    expect(await popup.getByRole('group', { name: 'Summe der Registrierungen' }).textContent()).toContain('MwSt. (19 %)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'cart-popup-phone-de');
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);

    await page.goto(`${baseUrl()}/cart/overview`);
    await expect.poll(() => domainGroup(page, 'zq-cart-phone.com').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Postfach hinzufügen' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'cart-overview-phone-de');
    await page.setViewportSize(SMALL_PHONE);
    await expectFitsWidth(page);
    await context.close();
  });
});
