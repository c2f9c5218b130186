import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AllCarts, SectionCart } from '@common/api/cart.contract';
import { demoUser, mockApi, renderWithApp, visitorSession } from '@web/test/render';
import { RgpCartOverview } from './rgp-cart-overview';

afterEach(() => vi.unstubAllGlobals());

const total = { total: 0, vat_value: 0, vat_rate: 0.19, currency: 'EUR', display_total: '€0.00', display_vat: '€0.00' };
const empty: SectionCart = { items: {}, count: 0, total };

describe('RgpCartOverview with an order waiting for its bank transfer (decision 071)', () => {
  it('shows what the transfer restores, also when the cart has been emptied since, with a warning', async () => {
    const carts: AllCarts = {
      register: { ...empty, suggestions: { bundles: [], promos: [] } },
      renew: empty,
      rgp: {
        ...empty,
        awaiting_transfers: [
          {
            payment_id: 5,
            reference: 'DS-00000005',
            amount: '€95.20',
            pay_by: '2026-12-10T09:00:00.000Z',
            lines: ['Domain restore back-again.com'],
            changed: true,
          },
        ],
      },
    };
    const api = mockApi((path) => (path === '/cart/list/all' ? { success: true, result: carts } : { success: true, result: null }));
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<RgpCartOverview />, { session: visitorSession({ user: demoUser(), authenticated: true }) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('An order of these restores awaits your bank transfer (DS-00000005)')).toBeTruthy();
    expect(within(alert).getByText('Domain restore back-again.com')).toBeTruthy();
    expect(within(alert).getByText(/^Your restore cart has changed since this order/)).toBeTruthy();
    expect(screen.getByText('Your restore cart is empty.')).toBeTruthy();
  });
});
