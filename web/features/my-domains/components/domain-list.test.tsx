import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerDomainView } from '@common/api/customer-domain.contract';
import { renderWithApp, visitorSession } from '@web/test/render';
import { snackbar } from '@web/lib/app-snackbar';
import { i18n } from '@web/i18n/i18n';
import de from '../i18n/de.json';
import { DomainList } from './domain-list';

// The list renders from a deferred copy of the answer (decision 040), in a transition that a busy
// machine stretches past Testing Library's default second: the finds wait up to five.
configure({ asyncUtilTimeout: 5000 });

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

const session = visitorSession({
  authenticated: true,
  user: {
    id: 7,
    login: 'dora@example.com',
    status: 'client',
    account: true,
    email_verified: true,
    properties: { user_account_permission: 1, premium_support: 0, live_chat: 0 },
  },
});

function domain(name: string, overrides: Partial<CustomerDomainView> = {}): CustomerDomainView {
  return {
    domain: name,
    domain_utf8: name,
    status: 'active',
    registered_at: '2026-11-01T10:00:00.000Z',
    expires_at: '2027-11-01T10:00:00.000Z',
    auto_renew: true,
    privacy: false,
    transfer_lock: false,
    transfer_locked_until: null,
    suspended: null,
    nameservers: ['ns1.shop-dns.example', 'ns2.shop-dns.example'],
    ...overrides,
  };
}

const COUNT = {
  all: 3,
  locked: 1,
  auto_renew_off: 1,
  active: 1,
  expiring: 1,
  grace: 0,
  expired: 0,
  redemption: 1,
  'pending-delete': 0,
  'pending-transfer': 0,
};
const DOMAINS = [
  domain('alpha.com', { transfer_locked_until: '2027-01-01T10:00:00.000Z' }),
  domain('xn--bcher-kva.de', { domain_utf8: 'bücher.de', status: 'expiring', expires_at: '2026-12-05T10:00:00.000Z', auto_renew: false }),
  domain('gone.net', { status: 'redemption', nameservers: [] }),
];

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
}

/** A fetch that answers by path and records each call with its query parameters. */
function mockFetch(answer: (call: Call) => { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number }) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace('/api/v1', ''),
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    const { httpStatus = 200, ...envelope } = answer(call);
    return new Response(JSON.stringify({ result: null, errors: [], ...envelope }), {
      status: httpStatus,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

const listAnswer = (domains: CustomerDomainView[], total = domains.length) => ({
  success: true,
  result: { domains, total, page: 1, per_page: 20 },
});

describe('DomainList', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows a customer without domains the way to the search', async () => {
    mockFetch((call) =>
      call.path === '/domain/count'
        ? { success: true, result: { ...COUNT, all: 0, active: 0, expiring: 0, redemption: 0, locked: 0 } }
        : listAnswer([]),
    );
    renderWithApp(<DomainList />, { session });
    expect(await screen.findByText('You have no domains yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search for a domain' }).getAttribute('href')).toBe('/domain/search');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each domain with status, expiry, auto-renew, privacy, nameservers and its actions', async () => {
    mockFetch((call) => (call.path === '/domain/count' ? { success: true, result: COUNT } : listAnswer(DOMAINS)));
    renderWithApp(<DomainList />, { session });
    expect(screen.getByRole('status', { name: 'Loading your domains' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Your domains, page 1 of 1' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('rowheader').textContent).toBe('alpha.com');
    expect(rows[0].textContent).toContain('Active');
    expect(rows[0].textContent).toContain('Locked until Jan 1, 2027');
    expect(rows[0].textContent).toContain('Nov 1, 2027');
    expect(rows[0].textContent).toContain('ns1.shop-dns.example, ns2.shop-dns.example');
    expect(within(rows[1]).getByRole('rowheader').textContent).toBe('bücher.dexn--bcher-kva.de');
    expect(rows[1].textContent).toContain('Expiring');
    expect(rows[2].textContent).toContain('In redemption');
    expect(rows[2].textContent).toContain('None');
    expect((screen.getByRole('switch', { name: 'Auto-renew for alpha.com' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Auto-renew for bücher.de' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Actions for bücher.de' })).toBeTruthy();
    expect(screen.getByText('3 domains')).toBeTruthy();
  });

  it('marks a suspended name with a badge, why and what to do: the registrant verification leads to the contacts, another hold to support', async () => {
    const held = [
      domain('unverified.com', { suspended: 'registrant-verification' }),
      domain('held.net', { suspended: 'hold' }),
      domain('fine.org'),
    ];
    mockFetch((call) => (call.path === '/domain/count' ? { success: true, result: COUNT } : listAnswer(held)));
    renderWithApp(<DomainList />, { session });
    const table = await screen.findByRole('table', { name: 'Your domains, page 1 of 1' });
    const [unverified, onHold, fine] = within(table).getAllByRole('row').slice(1);
    expect(within(unverified).getByText('Suspended')).toBeTruthy();
    expect(unverified.textContent).toContain("The registrant's e-mail address was not verified within 15 days");
    expect(within(unverified).getByRole('link', { name: 'Verify the e-mail address under Contacts' }).getAttribute('href')).toBe(
      '/user/contacts',
    );
    expect(within(onHold).getByText('Suspended')).toBeTruthy();
    expect(onHold.textContent).toContain('The name is on hold and does not resolve.');
    expect(within(onHold).getByRole('link', { name: 'Ask the support team' }).getAttribute('href')).toBe('/cms/support');
    expect(within(fine).queryByText('Suspended')).toBeNull();
    expect(fine.textContent).toContain('Active');
  });

  it('says "Gesperrt" in German', async () => {
    mockFetch((call) =>
      call.path === '/domain/count'
        ? { success: true, result: COUNT }
        : listAnswer([domain('unverified.com', { suspended: 'registrant-verification' })]),
    );
    i18n.addResourceBundle('de', 'translation', de, true, false);
    await i18n.changeLanguage('de');
    try {
      renderWithApp(<DomainList />, { session: { ...session, localization: { ...session.localization, language: 'de' } } });
      const table = await screen.findByRole('table', { name: 'Ihre Domains, Seite 1 von 1' });
      expect(within(table).getByText('Gesperrt')).toBeTruthy();
      expect(within(table).getByRole('link', { name: 'E-Mail-Adresse unter Kontakte bestätigen' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the catalogue message when the list fails, and loads again on retry', async () => {
    let fail = true;
    const calls = mockFetch((call) => {
      if (call.path === '/domain/count') return { success: true, result: COUNT };
      return fail
        ? { success: false, httpStatus: 500, errors: [{ code: 1000, message: 'Ooops, something went wrong, please try again later.' }] }
        : listAnswer(DOMAINS);
    });
    renderWithApp(<DomainList />, { session });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Ooops, something went wrong, please try again later.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/domain/list').length).toBeGreaterThanOrEqual(2);
  });

  it('turns auto-renew off for the selected domains and reads the list again', async () => {
    const calls = mockFetch((call) => {
      if (call.path === '/domain/count') return { success: true, result: COUNT };
      if (call.path === '/domain/property/autorenew')
        return {
          success: true,
          result: {
            changed: 1,
            domains: (call.body!.domains as string[]).map((name) => ({ domain: name, domain_utf8: name, auto_renew: false })),
          },
        };
      return listAnswer(DOMAINS);
    });
    renderWithApp(<DomainList />, { session });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select alpha.com' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select bücher.de' }));
    const bar = screen.getByRole('group', { name: '2 domains selected' });
    const listsBefore = calls.filter((call) => call.path === '/domain/list').length;
    fireEvent.click(within(bar).getByRole('button', { name: 'Auto-renew off' }));
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith('Auto-renew changed for 1 of 2 domains.'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/domain/property/autorenew',
      body: { domains: ['alpha.com', 'xn--bcher-kva.de'], auto_renew: false },
    });
    await waitFor(() => expect(calls.filter((call) => call.path === '/domain/list').length).toBeGreaterThan(listsBefore));
    expect(screen.queryByRole('group', { name: /selected/ })).toBeNull();
  });

  it('selects the whole page with the header checkbox', async () => {
    mockFetch((call) => (call.path === '/domain/count' ? { success: true, result: COUNT } : listAnswer(DOMAINS)));
    renderWithApp(<DomainList />, { session });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all domains on this page' }));
    expect(screen.getByRole('group', { name: '3 domains selected' })).toBeTruthy();
  });

  it('shows all twenty names of a full page (the first rows at once, the rest right after), and the header checkbox selects all twenty', async () => {
    const page = Array.from({ length: 20 }, (_unused, index) => domain(`name-${String(index + 1).padStart(2, '0')}.com`));
    mockFetch((call) => (call.path === '/domain/count' ? { success: true, result: { ...COUNT, all: 20 } } : listAnswer(page)));
    renderWithApp(<DomainList />, { session });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(20));
    expect(within(table).getByRole('rowheader', { name: 'name-20.com' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all domains on this page' }));
    expect(screen.getByRole('group', { name: '20 domains selected' })).toBeTruthy();
  });

  it('searches by pattern, refuses a pattern it cannot send, and offers to clear filters when nothing matches', async () => {
    const calls = mockFetch((call) => {
      if (call.path === '/domain/count') return { success: true, result: COUNT };
      return listAnswer(call.query.pattern ? [] : DOMAINS, call.query.pattern ? 0 : 3);
    });
    renderWithApp(<DomainList />, { session });
    await screen.findByRole('table');
    const field = screen.getByRole('textbox', { name: 'Search by name' });
    fireEvent.change(field, { target: { value: 'shop%' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Use letters, digits, hyphens, dots and * only.')).toBeTruthy();
    expect(calls.some((call) => call.query.pattern)).toBe(false);

    fireEvent.change(field, { target: { value: 'shop*' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No domains match these filters.')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      path: '/domain/list',
      query: { pattern: 'shop*', page: '1', per_page: '20', sort: 'name', order: 'asc', type: 'all' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('sets auto-renew by pattern and says how many changed', async () => {
    const calls = mockFetch((call) => {
      if (call.path === '/domain/count') return { success: true, result: COUNT };
      if (call.path === '/domain/property/autorenew-by-pattern') return { success: true, result: { matched: 2, changed: 1 } };
      return listAnswer(DOMAINS);
    });
    renderWithApp(<DomainList />, { session });
    await screen.findByRole('table');
    const region = screen.getByRole('region', { name: 'Auto-renew by pattern' });
    fireEvent.change(within(region).getByRole('textbox', { name: 'Names matching' }), { target: { value: '*.de' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Auto-renew off' }));
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith('Auto-renew changed for 1 of 2 matching domains.'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { pattern: '*.de', auto_renew: false } });
  });
});
