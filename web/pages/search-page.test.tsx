import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { CHECK_STREAM_END, CHECK_STREAM_START, type CheckedDomain, type CheckSegment, type SearchResult } from '@common/api/domain-results';
import { clearDomainSearchState, getDomainSearchState } from '@web/features/domain-search/search-state';
import { renderWithApp } from '@web/test/render';
import { SearchPage } from './search-page';

// The lists render from a deferred copy of the results (decision 040), in a transition that a busy
// machine stretches past Testing Library's default second: the finds wait up to five, the tests up to twenty.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const TLDS = ['com', 'de', 'net', 'org', 'eu', 'info', 'io', 'at', 'ch', 'app', 'shop', 'online'];
const search: SearchResult = {
  term: 'shop.com',
  sld: 'shop',
  sld_utf8: 'shop',
  language: null,
  domains: TLDS.map((tld, position) => ({ domain: `shop.${tld}`, domain_utf8: `shop.${tld}`, tld, position })),
};

function price(display: string) {
  return { total: 345, retail: 290, vat: 55, display_total: display, currency: 'EUR' as const };
}

function answer(domain: string, status: number): CheckedDomain {
  return {
    type: 'result',
    domain,
    domain_utf8: domain,
    status,
    available: status === 4,
    reason: status === 4 ? null : 'registered',
    premium: false,
    price: price('€3.45'),
    renewal: price('€10.59'),
    checked: true,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake shop API whose check streams are fed by the test. */
function fakeShop(options: { suggestions?: 'error' | CheckedDomain[]; addFails?: boolean; removeGone?: boolean } = {}) {
  const streams: Array<{ domains: string[]; push: (segment: CheckSegment) => void; close: () => void }> = [];
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const path = url.pathname.replace('/api/v1', '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '/domain/search') return json({ success: true, result: search, errors: [] });
    if (path === '/domain/check') {
      const body = JSON.parse(String(init?.body)) as { domains: string[] };
      const encoder = new TextEncoder();
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      streams.push({
        domains: body.domains,
        push: (segment) => controller.enqueue(encoder.encode(`${CHECK_STREAM_START}${JSON.stringify(segment)}${CHECK_STREAM_END}\n`)),
        close: () => controller.close(),
      });
      return new Response(stream, { headers: { 'Content-Type': 'text/plain' } });
    }
    if (path.startsWith('/domain/suggestions/')) {
      return options.suggestions === 'error'
        ? json(
            {
              success: false,
              result: null,
              errors: [{ code: 1060, message: 'The registry does not answer at the moment. Please try again in a few minutes.' }],
            },
            503,
          )
        : json({ success: true, result: options.suggestions ?? [], errors: [] });
    }
    if (path.startsWith('/cart/add/domain/')) {
      return options.addFails
        ? json({ success: false, result: null, errors: [{ code: 1005, message: 'Parameter value syntax error' }] }, 400)
        : json({ success: true, result: { items: {}, count: 1 }, errors: [] });
    }
    if (path.startsWith('/cart/remove/domain/'))
      return options.removeGone
        ? json({ success: false, result: null, errors: [{ code: 1072, message: 'This item is not in the cart (any more).' }] }, 404)
        : json({ success: true, result: { items: {}, count: 0 }, errors: [] });
    return json({ success: false, result: null, errors: [{ code: 1040, message: 'not found' }] }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { streams, calls };
}

function renderPage(path = '/domain/search/shop.com') {
  return renderWithApp(
    <Routes>
      <Route path="/domain/search/:term" element={<SearchPage />} />
      <Route path="/domain/search" element={<SearchPage />} />
    </Routes>,
    { path },
  );
}

const results = () => screen.getByRole('list', { name: 'Search results' });
const row = (domain: string) => results().querySelector(`[data-domain="${domain}"]`) as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  clearDomainSearchState();
});

describe('SearchPage', () => {
  it('streams the check of the first 10 positions and shows each answer as it arrives', async () => {
    const shop = fakeShop();
    renderPage();
    await waitFor(() => expect(shop.streams).toHaveLength(1));
    expect(shop.streams[0].domains).toEqual(TLDS.slice(0, 10).map((tld) => `shop.${tld}`));
    // The list renders from a deferred copy of the results, so it may follow the request.
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(10));
    expect(within(results()).getAllByText('Checking availability…')).toHaveLength(10);
    expect(screen.getByText('0 of 10 checked')).toBeTruthy();

    shop.streams[0].push(answer('shop.eu', 4));
    await waitFor(() => expect(within(row('shop.eu')).getByText('Available')).toBeTruthy());
    expect(within(row('shop.eu')).getByText('€3.45')).toBeTruthy();
    expect(within(row('shop.eu')).getByText('first year, then €10.59/year')).toBeTruthy();
    expect(screen.getByText('1 of 10 checked')).toBeTruthy();
    shop.streams[0].push(answer('shop.com', 0));
    await waitFor(() => expect(within(row('shop.com')).getByText('Taken')).toBeTruthy());
    expect(within(row('shop.com')).getByRole('link', { name: 'WHOIS of shop.com' })).toBeTruthy();
    // The search state holds the list, so that the navigation rules clear it.
    expect(getDomainSearchState()).toMatchObject({ pattern: 'shop.com', listType: 'search' });
  });

  it('adds a name to the cart, removes it again, and loads 10 more positions', async () => {
    const shop = fakeShop();
    renderPage();
    await waitFor(() => expect(shop.streams).toHaveLength(1));
    shop.streams[0].push(answer('shop.eu', 4));
    shop.streams[0].push({ type: 'summary', checked: 1, available: 1, unchecked: [] });
    shop.streams[0].close();

    const add = await screen.findByRole('button', { name: 'Add to cart: shop.eu' });
    fireEvent.click(add);
    // The rows render from a deferred copy of the results, but the cart mark is read at once: the
    // button is busy in the click's own render.
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(row('shop.eu').getAttribute('aria-busy')).toBe('true');
    const remove = await screen.findByRole('button', { name: 'Remove from cart: shop.eu' });
    expect(within(row('shop.eu')).getByText('In cart')).toBeTruthy();
    expect(shop.calls).toContain('POST /cart/add/domain/shop.eu');

    fireEvent.click(remove);
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await screen.findByRole('button', { name: 'Add to cart: shop.eu' });
    expect(within(row('shop.eu')).getByText('Available')).toBeTruthy();
    expect(shop.calls).toContain('POST /cart/remove/domain/shop.eu');

    // The rest of the first check never answered: those names show as not checked.
    await waitFor(() => expect(within(row('shop.com')).getByText('Not checked')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(shop.streams).toHaveLength(2));
    expect(shop.streams[1].domains).toEqual(['shop.shop', 'shop.online']);
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(12));
  });

  it('shows a name as out of the cart when the cart no longer holds it (1072, removed in another tab)', async () => {
    const shop = fakeShop({ removeGone: true });
    renderPage();
    await waitFor(() => expect(shop.streams).toHaveLength(1));
    shop.streams[0].push(answer('shop.eu', 4));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: shop.eu' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from cart: shop.eu' }));
    await screen.findByRole('button', { name: 'Add to cart: shop.eu' });
    expect(within(row('shop.eu')).getByText('Available')).toBeTruthy();
    expect(shop.calls).toContain('POST /cart/remove/domain/shop.eu');
  });

  it('keeps a name available when adding it fails', async () => {
    const shop = fakeShop({ addFails: true });
    renderPage();
    await waitFor(() => expect(shop.streams).toHaveLength(1));
    shop.streams[0].push(answer('shop.eu', 4));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: shop.eu' }));
    await waitFor(() => expect(shop.calls).toContain('POST /cart/add/domain/shop.eu'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart: shop.eu' }).getAttribute('aria-disabled')).toBeNull());
    expect(within(row('shop.eu')).getByText('Available')).toBeTruthy();
  });

  it('shows the suggestions, or their first error', async () => {
    const shop = fakeShop({ suggestions: [answer('myshop.com', 4)] });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Suggestions' });
    expect(within(list).getByText('myshop.com')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Add to cart: myshop.com' })).toBeTruthy();
    expect(shop.calls.some((call) => call.startsWith('GET /domain/suggestions/shop.com'))).toBe(true);
  });

  it('shows the first error of failed suggestions', async () => {
    fakeShop({ suggestions: 'error' });
    renderPage();
    expect(await screen.findByText('The registry does not answer at the moment. Please try again in a few minutes.')).toBeTruthy();
  });

  it('says so when there are no suggestions', async () => {
    fakeShop({ suggestions: [] });
    renderPage();
    expect(await screen.findByText('We found no available alternatives for this name.')).toBeTruthy();
  });

  it('shows the first error of a failed search in place of the results', async () => {
    vi.stubGlobal('fetch', async () =>
      json(
        {
          success: false,
          result: null,
          errors: [
            { code: 1055, message: 'We do not offer this domain ending.' },
            { code: 1, message: 'second' },
          ],
        },
        400,
      ),
    );
    renderPage('/domain/search/shop.zzz');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We do not offer this domain ending.');
    expect(alert.textContent).not.toContain('second');
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });

  it('offers the language picker when the server asks for the language of the term', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://shop.test').pathname;
      if (path === '/api/v1/config/idn-languages')
        return json({ success: true, result: [{ label: 'German', value: 'de', defaultLanguage: true }], errors: [] });
      return json(
        { success: false, result: null, errors: [{ code: 1053, message: 'Please choose the language of the domain name.' }] },
        400,
      );
    });
    renderPage('/domain/search/m%C3%BCller');
    expect((await screen.findByRole('alert')).textContent).toContain('Please choose the language of the domain name.');
    fireEvent.click(screen.getByRole('button', { name: 'Choose the language' }));
    expect(await screen.findByRole('dialog', { name: 'Language of the domain name' }, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'de'));
  });

  it('shows the search box alone without a term', () => {
    const shop = fakeShop();
    renderPage('/domain/search');
    expect(screen.getByRole('searchbox', { name: /Domain name/ })).toBeTruthy();
    expect(shop.calls).toEqual([]);
  });
});
