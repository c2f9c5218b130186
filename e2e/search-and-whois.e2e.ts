import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, expectKeyboardReachable, launchBrowser, newVisitor, PHONE, screenshot } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The cookie notice covers the bottom of the page; a returning visitor has accepted it. */
async function acceptCookies(page: Page, label: 'Accept' | 'Akzeptieren' = 'Accept') {
  const accept = page.getByRole('button', { name: label, exact: true });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

const resultRow = (page: Page, domain: string) =>
  page.getByRole('list', { name: /Search results|Suchergebnisse/ }).locator(`li[data-domain="${domain}"]`);

async function noHorizontalScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('domain search', () => {
  it('searches from the home page in English and shows the results as they stream in', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/home`);
    await acceptCookies(page);
    const search = page.getByRole('searchbox', { name: /^Domain name/ });
    // A typed .swiss name comes first, and that registry answers slowly: the other rows arrive before it.
    await search.fill('  zq-stream-en.swiss ');
    await search.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/domain/search/zq-stream-en.swiss');
    await expect.poll(() => page.getByRole('heading', { name: 'Results for zq-stream-en.swiss' }).count()).toBe(1);
    await expect.poll(() => resultRow(page, 'zq-stream-en.com').getByText('Available').count()).toBe(1);
    expect(await resultRow(page, 'zq-stream-en.swiss').getByText('Checking availability…').count()).toBe(1);
    expect(await page.getByText(/^\d+ of 10 checked$/).count()).toBe(1);
    expect(await page.getByRole('progressbar', { name: 'Availability check' }).count()).toBe(1);
    await screenshot(page, 'search-streaming-en-desktop');

    await expect.poll(() => resultRow(page, 'zq-stream-en.swiss').getByText('Available').count(), { timeout: 5000 }).toBe(1);
    await expect.poll(() => page.getByText('All 10 names checked').count()).toBe(1);
    // Sorted by position, whatever the order of the answers.
    const order = await page
      .getByRole('list', { name: 'Search results' })
      .locator('li')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-domain')));
    expect(order.slice(0, 3)).toEqual(['zq-stream-en.swiss', 'zq-stream-en.com', 'zq-stream-en.de']);
    expect(await resultRow(page, 'zq-stream-en.com').getByRole('button', { name: 'Add to cart: zq-stream-en.com' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Search results' }).locator('li').count()).toBe(20);
    await expect.poll(() => page.getByText('All 20 names checked').count(), { timeout: 5000 }).toBe(1);
    await expect.poll(() => page.getByRole('list', { name: 'Suggestions' }).locator('li').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await expectKeyboardReachable(page);
    await screenshot(page, 'search-en-desktop');
    await context.close();
  });

  it('searches in German on a phone, with taken and premium names', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'de-DE', viewport: PHONE });
    await page.goto(`${baseUrl()}/home`);
    await acceptCookies(page, 'Akzeptieren');
    await page.getByRole('searchbox', { name: /^Domainname/ }).fill('hotel.com');
    await page.getByRole('button', { name: 'Domain registrieren' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Ergebnisse für hotel.com' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Alle 10 Namen geprüft').count(), { timeout: 5000 }).toBe(1);
    expect(await resultRow(page, 'hotel.com').getByText('Vergeben').count()).toBe(1);
    expect(await resultRow(page, 'hotel.com').getByRole('link', { name: 'WHOIS von hotel.com' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Vorschläge' }).count()).toBe(1);
    await expectAccessible(page);
    await noHorizontalScroll(page, PHONE.width);
    await screenshot(page, 'search-de-phone');

    // A premium name shows its word and its price.
    await page.goto(`${baseUrl()}/domain/search/hotel.shop`);
    await expect.poll(() => resultRow(page, 'hotel.shop').getByText('Premium').count(), { timeout: 5000 }).toBe(1);
    expect(
      await resultRow(page, 'hotel.shop')
        .getByText(/\d+,\d\d\s€/)
        .count(),
    ).toBeGreaterThan(0);
    await context.close();
  });

  it('adds a name to the cart and removes it again', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/domain/search/zq-cart-e2e.com`);
    await acceptCookies(page);
    const add = page.getByRole('button', { name: 'Add to cart: zq-cart-e2e.com' });
    await expect.poll(() => add.count(), { timeout: 5000 }).toBe(1);
    await add.click();
    // The button keeps focus and shows that the call runs; the cart answers in about a second. The
    // list renders from a deferred copy of the results (decision 040), but a row reads its cart
    // mark from the current state, so the busy state comes with the click itself.
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    const remove = page.getByRole('button', { name: 'Remove from cart: zq-cart-e2e.com' });
    await expect.poll(() => remove.count(), { timeout: 10_000 }).toBe(1);
    expect(await resultRow(page, 'zq-cart-e2e.com').getByText('In cart').count()).toBe(1);
    // The header's cart badge follows.
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 1 item' }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const carts = async () => (await (await page.request.get(`${baseUrl()}/api/v1/cart/list/all`)).json()).result.register.count as number;
    expect(await carts()).toBe(1);
    await expectAccessible(page);

    await remove.click();
    await expect.poll(() => add.count(), { timeout: 10_000 }).toBe(1);
    expect(await resultRow(page, 'zq-cart-e2e.com').getByText('Available').count()).toBe(1);
    await expect.poll(carts, { timeout: 10_000 }).toBe(0);

    // A reload shows names already in the cart as in the cart.
    await add.click();
    await expect.poll(() => remove.count(), { timeout: 10_000 }).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Remove from cart: zq-cart-e2e.com' }).count(), { timeout: 10_000 }).toBe(1);
    await context.close();
  });

  it('asks for the language of a name with an umlaut', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/home`);
    await acceptCookies(page);
    await page.getByRole('searchbox', { name: /^Domain name/ }).fill('müller-e2e');
    await page.getByRole('button', { name: 'Register domain' }).click();
    const dialog = page.getByRole('dialog', { name: 'Language of the domain name' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const language = dialog.getByRole('combobox', { name: 'Language' });
    await expect.poll(() => language.inputValue()).toBe('de');
    expect(await dialog.getByRole('button', { name: 'Close language selection' }).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'idn-picker-en-desktop');
    await dialog.getByRole('button', { name: 'Continue search' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/domain/search/m%C3%BCller-e2e?language=de`);
    await expect.poll(() => resultRow(page, 'xn--mller-e2e-q9a.de').getByText('müller-e2e.de').count(), { timeout: 5000 }).toBe(1);
    await expect.poll(() => resultRow(page, 'xn--mller-e2e-q9a.de').getByText('Available').count(), { timeout: 5000 }).toBe(1);
    await context.close();
  });

  it('says "Max 80 characters" for a long term', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/home`);
    await page.getByRole('searchbox', { name: /^Domain name/ }).fill('a'.repeat(81));
    await expect.poll(() => page.getByText('Max 80 characters').count()).toBe(1);
    await page.getByRole('button', { name: 'Register domain' }).click();
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();
  });
});

describe('WHOIS', () => {
  it('opens a WHOIS result from the home page box', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/home`);
    await acceptCookies(page);
    const box = page.getByRole('search', { name: 'WHOIS lookup' });
    // The box sits below the fold and loads as the visitor scrolls towards it.
    for (let step = 0; step < 20 && (await box.count()) === 0; step++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(150);
    }
    await box.getByRole('button', { name: 'Look up' }).click();
    await expect.poll(() => box.getByText('Invalid whois query!').count()).toBe(1);
    await box.getByRole('searchbox', { name: 'Domain to look up' }).fill(' shop.com ');
    await box.getByRole('button', { name: 'Look up' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/domain/whois/shop.com');
    await expect.poll(() => page.getByRole('heading', { name: 'shop.com' }).count()).toBe(1);
    expect(await page.getByRole('term').filter({ hasText: 'Registrar' }).count()).toBe(1);
    expect(await page.getByText('Registered on').count()).toBe(1);
    expect(await page.getByText(/are withheld/).count()).toBe(1);
    await page.getByText('Show the WHOIS answer as text').click();
    await expect.poll(() => page.locator('pre').textContent()).toContain('Domain Name: SHOP.COM');
    await expectAccessible(page);
    await expectKeyboardReachable(page);
    await screenshot(page, 'whois-en-desktop');
    await context.close();
  });

  it('shows a free name in German on a phone and leads to its search', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'de-DE', viewport: PHONE });
    await page.goto(`${baseUrl()}/domain/whois/zq-free-whois.de`);
    await acceptCookies(page, 'Akzeptieren');
    await expect
      .poll(() => page.getByText('zq-free-whois.de ist nicht registriert. Sie können die Domain jetzt registrieren.').count())
      .toBe(1);
    await expectAccessible(page);
    await noHorizontalScroll(page, PHONE.width);
    await page.getByRole('link', { name: 'Suchen und registrieren' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/domain/search/zq-free-whois.de');

    await page.goto(`${baseUrl()}/domain/whois/hotel.de`);
    await expect.poll(() => page.getByText('Registriert am').count()).toBe(1);
    await noHorizontalScroll(page, PHONE.width);
    await screenshot(page, 'whois-de-phone');
    await context.close();
  });
});
