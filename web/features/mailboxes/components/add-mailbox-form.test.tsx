import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { mockApi, renderRoutes } from '@web/test/render';
import { snackbar } from '@web/lib/app-snackbar';
import { DOMAINS, mailbox, session } from '../test-mailboxes';
import { AddMailboxForm } from './add-mailbox-form';

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

type Answer = { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number };

const price = (total: number) => ({
  total,
  retail: Math.round(total / 1.19),
  vat: total - Math.round(total / 1.19),
  display_total: '',
  currency: 'EUR',
});
const PRICES = {
  prices: [],
  promos: [],
  other_services: [
    { id: 'mailbox', name: 'Mailbox', description: '', period: 'year', price: price(1190) },
    { id: 'mailbox_pro', name: 'Mailbox Pro', description: '', period: 'year', price: price(4760) },
  ],
  vat_id: 'DE1',
  vat_rate: 0.19,
  business_customer: false,
};

function server(
  validate: (body: Record<string, unknown> | null) => Answer,
  answers: Record<string, (body: Record<string, unknown> | null) => Answer> = {},
) {
  const api = mockApi((path, body) => {
    if (answers[path]) return answers[path](body);
    if (path === '/vmail/validate/mailbox') return validate(body);
    if (path === '/domain/list') return { success: true, result: DOMAINS };
    if (path === '/price/list') return { success: true, result: PRICES };
    return { success: false, httpStatus: 404, errors: [{ code: 1404, message: 'not found' }] };
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, params: { domain?: string; info?: string } = {}) {
  return renderRoutes(
    { '/add': <AddMailboxForm {...params} />, '/user/mailboxes': <Where />, '/cart/overview': <Where /> },
    { session, path },
  );
}

const nameField = () => screen.getByLabelText(/Mailbox name/) as HTMLInputElement;
const passwordField = () => screen.getByLabelText('New password', { exact: false, selector: 'input' }) as HTMLInputElement;
const confirmField = () => screen.getByLabelText('Repeat the password', { exact: false, selector: 'input' }) as HTMLInputElement;

function fillPassword(password: string) {
  fireEvent.change(passwordField(), { target: { value: password } });
  fireEvent.change(confirmField(), { target: { value: password } });
}

describe('AddMailboxForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('takes the domain and a suggested name from the address, checks the name on the fly and creates directly when a paid mailbox is free', async () => {
    const api = server(
      (body) => ({ success: true, result: { address: `${String(body?.name)}@bäckerei.de`, mode: 'direct', price: null } }),
      {
        '/vmail/mailbox/create': () => ({ success: true, result: mailbox() }),
      },
    );
    renderAt('/add', { domain: 'bäckerei.de', info: 'info' });
    const domain = (await screen.findByLabelText(/^Domain/, { selector: 'select' })) as HTMLSelectElement;
    expect(domain.value).toBe('xn--bckerei-5wa.de');
    // Names in redemption take no new mailbox.
    expect([...domain.options].map((option) => option.textContent)).toEqual(['bäckerei.de', 'demo-bakery.net']);
    expect(nameField().value).toBe('info');
    expect(screen.getByText('@bäckerei.de')).toBeTruthy();
    // Prices of both levels from the price list, limits from the levels.
    expect(await screen.findByText('€11.90 per year')).toBeTruthy();
    expect(screen.getByText('€47.60 per year')).toBeTruthy();
    expect(screen.getByText(/50 GB storage, 100 aliases, 10 app passwords/)).toBeTruthy();

    fireEvent.change(nameField(), { target: { value: 'in fo' } });
    expect(screen.getByText(/Only letters, digits and/)).toBeTruthy();
    fireEvent.change(nameField(), { target: { value: 'Info' } });
    expect(await screen.findByText('info@bäckerei.de is free', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(/made at once, at no further cost/)).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/vmail/validate/mailbox')?.body).toMatchObject({
      domain: 'xn--bckerei-5wa.de',
      name: 'info',
      level: 1,
    });

    fillPassword('Quiet-Harbour-7-Lanterns');
    fireEvent.click(screen.getByRole('radio', { name: /Mailbox Pro/ }));
    fireEvent.click(screen.getByRole('button', { name: /Create mailbox|Add mailbox/ }));
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/user/mailboxes');
    expect(api.calls.find((call) => call.path === '/vmail/mailbox/create')?.body).toMatchObject({
      domain: 'xn--bckerei-5wa.de',
      name: 'info',
      level: 2,
      password: 'Quiet-Harbour-7-Lanterns',
    });
    expect(api.calls.some((call) => call.path === '/cart/add/mailbox')).toBe(false);
    expect(snackbar.success).toHaveBeenCalledWith('The mailbox info@bäckerei.de has been created.');
  });

  it('puts a mailbox that must be bought into the cart and goes to the cart', async () => {
    const api = server(
      () => ({
        success: true,
        result: { address: 'office@demo-bakery.net', mode: 'cart', price: { net: 1000, currency: 'EUR', years: 1 } },
      }),
      {
        '/cart/add/mailbox': () => ({ success: true, result: { items: {}, count: 2 } }),
      },
    );
    renderAt('/add');
    const domain = (await screen.findByLabelText(/^Domain/, { selector: 'select' })) as HTMLSelectElement;
    fireEvent.change(domain, { target: { value: 'demo-bakery.net' } });
    fireEvent.change(nameField(), { target: { value: 'office' } });
    expect(await screen.findByText(/It goes into your cart: €10.00 net for 1 year/, {}, { timeout: 3000 })).toBeTruthy();
    fillPassword('Quiet-Harbour-7-Lanterns');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/cart/overview');
    expect(api.calls.find((call) => call.path === '/cart/add/mailbox')?.body).toMatchObject({
      domain: 'demo-bakery.net',
      name: 'office',
      level: 1,
      password: 'Quiet-Harbour-7-Lanterns',
    });
    expect(api.calls.some((call) => call.path === '/vmail/mailbox/create')).toBe(false);
  });

  it('shows the server’s refusals at their fields and sends nothing that cannot work', async () => {
    const api = server((body) =>
      body?.password === 'Sommer2026!!'
        ? { success: false, httpStatus: 400, errors: [{ code: 2117, message: 'common' }] }
        : { success: false, httpStatus: 409, errors: [{ code: 8102, message: 'taken' }] },
    );
    renderAt('/add', { domain: 'demo-bakery.net' });
    await screen.findByLabelText(/^Domain/, { selector: 'select' });
    fireEvent.change(nameField(), { target: { value: 'info' } });
    await waitFor(() => expect(nameField().getAttribute('aria-invalid')).toBe('true'), { timeout: 3000 });
    expect(
      screen.getByText('This address is already in use on this domain (as a mailbox or an alias). Please choose another name.'),
    ).toBeTruthy();

    fireEvent.change(nameField(), { target: { value: 'post' } });
    fillPassword('Sommer2026!!');
    expect(
      await screen.findByText(
        'This password appears in lists of leaked or common passwords. Please choose another one.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();

    fireEvent.change(confirmField(), { target: { value: 'something else' } });
    const before = api.calls.length;
    fireEvent.click(screen.getByRole('button', { name: /Add mailbox|Create mailbox|Add to cart/ }));
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    expect(api.calls.slice(before).filter((call) => call.method === 'POST' && call.path !== '/vmail/validate/mailbox')).toEqual([]);
  });

  it('says so when the domain in the address is not one of the customer’s', async () => {
    server(() => ({ success: true, result: { address: 'x', mode: 'direct', price: null } }));
    renderAt('/add', { domain: 'someone-else.org' });
    expect(await screen.findByText('someone-else.org is not one of your active domains. Please choose one of the list.')).toBeTruthy();
  });

  it('leads a customer without a domain to the search', async () => {
    server(() => ({ success: true, result: null }), {
      '/domain/list': () => ({ success: true, result: { domains: [], total: 0, page: 1, per_page: 100 } }),
    });
    renderAt('/add');
    expect(await screen.findByText('No domain for a mailbox yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a domain' }).getAttribute('href')).toBe('/domain/search');
  });
});
