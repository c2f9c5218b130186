import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenewItem } from '@common/api/renewal.contract';
import { createQueryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { mockApi, renderWithApp } from '@web/test/render';
import { RenewItemCard } from './renew-item-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const price = (total: number) => ({
  total,
  retail: Math.round(total / 1.19),
  vat: total - Math.round(total / 1.19),
  display_total: `€${(total / 100).toFixed(2)}`,
  currency: 'EUR' as const,
});

function item(change: Partial<RenewItem> = {}): RenewItem {
  return {
    id: 'renew-card.com',
    domain: 'renew-card.com',
    domain_utf8: 'renew-card.com',
    expiry: '2027-03-01T10:00:00.000Z',
    new_expiry: '2028-03-01T10:00:00.000Z',
    period: 1,
    min_period: 1,
    max_period: 9,
    renewable: true,
    problem: null,
    privacy: { privacy_level: 0, id: null, available: true, price: price(464) },
    mailbox: { mailbox_level: 0, id: null, name: null, available: true, prices: { '1': price(1178), '2': price(2963) } },
    trustee: { id: null, available: false, enabled: false, price: null, until: null },
    inCart: false,
    cart_item_id: null,
    price: price(1428),
    ...change,
  };
}

const emptyCart = {
  items: {},
  count: 0,
  total: { total: 0, vat_value: 0, vat_rate: 0.19, currency: 'EUR', display_total: '€0.00', display_vat: '€0.00' },
};

describe('RenewItemCard', () => {
  it('prices a changed period with renew info before it is in the cart, then adds it with that period', async () => {
    const api = mockApi((path) => {
      if (path === '/cart/renew/info/renew-card.com')
        return { success: true, result: item({ period: 3, price: price(4284), new_expiry: '2030-03-01T10:00:00.000Z' }) };
      if (path === '/cart/renew/add/domain/renew-card.com') return { success: true, result: emptyCart };
      return { success: true, result: null };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<RenewItemCard item={item()} />);
    const card = await screen.findByRole('article', { name: 'renew-card.com' });
    expect(within(card).getByText('Price: €14.28')).toBeTruthy();
    const period = within(card).getByRole('combobox', { name: 'Period' }) as HTMLSelectElement;
    expect([...period.options].map((option) => option.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    fireEvent.change(period, { target: { value: '3' } });
    await waitFor(() => expect(within(card).getByText('Price: €42.84')).toBeTruthy());
    expect(api.calls.find((call) => call.path === '/cart/renew/info/renew-card.com')?.body).toMatchObject({
      options: { period: 3, privacy_level: 0, mailbox_level: 0 },
    });
    expect(api.calls.some((call) => call.path.startsWith('/cart/renew/update'))).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Add the renewal of renew-card.com to the cart' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/cart/renew/add/domain/renew-card.com')).toBe(true));
    expect(api.calls.find((call) => call.path === '/cart/renew/add/domain/renew-card.com')?.body).toMatchObject({ options: { period: 3 } });
  });

  it('changes an item in the cart with the update call, not renew info', async () => {
    const api = mockApi((path) =>
      path === '/cart/renew/update/77' ? { success: true, result: emptyCart } : { success: true, result: null },
    );
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<RenewItemCard item={item({ inCart: true, cart_item_id: '77' })} />);
    const card = await screen.findByRole('article', { name: 'renew-card.com' });
    expect(within(card).getByText('In cart')).toBeTruthy();
    fireEvent.click(within(card).getByRole('checkbox', { name: /WHOIS privacy/ }));
    await waitFor(() => expect(api.calls.find((call) => call.path === '/cart/renew/update/77')?.body).toMatchObject({ privacy_level: 1 }));
    expect(api.calls.some((call) => call.path.startsWith('/cart/renew/info'))).toBe(false);
  });

  it('offers the trustee service where the TLD has one: priced by renew info before the cart, with the date it is paid until', async () => {
    const trustee = { id: null, available: true, enabled: false, price: price(1535), until: '2027-03-01T10:00:00.000Z' };
    const api = mockApi((path) =>
      path === '/cart/renew/info/renew-card.com'
        ? { success: true, result: item({ trustee: { ...trustee, enabled: true }, price: price(2963) }) }
        : { success: true, result: null },
    );
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<RenewItemCard item={item({ trustee })} />);
    const card = await screen.findByRole('article', { name: 'renew-card.com' });
    const box = within(card).getByRole('checkbox', { name: 'Local presence service (trustee), €15.35 a year' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(within(card).getByText('Local presence service paid until Mar 1, 2027')).toBeTruthy();
    fireEvent.click(box);
    await waitFor(() => expect(within(card).getByText('Price: €29.63')).toBeTruthy());
    expect(api.calls.find((call) => call.path === '/cart/renew/info/renew-card.com')?.body).toMatchObject({ options: { trustee: 1 } });
    expect((within(card).getByRole('checkbox', { name: /Local presence service/ }) as HTMLInputElement).checked).toBe(true);
    expect(api.calls.some((call) => call.path.startsWith('/cart/renew/update') || call.path.startsWith('/cart/renew/add'))).toBe(false);
  });

  it('turns the trustee service of an item in the cart off and on with the update call; no option where the TLD has none', async () => {
    const api = mockApi((path) =>
      path === '/cart/renew/update/77' ? { success: true, result: emptyCart } : { success: true, result: null },
    );
    vi.stubGlobal('fetch', api.fetchMock);
    const booked = { id: '77', available: true, enabled: true, price: price(1535), until: null };
    const { unmount } = renderWithApp(<RenewItemCard item={item({ inCart: true, cart_item_id: '77', trustee: booked })} />);
    const card = await screen.findByRole('article', { name: 'renew-card.com' });
    const box = within(card).getByRole('checkbox', { name: /Local presence service/ }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(within(card).queryByText(/paid until/)).toBeNull();
    fireEvent.click(box);
    await waitFor(() => expect(api.calls.find((call) => call.path === '/cart/renew/update/77')?.body).toMatchObject({ trustee: 0 }));
    expect(api.calls.some((call) => call.path.startsWith('/cart/renew/info'))).toBe(false);
    unmount();

    renderWithApp(<RenewItemCard item={item()} />);
    const plain = await screen.findByRole('article', { name: 'renew-card.com' });
    expect(within(plain).queryByRole('checkbox', { name: /Local presence service/ })).toBeNull();
  });

  it('shows why a name in redemption cannot be renewed, with the way to restore it, and no add button', async () => {
    vi.stubGlobal('fetch', mockApi(() => ({ success: true, result: null })).fetchMock);
    renderWithApp(
      <RenewItemCard
        item={item({ renewable: false, new_expiry: null, problem: { code: 5304, message: 'Domain is in redemption grace period (RGP)' } })}
      />,
    );
    const card = await screen.findByRole('article', { name: 'renew-card.com' });
    expect(within(card).getByText('In redemption')).toBeTruthy();
    expect(within(card).getByText('Domain is in redemption grace period (RGP)')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Restore this domain' }).getAttribute('href')).toBe('/domain/restore/rgp');
    expect(within(card).queryByRole('button', { name: /Add the renewal/ })).toBeNull();
  });

  it('words the problem in the current language from the catalogue, not in the server text of the load', async () => {
    vi.stubGlobal('fetch', mockApi(() => ({ success: true, result: null })).fetchMock);
    renderWithApp(
      <RenewItemCard
        item={item({
          renewable: false,
          new_expiry: null,
          problem: { code: 5304, message: 'Die Domain befindet sich in der Redemption Grace Period (RGP)' },
        })}
      />,
    );
    const card = await screen.findByRole('article', { name: 'renew-card.com' });
    expect(within(card).getByText('Domain is in redemption grace period (RGP)')).toBeTruthy();
    expect(within(card).queryByText(/Die Domain befindet sich/)).toBeNull();
  });

  it('reads the renew list and carts again when a mailbox level change fails after the old mailbox was removed', async () => {
    const api = mockApi((path) =>
      path === '/cart/renew/remove/77/mb-1'
        ? { success: true, result: emptyCart }
        : path === '/cart/renew/add/77/mailbox'
          ? { success: false, httpStatus: 500 }
          : { success: true, result: null },
    );
    vi.stubGlobal('fetch', api.fetchMock);
    const queryClient = createQueryClient();
    queryClient.setQueryData([...queryKeys.domains, 'renew', 'list'], { items: [] });
    queryClient.setQueryData(queryKeys.cart, { items: {} });
    const served = item({
      inCart: true,
      cart_item_id: '77',
      mailbox: { mailbox_level: 1, id: 'mb-1', name: 'box', available: true, prices: { '1': price(1178), '2': price(2963) } },
    });
    renderWithApp(<RenewItemCard item={served} />, { queryClient });
    const card = await screen.findByRole('article', { name: 'renew-card.com' });
    fireEvent.change(within(card).getByRole('combobox', { name: 'Mailbox' }), { target: { value: '2' } });
    await within(card).findByRole('alert');
    expect(api.calls.some((call) => call.path === '/cart/renew/remove/77/mb-1')).toBe(true);
    await waitFor(() => expect(queryClient.getQueryState([...queryKeys.domains, 'renew', 'list'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(queryKeys.cart)?.isInvalidated).toBe(true);
  });
});
