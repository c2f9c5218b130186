import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PremiumExpiringItem } from '@common/api/premium.contract';
import { snackbar } from '@web/lib/app-snackbar';
import { renderWithApp } from '@web/test/render';
import { PremiumList, type PremiumFilters } from './premium-list';

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

const price = (total: number) => ({
  total,
  retail: total,
  vat: 0,
  display_total: `€${(total / 100).toFixed(2)}`,
  currency: 'EUR' as const,
});

function item(domain: string, overrides: Partial<PremiumExpiringItem> = {}): PremiumExpiringItem {
  return {
    kind: 'premium',
    domain,
    domain_utf8: domain,
    tld: domain.split('.')[1],
    price: price(11_881),
    renewal: price(4_700),
    release_at: null,
    registry_status: null,
    available: true,
    in_cart: false,
    ...overrides,
  };
}

const DROPPING = item('dropping.com', {
  kind: 'expiring',
  available: false,
  release_at: '2026-12-20T10:00:00.000Z',
  registry_status: 'pending-delete',
  price: price(1_190),
  renewal: price(1_190),
});

function mockFetch(
  answer: (
    path: string,
    query: Record<string, string>,
    method: string,
  ) => { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number },
) {
  const calls: Array<{ path: string; method: string; query: Record<string, string> }> = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const path = url.pathname.replace('/api/v1', '');
    const query = Object.fromEntries(url.searchParams);
    calls.push({ path, method: init?.method ?? 'GET', query });
    const { httpStatus = 200, ...envelope } = answer(path, query, init?.method ?? 'GET');
    return new Response(JSON.stringify({ result: null, errors: [], ...envelope }), {
      status: httpStatus,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

const FILTERS: PremiumFilters = { kind: 'all', tld: null, page: 1 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PremiumList', () => {
  it('offers premium names to the cart and shows the release date of a name still held', async () => {
    let inCart = false;
    const calls = mockFetch((path) => {
      if (path === '/domain/premium-and-expiring')
        return {
          success: true,
          result: {
            items: [item('shop.io', { in_cart: inCart }), DROPPING],
            total: 2,
            premium_total: 1,
            expiring_total: 1,
            page: 1,
            per_page: 20,
          },
        };
      if (path === '/cart/add/domain/shop.io') {
        inCart = true;
        return { success: true, result: { items: {}, count: 1 } };
      }
      return { success: true, result: { tlds: [], localization: {} } };
    });
    renderWithApp(<PremiumList filters={FILTERS} onChange={() => {}} />, { path: '/domain/premium-and-expiring' });
    const premium = (await screen.findByText('shop.io')).closest('li')!;
    expect(within(premium).getByText('Premium')).toBeTruthy();
    expect(within(premium).getByText('€118.81')).toBeTruthy();

    const dropping = screen.getByText('dropping.com').closest('li')!;
    expect(within(dropping).getByText('Pending delete')).toBeTruthy();
    expect(within(dropping).getByText('Free from Dec 20, 2026')).toBeTruthy();
    expect(within(dropping).queryByRole('button')).toBeNull();

    fireEvent.click(within(premium).getByRole('button', { name: 'Add shop.io to the cart' }));
    expect(await within(premium).findByRole('link', { name: 'shop.io is in the cart: go to the cart' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/cart/add/domain/shop.io']);
  });

  it('names an internationalized domain in Unicode in the snackbar after adding it', async () => {
    vi.mocked(snackbar.success).mockClear();
    const calls = mockFetch((path) => {
      if (path === '/domain/premium-and-expiring')
        return {
          success: true,
          result: {
            items: [item('xn--mnchen-3ya.de', { domain_utf8: 'münchen.de' })],
            total: 1,
            premium_total: 1,
            expiring_total: 0,
            page: 1,
            per_page: 20,
          },
        };
      if (path === '/cart/add/domain/xn--mnchen-3ya.de') return { success: true, result: { items: {}, count: 1 } };
      return { success: true, result: { tlds: [], localization: {} } };
    });
    renderWithApp(<PremiumList filters={FILTERS} onChange={() => {}} />, { path: '/domain/premium-and-expiring' });
    const row = (await screen.findByText('münchen.de')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Add münchen.de to the cart' }));
    await waitFor(() => expect(snackbar.success).toHaveBeenCalled());
    expect(vi.mocked(snackbar.success).mock.calls[0][0]).toContain('münchen.de');
    expect(vi.mocked(snackbar.success).mock.calls[0][0]).not.toContain('xn--');
    expect(calls.some((call) => call.path === '/cart/add/domain/xn--mnchen-3ya.de')).toBe(true);
  });

  it('asks with the filters and shows the empty state', async () => {
    const calls = mockFetch((path) =>
      path === '/domain/premium-and-expiring'
        ? { success: true, result: { items: [], total: 0, premium_total: 0, expiring_total: 0, page: 1, per_page: 20 } }
        : { success: true, result: { tlds: [] } },
    );
    renderWithApp(<PremiumList filters={{ kind: 'expiring', tld: 'com', page: 2 }} onChange={() => {}} />, {
      path: '/domain/premium-and-expiring',
    });
    expect(await screen.findByText('No names match these filters at the moment.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/domain/premium-and-expiring')?.query).toMatchObject({
      kind: 'expiring',
      tld: 'com',
      page: '2',
      per_page: '20',
    });
  });

  it('shows a failed load with the catalogue message and a retry', async () => {
    mockFetch((path) =>
      path === '/domain/premium-and-expiring'
        ? { success: false, httpStatus: 400, errors: [{ code: 1055 }] }
        : { success: true, result: { tlds: [] } },
    );
    renderWithApp(<PremiumList filters={FILTERS} onChange={() => {}} />, { path: '/domain/premium-and-expiring' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The names could not be loaded.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('changes the kind and the TLD from page 1', async () => {
    mockFetch((path) =>
      path === '/domain/premium-and-expiring'
        ? { success: true, result: { items: [item('a.io')], total: 1, premium_total: 1, expiring_total: 0, page: 1, per_page: 20 } }
        : { success: true, result: { tlds: [{ tld: 'io', tld_utf8: 'io' }] } },
    );
    const onChange = vi.fn();
    renderWithApp(<PremiumList filters={{ ...FILTERS, page: 3 }} onChange={onChange} />, { path: '/domain/premium-and-expiring' });
    await screen.findByText('a.io');
    fireEvent.click(screen.getByText('Expiring'));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'expiring', tld: null, page: 1 });
    await screen.findByRole('option', { name: '.io' });
    fireEvent.change(screen.getByLabelText('Domain ending'), { target: { value: 'io' } });
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'all', tld: 'io', page: 1 });
  });
});
