import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InvoiceView } from '@common/api/invoice.contract';
import type { SessionStatus } from '@common/api/session.contract';
import { accountSession, testAccount } from '@web/features/prepaid-account/test-account';
import resellerDe from '@web/features/reseller/i18n/de.json';
import appDe from '@web/i18n/de.json';
import { i18n } from '@web/i18n/i18n';
import { mockApi, renderWithApp } from '@web/test/render';
import { ResellerAreaPage } from './reseller-area-page';
import { ResellerBenefitsPage } from './reseller-benefits-page';
import { ResellerDocsPage } from './reseller-docs-page';
import { ResellerInvoicesPage } from './reseller-invoices-page';
import { ResellerRegistrationInfoPage } from './reseller-registration-info-page';
import { ResellerToolsPage } from './reseller-tools-page';

function resellerSession(options: { account?: boolean } = {}): SessionStatus {
  const base = accountSession({ account: options.account ?? true });
  return { ...base, user: { ...base.user!, login: 'reseller@example.com', status: 'reseller' } };
}

const counts = {
  all: 12,
  locked: 0,
  auto_renew_off: 1,
  active: 9,
  expiring: 3,
  grace: 0,
  expired: 0,
  redemption: 0,
  'pending-delete': 0,
  'pending-transfer': 0,
};

const OPENAPI = {
  openapi: '3.1.0',
  info: { title: 'Domain shop API', version: 'abc123', description: '' },
  servers: [{ url: '/' }],
  paths: {
    '/api/v1/user/status': {
      get: { operationId: 'get_api_v1_user_status', tags: ['user'], parameters: [{ name: 'session_id', in: 'query' }], responses: {} },
    },
    '/api/v1/dns/{domain}': {
      get: {
        operationId: 'get_api_v1_dns_domain',
        tags: ['dns'],
        parameters: [
          { name: 'domain', in: 'path' },
          { name: 'session_id', in: 'query' },
        ],
        security: [{ session: [] }],
        responses: {},
        'x-error-codes': [1005, 2003],
      },
      post: {
        operationId: 'post_api_v1_dns_domain',
        tags: ['dns'],
        parameters: [{ name: 'domain', in: 'path' }],
        requestBody: { required: true, content: {} },
        security: [{ session: [] }],
        responses: {},
      },
    },
  },
  components: { schemas: {}, securitySchemes: {} },
};

function invoice(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    id: 1,
    number: 'RE-2026-000001',
    kind: 'invoice',
    corrects: null,
    order_id: 7,
    issued_at: '2026-03-01T10:00:00.000Z',
    currency: 'EUR',
    gross: 1190,
    gross_display: '€11.90',
    reverse_charge: false,
    pdf_url: '/api/v1/user/invoices/1/pdf',
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResellerBenefitsPage', () => {
  it('says what a reseller account gives and does not, with the way to the steps and to support', () => {
    renderWithApp(<ResellerBenefitsPage />, { path: '/reseller/benefits' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reseller benefits' })).toBeTruthy();
    for (const name of [
      'Billing from a prepaid account',
      'A documented JSON interface',
      "Your customers' domains",
      'DNS and mailboxes through the same account',
      'Support',
      'What a reseller account does not include',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByText(/OpenAPI 3.1 document/)).toBeTruthy();
    expect(screen.getByText(/Separate reseller prices/)).toBeTruthy();
    expect(screen.getByText(/API keys for server-to-server use/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to become a reseller' }).getAttribute('href')).toBe('/reseller/registration/steps');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/cms/support');
    expect(document.body.textContent).not.toMatch(/This page will/);
  });
});

describe('the reseller pages in German', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('show the benefits and their limits in German', async () => {
    i18n.addResourceBundle('de', 'translation', appDe, true, false);
    i18n.addResourceBundle('de', 'translation', resellerDe, true, false);
    await i18n.changeLanguage('de');
    renderWithApp(<ResellerBenefitsPage />, { path: '/reseller/benefits' });
    expect(screen.getByRole('heading', { level: 2, name: 'Was ein Reseller-Konto nicht umfasst' })).toBeTruthy();
    expect(screen.getByText(/Eigene Reseller-Preise/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'So werden Sie Reseller' }).getAttribute('href')).toBe('/reseller/registration/steps');
  });
});

describe('ResellerRegistrationInfoPage', () => {
  it('shows a visitor the four steps with register, login and the support form', () => {
    renderWithApp(<ResellerRegistrationInfoPage />, { path: '/reseller/registration/steps' });
    const steps = screen.getAllByRole('listitem');
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('heading', { level: 2, name: 'Ask support for reseller status' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a customer account' }).getAttribute('href')).toBe('/user/register');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/user/login?redirect=%2Freseller%2Fregistration%2Fsteps',
    );
    expect(screen.getByRole('link', { name: 'Open a prepaid account' }).getAttribute('href')).toBe('/user/account/create');
    expect(screen.getByRole('link', { name: 'Open the support form' }).getAttribute('href')).toBe('/cms/support');
  });

  it('leaves out register and login for a logged-in client and offers the top-up when the account exists', () => {
    renderWithApp(<ResellerRegistrationInfoPage />, { session: accountSession(), path: '/reseller/registration/steps' });
    expect(screen.queryByRole('link', { name: 'Create a customer account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Fund account' }).getAttribute('href')).toBe('/user/account/increase');
  });
});

describe('ResellerToolsPage', () => {
  it("lists the interfaces with this shop's addresses", () => {
    renderWithApp(<ResellerToolsPage />, { path: '/reseller/tools' });
    const origin = window.location.origin;
    expect(screen.getByText(`${origin}/api/v1`)).toBeTruthy();
    expect(screen.getByText(`${origin}/api/v1/openapi.json`)).toBeTruthy();
    expect(screen.getByText(`${origin}/rdap/domain/example.com`)).toBeTruthy();
    expect(screen.getByText(`${origin}/nic/update?hostname=host.example.com&myip=192.0.2.1`)).toBeTruthy();
    expect(screen.getByText(`GET ${origin}/api/v1/dns/export/{domain}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the OpenAPI document' }).getAttribute('href')).toBe('/api/v1/openapi.json');
    expect(screen.getByRole('link', { name: 'Read the interface documentation (logged in)' }).getAttribute('href')).toBe(
      '/user/login?redirect=%2Freseller%2Fdocs',
    );
    expect(screen.getByRole('link', { name: 'WHOIS page' }).getAttribute('href')).toBe('/domain/whois');
  });
});

describe('ResellerAreaPage', () => {
  it('shows the balance and limit, the domain counts and the quick links', async () => {
    const { fetchMock } = mockApi((path) => {
      if (path === '/account/overview') return { success: true, result: testAccount({ balance: 3810, balance_display: '€38.10' }) };
      if (path === '/domain/count') return { success: true, result: counts };
      return { success: true, result: null };
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ResellerAreaPage />, { session: resellerSession(), path: '/reseller/area' });
    expect((await screen.findByTestId('account-balance')).textContent).toBe('€38.10');
    expect(screen.getByText(/Account limit:/)).toBeTruthy();
    expect((await screen.findByTestId('reseller-count-all')).textContent).toBe('12');
    expect(screen.getByTestId('reseller-count-expiring').textContent).toBe('3');
    const links = within(screen.getByRole('region', { name: 'Quick links' }));
    expect(links.getByRole('link', { name: 'Fund account' }).getAttribute('href')).toBe('/user/account/increase');
    expect(links.getByRole('link', { name: 'Interface documentation' }).getAttribute('href')).toBe('/reseller/docs');
    expect(links.getByRole('link', { name: 'Invoices' }).getAttribute('href')).toBe('/reseller/invoices');
    expect(links.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/cms/support');
  });

  it('offers to open the prepaid account when there is none, and retries a failed domain count', async () => {
    let countFails = true;
    const { fetchMock } = mockApi((path) => {
      if (path === '/account/overview')
        return { success: false, httpStatus: 404, errors: [{ code: 3003, message: 'Please open a prepaid account first.' }] };
      if (path === '/domain/count' && countFails) return { success: false, httpStatus: 500, errors: [{ code: 1000, message: '' }] };
      if (path === '/domain/count') return { success: true, result: counts };
      return { success: true, result: null };
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ResellerAreaPage />, { session: resellerSession({ account: false }), path: '/reseller/area' });
    expect(await screen.findByText('You do not have a prepaid account yet')).toBeTruthy();
    expect(await screen.findByText('The domain count could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    countFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('reseller-count-all')).textContent).toBe('12');
  });
});

describe('ResellerDocsPage', () => {
  function stubDocument(answer: () => Response) {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/api/v1/openapi.json')) return answer();
      return new Response(JSON.stringify({ success: true, result: null, errors: [] }), { headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it("lists the document's groups and calls with their login rule, parameters and codes, and filters them", async () => {
    stubDocument(() => new Response(JSON.stringify(OPENAPI), { headers: { 'Content-Type': 'application/json' } }));
    renderWithApp(<ResellerDocsPage />, { session: resellerSession(), path: '/reseller/docs' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sessions and CSRF' })).toBeTruthy();
    expect(screen.getByText(/POST calls carry csrf_token and session_id in the JSON body/)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'dns' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'user' })).toBeTruthy();
    expect(screen.getByText('Version abc123 · 2 paths in 2 groups')).toBeTruthy();
    const operations = screen.getAllByTestId('api-operation');
    expect(operations).toHaveLength(3);
    expect(within(operations[0]).getByText('GET')).toBeTruthy();
    expect(within(operations[0]).getByText('/api/v1/dns/{domain}')).toBeTruthy();
    expect(within(operations[0]).getByText('login required')).toBeTruthy();
    expect(within(operations[0]).getByText('Parameters: domain · Error codes: 1005, 2003')).toBeTruthy();
    expect(within(operations[1]).getByText(/JSON body/)).toBeTruthy();
    expect(within(operations[2]).queryByText('login required')).toBeNull();
    fireEvent.change(screen.getByLabelText('Filter by path'), { target: { value: 'status' } });
    expect(screen.getAllByTestId('api-operation')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Filter by path'), { target: { value: 'nothing-like-this' } });
    expect(screen.getByText('No call matches the filter.')).toBeTruthy();
  });

  it('shows a failed load and loads again', async () => {
    let fail = true;
    const fetchMock = stubDocument(() =>
      fail
        ? new Response('{}', { status: 500 })
        : new Response(JSON.stringify(OPENAPI), { headers: { 'Content-Type': 'application/json' } }),
    );
    renderWithApp(<ResellerDocsPage />, { session: resellerSession(), path: '/reseller/docs' });
    expect(await screen.findByText('The interface documentation could not be loaded.', {}, { timeout: 8000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'dns' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  }, 15_000);
});

describe('ResellerInvoicesPage', () => {
  it('lists the invoices and credit notes newest first with their PDF and order', async () => {
    const { fetchMock } = mockApi((path) => {
      if (path === '/user/invoices')
        return {
          success: true,
          result: [
            invoice(),
            invoice({
              id: 2,
              number: 'GS-2026-000001',
              kind: 'credit-note',
              corrects: 'RE-2026-000001',
              issued_at: '2026-03-05T10:00:00.000Z',
              gross: -1190,
              gross_display: '-€11.90',
              pdf_url: '/api/v1/user/invoices/2/pdf',
            }),
          ],
        };
      return { success: true, result: null };
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ResellerInvoicesPage />, { session: resellerSession(), path: '/reseller/invoices' });
    const rows = await screen.findAllByTestId('reseller-invoice');
    expect(within(rows[0]).getByText('Credit note GS-2026-000001')).toBeTruthy();
    expect(within(rows[0]).getByText(/corrects RE-2026-000001/)).toBeTruthy();
    expect(within(rows[1]).getByText('Invoice RE-2026-000001')).toBeTruthy();
    expect(within(rows[1]).getByText('€11.90')).toBeTruthy();
    expect(within(rows[1]).getByRole('link', { name: 'Download RE-2026-000001 (PDF)' }).getAttribute('href')).toBe(
      '/api/v1/user/invoices/1/pdf',
    );
    expect(within(rows[1]).getByRole('link', { name: 'Order 7' }).getAttribute('href')).toBe('/user/orders#order-7');
  });

  it('says when there are none, and shows a failed load with a retry', async () => {
    let fail = true;
    const { fetchMock } = mockApi((path) => {
      if (path === '/user/invoices' && fail) return { success: false, httpStatus: 500, errors: [{ code: 1000, message: '' }] };
      if (path === '/user/invoices') return { success: true, result: [] };
      return { success: true, result: null };
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ResellerInvoicesPage />, { session: resellerSession(), path: '/reseller/invoices' });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(screen.getByText(/There are no invoices yet/)).toBeTruthy());
  }, 15_000);
});
