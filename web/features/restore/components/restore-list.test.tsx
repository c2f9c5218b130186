import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RestorableDomain } from '@common/api/restore.contract';
import { mockApi, renderWithApp } from '@web/test/render';
import { RestoreList } from './restore-list';

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

function domain(change: Partial<RestorableDomain> = {}): RestorableDomain {
  return {
    domain: 'come-back.com',
    domain_utf8: 'come-back.com',
    rgp_status: 'redemptionPeriod',
    restorable: true,
    expired_at: '2027-03-01T10:00:00.000Z',
    restore_until: '2027-05-10T10:00:00.000Z',
    renewal_years: 1,
    price: price(9520),
    in_cart: false,
    cart_item_id: null,
    ...change,
  };
}

const emptyCart = {
  items: {},
  count: 1,
  total: { total: 0, vat_value: 0, vat_rate: 0.19, currency: 'EUR', display_total: '€0.00', display_vat: '€0.00' },
};

describe('RestoreList', () => {
  it('shows each name with its state, dates and price, and puts a restorable one into the rgp cart', async () => {
    const api = mockApi((path) => {
      if (path === '/domain/restore/list')
        return {
          success: true,
          result: {
            domains: [
              domain(),
              domain({ domain: 'too-late.com', domain_utf8: 'too-late.com', rgp_status: 'pendingDelete', restorable: false, price: null }),
            ],
          },
        };
      if (path === '/cart/rgp/add/domain/come-back.com') return { success: true, result: emptyCart };
      return { success: true, result: null };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<RestoreList />);
    const card = await screen.findByRole('article', { name: 'come-back.com' });
    expect(within(card).getByText('In redemption')).toBeTruthy();
    expect(within(card).getByText('Expired on Mar 1, 2027')).toBeTruthy();
    expect(within(card).getByText('Can be restored until May 10, 2027')).toBeTruthy();
    expect(within(card).getByText('Restore with one year of renewal: €95.20 incl. VAT')).toBeTruthy();
    const late = screen.getByRole('article', { name: 'too-late.com' });
    expect(within(late).getByText('Pending delete')).toBeTruthy();
    expect(within(late).queryByRole('button')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Restore come-back.com' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/cart/rgp/add/domain/come-back.com')).toBe(true));
  });

  it('says in words when no name is in redemption', async () => {
    const api = mockApi((path) => {
      if (path === '/domain/restore/list') return { success: true, result: { domains: [] } };
      return { success: true, result: null };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<RestoreList />);
    expect(await screen.findByText('None of your domains is in redemption.')).toBeTruthy();
  });

  it('shows the 6304 message when the server refuses the add', async () => {
    const api = mockApi((path) => {
      if (path === '/domain/restore/list') return { success: true, result: { domains: [domain()] } };
      if (path === '/cart/rgp/add/domain/come-back.com')
        return { httpStatus: 409, success: false, errors: [{ code: 6304, field: 'domain', message: '' }] };
      return { success: true, result: null };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<RestoreList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore come-back.com' }));
    expect(await screen.findByText('Domain is not in redemption grace period (RGP)')).toBeTruthy();
  });
});
