import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, mockApi, renderWithApp, visitorSession } from '@web/test/render';
import { allCarts, domainItem, mailboxItem, price, registerCart } from '../test-carts';
import { CartOverview } from './cart-overview';

afterEach(() => vi.unstubAllGlobals());

const one = domainItem(11, 'first-name.com');
const two = domainItem(12, 'second-name.de', { period_options: [1], privacy_available: false });

/** A server whose cart starts as `initial`; POST answers come from `answers` by path. */
function server(
  initial = allCarts([one, two]),
  answers: Record<string, { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number }> = {},
) {
  const api = mockApi((path) => {
    if (path === '/cart/list/all') return { success: true, result: initial };
    return answers[path] ?? { success: false, httpStatus: 500, errors: [] };
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

describe('CartOverview', () => {
  it('lists each domain with its period, privacy and mailbox controls, the VAT line and the total', async () => {
    server();
    renderWithApp(<CartOverview />, { path: '/cart/overview' });
    const first = await screen.findByRole('group', { name: 'first-name.com' });
    expect(within(first).getByRole('combobox', { name: 'Period' })).toBeTruthy();
    expect(within(first).getByRole('checkbox', { name: 'WHOIS privacy (€4.64 a year)' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Remove first-name.com' })).toBeTruthy();
    const second = screen.getByRole('group', { name: 'second-name.de' });
    expect(within(second).queryByRole('checkbox')).toBeNull();
    expect(within(second).getByText('WHOIS privacy is not offered for this ending.')).toBeTruthy();
    const totals = screen.getByRole('group', { name: 'Total of Registrations' });
    expect(totals.textContent).toContain('VAT (19%)');
    expect(totals.textContent).toContain('€3.80');
    expect(totals.textContent).toContain('€23.80');
    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe('/cart/checkout');
  });

  it('asks only visitors to log in or register before they pay', async () => {
    server();
    const visitor = renderWithApp(<CartOverview />, { path: '/cart/overview' });
    await screen.findByRole('group', { name: 'first-name.com' });
    expect(screen.getByText('You log in or register before you pay.')).toBeTruthy();
    visitor.unmount();

    server();
    renderWithApp(<CartOverview />, { path: '/cart/overview', session: visitorSession({ user: demoUser(), authenticated: true }) });
    await screen.findByRole('group', { name: 'first-name.com' });
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toBeTruthy();
    expect(screen.queryByText('You log in or register before you pay.')).toBeNull();
  });

  it('changes the period by a server call and shows the answered cart', async () => {
    const longer = domainItem(11, 'first-name.com', {
      period: 3,
      description: 'Domain registration first-name.com, 3 years',
      totalPrice: price(3800),
    });
    const api = server(undefined, { '/cart/update/11': { success: true, result: registerCart([longer, two]) } });
    renderWithApp(<CartOverview />, { path: '/cart/overview' });
    const first = await screen.findByRole('group', { name: 'first-name.com' });
    fireEvent.change(within(first).getByRole('combobox', { name: 'Period' }), { target: { value: '3' } });
    expect(await within(first).findByText('Domain registration first-name.com, 3 years')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/cart/update/11')?.body).toMatchObject({ period: 3 });
    expect(screen.getByRole('group', { name: 'Total of Registrations' }).textContent).toContain('€57.12');
  });

  it('adds a mailbox, checks the name first, and shows a refusal in place without changing the cart', async () => {
    const withMailbox = registerCart([one, mailboxItem(21, one, 'office'), two]);
    const api = server(undefined, {
      '/cart/add/11/mailbox': { success: true, result: withMailbox },
    });
    renderWithApp(<CartOverview />, { path: '/cart/overview' });
    const first = await screen.findByRole('group', { name: 'first-name.com' });
    const form = within(first).getByRole('form', { name: 'Add a mailbox to first-name.com' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Mailbox name/ }), { target: { value: 'not valid!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add mailbox' }));
    expect(await within(form).findByText(/Use 1 to 64 letters/)).toBeTruthy();
    expect(api.calls.filter((call) => call.path.includes('mailbox'))).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: /Mailbox name/ }), { target: { value: 'Office' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Mailbox type' }), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add mailbox' }));
    expect(await within(first).findByText('office@first-name.com')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/cart/add/11/mailbox')?.body).toMatchObject({ name: 'office', level: 2 });
    expect(within(first).getByRole('button', { name: 'Remove mailbox office@first-name.com' })).toBeTruthy();
  });

  it("lets the auth code of a transfer be changed: the registry's refusal under the field, then the accepted code", async () => {
    const transfer = domainItem(15, 'moving-in.com', {
      type: 'Transfer',
      name: 'Domain transfer',
      description: 'Domain transfer moving-in.com, 1 year added',
      period_options: [1],
      privacy_available: false,
      mailbox_available: false,
    });
    let accepted = false;
    const api = mockApi((path, body) => {
      if (path === '/cart/list/all') return { success: true, result: allCarts([transfer]) };
      if (path === '/cart/update/transfer/moving-in.com') {
        if (body?.auth_code === 'New-Code-2026') {
          accepted = true;
          return { success: true, result: registerCart([transfer]) };
        }
        return { success: false, httpStatus: 400, errors: [{ code: 1088, field: 'auth_code', message: 'refused' }] };
      }
      return { success: false, httpStatus: 500, errors: [] };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<CartOverview />, { path: '/cart/overview' });
    const card = await screen.findByRole('group', { name: 'moving-in.com' });
    const form = within(card).getByRole('form', { name: 'Auth code of the transfer of moving-in.com' });
    const field = within(form).getByLabelText(/Change the auth code/);
    const save = within(form).getByRole('button', { name: 'Save auth code' });
    // Reachable by keyboard: the field and its button take the focus.
    field.focus();
    expect(document.activeElement).toBe(field);
    save.focus();
    expect(document.activeElement).toBe(save);

    fireEvent.change(field, { target: { value: 'a b' } });
    fireEvent.click(save);
    expect(
      await within(form).findByText('6 to 64 characters, without spaces. We check it with the registry.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/cart/update/transfer/'))).toEqual([]);

    fireEvent.change(field, { target: { value: 'Old-Wrong-1' } });
    fireEvent.click(save);
    expect(await within(form).findByText(/The registry did not accept this auth code/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(accepted).toBe(false);

    fireEvent.change(field, { target: { value: 'New-Code-2026' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('The registry accepted the new auth code.')).toBeTruthy();
    expect(accepted).toBe(true);
    expect(within(form).queryByText(/The registry did not accept/)).toBeNull();
    expect((field as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal of a coupon under the code field", async () => {
    server(undefined, {
      '/cart/add/coupon/NOPE1': {
        success: false,
        httpStatus: 404,
        errors: [{ code: 1310, message: 'There is no coupon with this code.' }],
      },
    });
    renderWithApp(<CartOverview />, { path: '/cart/overview' });
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    fireEvent.change(field, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a code of 3 to 32 letters, digits and hyphens.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'nope1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('There is no coupon with this code.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Total of Registrations' }).textContent).toContain('€23.80');
  });

  it('shows an applied coupon with its discount, or why it gives none', async () => {
    const coupon = {
      ...domainItem(30, ''),
      type: 'Coupon' as const,
      name: 'Coupon',
      description: 'Coupon SAVE20: 20% off orders from 30.00 EUR (net)',
      totalPrice: price(0),
      coupon: { code: 'SAVE20', problem: 'min_order' as const, message: 'The order does not reach the minimum amount of this coupon yet.' },
    };
    server(allCarts([one, coupon]));
    renderWithApp(<CartOverview />, { path: '/cart/overview' });
    expect(await screen.findByText('Coupon SAVE20: 20% off orders from 30.00 EUR (net)')).toBeTruthy();
    expect(screen.getByText('The order does not reach the minimum amount of this coupon yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove coupon SAVE20' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).toBeNull();
  });

  it('removes a name by a server call; the answer replaces the cart', async () => {
    server(undefined, { '/cart/remove/domain/first-name.com': { success: true, result: registerCart([two]) } });
    renderWithApp(<CartOverview />, { path: '/cart/overview' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove first-name.com' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'first-name.com' })).toBeNull());
    expect(screen.getByRole('group', { name: 'second-name.de' })).toBeTruthy();
  });

  it('has a designed empty state leading to the search, and an error state with retry', async () => {
    server(allCarts([]));
    const { unmount } = renderWithApp(<CartOverview />, { path: '/cart/overview' });
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search for a domain' }).getAttribute('href')).toBe('/domain/search');
    unmount();

    vi.stubGlobal('fetch', mockApi(() => ({ success: false, httpStatus: 503, errors: [] })).fetchMock);
    renderWithApp(<CartOverview />, { path: '/cart/overview' });
    expect(await screen.findByText('The cart could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('books WHOIS privacy and changes or removes a mailbox, each by a server call', async () => {
    const office = mailboxItem(21, one, 'office');
    const withPrivacy = domainItem(11, 'first-name.com', { privacy_level: 1, totalPrice: price(1390) });
    const api = server(allCarts([one, office]), {
      '/cart/update/11': { success: true, result: registerCart([withPrivacy, office]) },
      '/cart/update/11/21': { success: true, result: registerCart([withPrivacy, mailboxItem(21, one, 'office', 2)]) },
      '/cart/remove/11/21': { success: true, result: registerCart([withPrivacy]) },
    });
    renderWithApp(<CartOverview />, { path: '/cart/overview' });
    const first = await screen.findByRole('group', { name: 'first-name.com' });
    fireEvent.click(within(first).getByRole('checkbox', { name: /WHOIS privacy/ }));
    await waitFor(() => expect((within(first).getByRole('checkbox', { name: /WHOIS privacy/ }) as HTMLInputElement).checked).toBe(true));
    expect(api.calls.find((call) => call.path === '/cart/update/11')?.body).toMatchObject({ privacy_level: 1 });

    fireEvent.change(within(first).getByRole('combobox', { name: 'Type of office@first-name.com' }), { target: { value: '2' } });
    await waitFor(() =>
      expect((within(first).getByRole('combobox', { name: 'Type of office@first-name.com' }) as HTMLSelectElement).value).toBe('2'),
    );
    expect(api.calls.find((call) => call.path === '/cart/update/11/21')?.body).toMatchObject({ level: 2 });

    fireEvent.click(within(first).getByRole('button', { name: 'Remove mailbox office@first-name.com' }));
    await waitFor(() => expect(within(first).queryByText('office@first-name.com')).toBeNull());
    expect(within(first).getByText('No mailbox yet.')).toBeTruthy();
  });

  it('shows a mailbox for a name owned already on its own line and takes it out by its own id', async () => {
    const owned = {
      ...mailboxItem(31, domainItem(0, 'owned-name.de'), 'sales'),
      parent_id: undefined,
      description: 'Mailbox sales@owned-name.de until 2028-05-01, 2 years',
      totalPrice: price(1980),
    };
    const api = server(allCarts([owned]), { '/cart/remove/31/31': { success: true, result: registerCart([]) } });
    renderWithApp(<CartOverview />, { path: '/cart/overview' });
    expect(await screen.findByText('Mailbox sales@owned-name.de until 2028-05-01, 2 years')).toBeTruthy();
    expect(screen.queryByText('Your cart is empty.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove mailbox sales@owned-name.de' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/cart/remove/31/31')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Mailbox sales@owned-name.de until 2028-05-01, 2 years')).toBeNull());
  });

  it('tells a customer whose order of these items awaits a bank transfer what the transfer pays for, and warns when the cart changed since', async () => {
    const carts = allCarts([one, two]);
    const waiting = {
      payment_id: 90,
      reference: 'DS-00000090',
      amount: '€23.80',
      pay_by: '2026-12-10T09:00:00.000Z',
      lines: ['Domain registration first-name.com, 1 year', 'Domain registration second-name.de, 1 year'],
      changed: false,
    };
    server({ ...carts, register: { ...carts.register, awaiting_transfers: [waiting] } });
    const session = visitorSession({ user: demoUser(), authenticated: true });
    const first = renderWithApp(<CartOverview />, { path: '/cart/overview', session });
    const title = await screen.findByText('An order of these registrations awaits your bank transfer (DS-00000090)');
    const notice = title.closest('.mantine-Alert-root') as HTMLElement;
    expect(
      within(notice).getByText(
        'Please transfer €23.80 with the reference DS-00000090 by Dec 10, 2026. Without the transfer by then, the order is cancelled.',
      ),
    ).toBeTruthy();
    expect(within(notice).getByText('Domain registration second-name.de, 1 year')).toBeTruthy();
    expect(within(notice).getByText(/^Changes to the cart apply only when you check out again/)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Show the bank details of this order' }).getAttribute('href')).toBe(
      '/cart/checkout/status/90',
    );
    first.unmount();

    server({ ...carts, register: { ...carts.register, awaiting_transfers: [{ ...waiting, changed: true }] } });
    renderWithApp(<CartOverview />, { path: '/cart/overview', session });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(/^Your cart has changed since this order\. A transfer with this reference still pays only/),
    ).toBeTruthy();
  });
});
