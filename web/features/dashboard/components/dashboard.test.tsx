import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerDomainView } from '@common/api/customer-domain.contract';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import { i18n } from '@web/i18n/i18n';
import { demoUser, renderWithApp, visitorSession } from '@web/test/render';
import { queryKeys } from '@web/lib/query-keys';
import { Dashboard } from './dashboard';

const customer = (overrides: Parameters<typeof demoUser>[0] = {}) => visitorSession({ authenticated: true, user: demoUser(overrides) });

const ZERO = {
  all: 0,
  locked: 0,
  auto_renew_off: 0,
  active: 0,
  expiring: 0,
  grace: 0,
  expired: 0,
  redemption: 0,
  'pending-delete': 0,
  'pending-transfer': 0,
};

function domain(name: string, overrides: Partial<CustomerDomainView> = {}): CustomerDomainView {
  return {
    domain: name,
    domain_utf8: name,
    status: 'active',
    registered_at: '2026-01-01T10:00:00.000Z',
    expires_at: '2026-12-05T10:00:00.000Z',
    auto_renew: true,
    privacy: false,
    transfer_lock: false,
    transfer_locked_until: null,
    suspended: null,
    nameservers: [],
    ...overrides,
  };
}

type Answer = { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number };
interface Call {
  path: string;
  query: Record<string, string>;
}

const emptyAnswers = (call: Call): Answer => {
  switch (call.path) {
    case '/domain/count':
      return { success: true, result: ZERO };
    case '/domain/list':
      return { success: true, result: { domains: [], total: 0, page: 1, per_page: 5 } };
    case '/domain/transfer/list':
      return { success: true, result: { transfers: [], total: 0, page: 1, per_page: 5 } };
    case '/user/orders':
      return { success: true, result: { orders: [], total: 0, page: 1, per_page: 3 } };
    case '/news/login':
      return { success: true, result: { items: [], total: 0, page: 1, per_page: 3 } };
    case '/price/promos':
      return { success: true, result: [] };
    case '/account/overview':
      return {
        success: true,
        result: {
          currency: 'EUR',
          balance: 12_345,
          balance_display: '€123.45',
          limit: 500_000,
          limit_display: '€5,000.00',
          minimum_top_up: 1000,
          minimum_top_up_display: '€10.00',
          deposits_allowed: true,
          low_balance_threshold: null,
          created_at: '2026-01-01T00:00:00.000Z',
        },
      };
    default:
      return { success: false, httpStatus: 404, errors: [{ code: 1004, message: 'Not found' }] };
  }
};

function mockFetch(answer: (call: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    const call = { path: url.pathname.replace('/api/v1', ''), query: Object.fromEntries(url.searchParams) };
    calls.push(call);
    const { httpStatus = 200, ...envelope } = answer(call);
    return new Response(JSON.stringify({ result: null, errors: [], ...envelope }), {
      status: httpStatus,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('Dashboard', () => {
  it('shows the designed empty state of every list of a new customer', async () => {
    mockFetch(emptyAnswers);
    renderWithApp(<Dashboard />, { session: customer(), path: '/user/dashboard' });
    expect(await within(card('Expiring within 30 days')).findByText(en.dashboard.lists.expiring.empty)).toBeTruthy();
    for (const [title, text] of [
      ['In auto-renew grace', en.dashboard.lists.grace.empty],
      ['In redemption', en.dashboard.lists.redemption.empty],
      ['Outgoing transfers', en.dashboard.lists.outgoing.empty],
      ['Incoming transfers', en.dashboard.incoming.empty],
      ['Latest orders', en.dashboard.orders.empty],
      ['Customer news', en.dashboard.news.empty],
      ['Offers', en.dashboard.offers.empty],
    ]) {
      expect(await within(card(title)).findByText(text), title).toBeTruthy();
    }
    await waitFor(() => expect(screen.getByTestId('count-all').textContent).toBe('0'));
    expect(screen.queryByText('Error')).toBeNull();
    // No prepaid account and no permission to open one: no payment card (spec §6).
    expect(screen.queryByRole('heading', { name: 'Prepaid balance' })).toBeNull();
  });

  it('shows a long name in a list in full, wrapped rather than cut off', async () => {
    const name = 'a-rather-long-bakery-name-in-redemption-archive.com';
    mockFetch((call) =>
      call.path === '/domain/list' && call.query.type === 'redemption'
        ? { success: true, result: { domains: [domain(name, { status: 'redemption' })], total: 1, page: 1, per_page: 5 } }
        : emptyAnswers(call),
    );
    renderWithApp(<Dashboard />, { session: customer(), path: '/user/dashboard' });
    const shown = await within(card('In redemption')).findByText(name, {}, { timeout: 3000 });
    expect(shown.hasAttribute('data-truncate')).toBe(false);
    expect(shown.style.overflowWrap).toBe('anywhere');
  });

  it('shows "Error" in the one list whose call failed, and the others load on their own', async () => {
    const calls = mockFetch((call) =>
      call.path === '/domain/list' && call.query.type === 'redemption'
        ? { success: false, httpStatus: 400, errors: [{ code: 1005 }] }
        : emptyAnswers(call),
    );
    renderWithApp(<Dashboard />, { session: customer(), path: '/user/dashboard' });
    const redemption = card('In redemption');
    expect(await within(redemption).findByText('Error')).toBeTruthy();
    expect(within(redemption).getByRole('alert', { name: 'In redemption: Error' })).toBeTruthy();
    expect(await within(card('In auto-renew grace')).findByText(en.dashboard.lists.grace.empty)).toBeTruthy();
    expect(screen.getAllByText('Error')).toHaveLength(1);

    // The retry asks again; now it answers.
    const before = calls.filter((call) => call.query.type === 'redemption').length;
    mockFetch((call) =>
      call.path === '/domain/list' && call.query.type === 'redemption'
        ? { success: true, result: { domains: [domain('gone.net', { status: 'redemption' })], total: 7, page: 1, per_page: 5 } }
        : emptyAnswers(call),
    );
    fireEvent.click(within(redemption).getByRole('button', { name: 'Try again' }));
    expect(await within(redemption).findByText('gone.net')).toBeTruthy();
    expect(within(redemption).getByText('In redemption', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(within(redemption).getByText('and 6 more')).toBeTruthy();
    expect(before).toBe(1);
    expect(within(redemption).getByRole('link', { name: 'Restore domains' }).getAttribute('href')).toBe('/domain/restore/rgp');
  });

  it('shows Error for incoming transfers while their list cannot be read', async () => {
    mockFetch((call) =>
      call.path === '/domain/transfer/list' ? { success: false, httpStatus: 404, errors: [{ code: 1004 }] } : emptyAnswers(call),
    );
    renderWithApp(<Dashboard />, { session: customer(), path: '/user/dashboard' });
    const incoming = card('Incoming transfers');
    expect(await within(incoming).findByText('Error')).toBeTruthy();
    expect(within(incoming).getByRole('link', { name: 'Pending transfers' }).getAttribute('href')).toBe('/user/domains_in_pending');
  });

  it('reads the incoming transfers again when the transfers change (say, one is cancelled)', async () => {
    const calls = mockFetch(emptyAnswers);
    const { queryClient } = renderWithApp(<Dashboard />, { session: customer(), path: '/user/dashboard' });
    await within(card('Incoming transfers')).findByText(en.dashboard.incoming.empty);
    const before = calls.filter((call) => call.path === '/domain/transfer/list').length;
    await queryClient.invalidateQueries({ queryKey: queryKeys.transfers });
    await waitFor(() => expect(calls.filter((call) => call.path === '/domain/transfer/list').length).toBeGreaterThan(before));
  });

  it('reads Error in every count when the count fails', async () => {
    mockFetch((call) =>
      call.path === '/domain/count' ? { success: false, httpStatus: 400, errors: [{ code: 1005 }] } : emptyAnswers(call),
    );
    renderWithApp(<Dashboard />, { session: customer(), path: '/user/dashboard' });
    await waitFor(() => expect(screen.getByTestId('count-all').textContent).toBe('Error'));
    expect(screen.getByTestId('count-redemption').textContent).toBe('Error');
  });

  it('asks for the lists the dashboard shows: expiring within 30 days by expiry, grace, redemption, outgoing and open incoming transfers', async () => {
    const calls = mockFetch(emptyAnswers);
    renderWithApp(<Dashboard />, { session: customer(), path: '/user/dashboard' });
    await within(card('Offers')).findByText(en.dashboard.offers.empty);
    await waitFor(() => expect(calls.filter((call) => call.path === '/domain/list')).toHaveLength(4));
    const lists = calls
      .filter((call) => call.path === '/domain/list')
      .map((call) => [call.query.type, call.query.expiring ?? null, call.query.sort]);
    expect(lists).toEqual(
      expect.arrayContaining([
        ['all', '30', 'expiry'],
        ['grace', null, 'expiry'],
        ['redemption', null, 'expiry'],
        ['pending-transfer', null, 'name'],
      ]),
    );
    expect(calls.find((call) => call.path === '/domain/transfer/list')?.query.state).toBe('open');
    // No prepaid account in the session: the overview is not asked for.
    expect(calls.some((call) => call.path === '/account/overview')).toBe(false);
  });

  it('shows the balance of an account, and offers to open one when the user may', async () => {
    mockFetch(emptyAnswers);
    const { unmount } = renderWithApp(<Dashboard />, { session: customer({ account: true }), path: '/user/dashboard' });
    expect(await within(card('Prepaid balance')).findByText('€123.45')).toBeTruthy();
    unmount();
    renderWithApp(<Dashboard />, {
      session: customer({ account: false, properties: { user_account_permission: 1, premium_support: 0, live_chat: 0 } }),
      path: '/user/dashboard',
    });
    const balance = card('Prepaid balance');
    expect(within(balance).getByText(en.dashboard.balance.none)).toBeTruthy();
    expect(within(balance).getByRole('link', { name: 'Open a prepaid account' }).getAttribute('href')).toBe('/user/account/create');
  });

  it('speaks German', async () => {
    i18n.addResourceBundle('de', 'translation', de, true, false);
    await i18n.changeLanguage('de');
    mockFetch((call) =>
      call.path === '/user/orders' ? { success: false, httpStatus: 400, errors: [{ code: 1005 }] } : emptyAnswers(call),
    );
    renderWithApp(<Dashboard />, { session: customer(), path: '/user/dashboard' });
    expect(await within(card('Letzte Bestellungen')).findByText('Fehler')).toBeTruthy();
    expect(await within(card('Eingehende Transfers')).findByText(de.dashboard.incoming.empty)).toBeTruthy();
  });
});
