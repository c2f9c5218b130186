import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HostView, TemplateView } from '@common/api/nameserver.contract';
import { renderWithApp, visitorSession } from '@web/test/render';
import { snackbar } from '@web/lib/app-snackbar';
import { fieldErrors, linesOf } from '../form-helpers';
import { HostTable } from './host-table';
import { TemplateList } from './template-list';

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

const session = visitorSession({
  authenticated: true,
  user: {
    id: 7,
    login: 'nina@example.com',
    status: 'client',
    account: true,
    email_verified: true,
    properties: { user_account_permission: 1, premium_support: 0, live_chat: 0 },
  },
});

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

function mockFetch(answer: (call: Call) => { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number }) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace('/api/v1', ''),
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

const HOST: HostView = {
  host: 'ns1.alpha.com',
  host_utf8: 'ns1.alpha.com',
  domain: 'alpha.com',
  addresses: ['185.12.64.1', '2a01:4f8::53'],
  linked: true,
};
const FREE: HostView = {
  host: 'ns2.alpha.com',
  host_utf8: 'ns2.alpha.com',
  domain: 'alpha.com',
  addresses: ['185.12.64.2'],
  linked: false,
};
const hostsAnswer = (hosts: HostView[]) => ({
  success: true,
  result: { hosts, domains: [{ domain: 'alpha.com', domain_utf8: 'alpha.com' }] },
});

describe('form helpers', () => {
  it('reads one entry per line, also separated by commas or spaces', () => {
    expect(linesOf(' ns1.a.com\n\nns2.a.com, ns3.a.com  ns4.a.com\n')).toEqual(['ns1.a.com', 'ns2.a.com', 'ns3.a.com', 'ns4.a.com']);
  });

  it('gives no error for no failure', () => {
    expect(fieldErrors(null, 'en', ['host'])).toEqual({ field: {}, form: null });
  });
});

describe('HostTable', () => {
  beforeAll(() => {
    // jsdom has no font loading API, which the growing text areas listen to.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists hosts with their addresses and status; a host in use cannot be deleted', async () => {
    mockFetch(() => hostsAnswer([HOST, FREE]));
    renderWithApp(<HostTable />, { session });
    const row = (await screen.findByRole('rowheader', { name: 'ns1.alpha.com' })).closest('tr')!;
    expect(row.textContent).toContain('185.12.64.1');
    expect(row.textContent).toContain('2a01:4f8::53');
    expect(within(row).getByText('In use')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Delete ns1.alpha.com' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete ns2.alpha.com' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when there are none, and shows a failed load with a retry', async () => {
    let fail = true;
    mockFetch(() => (fail ? { success: false, errors: [{ code: 1060, message: 'x' }], httpStatus: 503 } : hostsAnswer([])));
    renderWithApp(<HostTable />, { session });
    // The list is asked once more before it shows the failure (web/lib/query-client.ts).
    expect(
      await screen.findByText('The registry does not answer at the moment. Please try again in a few minutes.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no name servers under your own domains yet.')).toBeTruthy();
  });

  it("shows the server's refusal at the field it names, and sends the addresses line by line", async () => {
    const calls = mockFetch((call) =>
      call.path === '/nameserver/host/create'
        ? { success: false, errors: [{ code: 7104, field: 'addresses.1', message: 'reserved' }], httpStatus: 400 }
        : hostsAnswer([]),
    );
    renderWithApp(<HostTable />, { session });
    await screen.findByText('You have no name servers under your own domains yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add name server' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Host name/ }), { target: { value: 'ns1.alpha.com' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /IP addresses/ }), { target: { value: '185.12.64.1\n10.0.0.1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = within(dialog).getByRole('textbox', { name: /IP addresses/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText('This address is in a private or reserved range and cannot be reached from the internet.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/nameserver/host/create')?.body).toMatchObject({
      host: 'ns1.alpha.com',
      addresses: ['185.12.64.1', '10.0.0.1'],
    });
    expect(snackbar.success).not.toHaveBeenCalled();
  });
});

describe('TemplateList', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  const TEMPLATE: TemplateView = { id: 3, name: 'Office', nameservers: ['ns1.office.example', 'ns2.office.example'], is_default: false };

  it('applies a template to picked domains and reports the ones not changed with the reason', async () => {
    const calls = mockFetch((call) => {
      if (call.path === '/nameserver/templates') return { success: true, result: { templates: [TEMPLATE] } };
      if (call.path === '/domain/list') {
        return {
          success: true,
          result: {
            domains: ['alpha.com', 'beta.net'].map((domain) => ({ domain, domain_utf8: domain, nameservers: [] })),
            total: 2,
            page: 1,
            per_page: 100,
          },
        };
      }
      if (call.path === '/nameserver/template/apply/3') {
        return {
          success: true,
          result: {
            applied: 1,
            failed: 1,
            results: [
              { domain: 'alpha.com', domain_utf8: 'alpha.com', ok: true },
              {
                domain: 'beta.net',
                domain_utf8: 'beta.net',
                ok: false,
                error: { code: 7112, message: 'The name servers of this domain cannot be changed at the moment.' },
              },
            ],
          },
        };
      }
      return { success: false, httpStatus: 404, errors: [{ code: 1004, message: 'no' }] };
    });
    renderWithApp(<TemplateList />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Office to domains' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'alpha.com' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'beta.net' }));
    expect(within(dialog).getByText('2 domains selected')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('1 changed, 1 not changed.')).toBeTruthy();
    const failed = within(dialog).getByRole('rowheader', { name: 'beta.net' }).closest('tr')!;
    expect(failed.textContent).toContain('Not changed');
    expect(failed.textContent).toContain('cannot be changed at the moment');
    expect(calls.find((call) => call.path === '/nameserver/template/apply/3')?.body).toMatchObject({ domains: ['alpha.com', 'beta.net'] });
  });

  it('marks a template as the default', async () => {
    const calls = mockFetch((call) =>
      call.path === '/nameserver/template/default/3'
        ? { success: true, result: { templates: [{ ...TEMPLATE, is_default: true }] } }
        : { success: true, result: { templates: [TEMPLATE] } },
    );
    renderWithApp(<TemplateList />, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Make Office the default template' }));
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith('Office is now used for new registrations.'));
    expect(calls.find((call) => call.path === '/nameserver/template/default/3')?.body).toMatchObject({ is_default: true });
  });
});
