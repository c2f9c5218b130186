import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AwaitingTransfer, SectionCart } from '@common/api/cart.contract';
import de from '@web/i18n/de.json';
import { i18n } from '@web/i18n/i18n';
import { demoUser, mockApi, renderWithApp, visitorSession } from '@web/test/render';
import { RenewCartOverview } from './renew-cart-overview';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const price = (total: number) => ({
  total,
  retail: Math.round(total / 1.19),
  vat: total - Math.round(total / 1.19),
  display_total: `€${(total / 100).toFixed(2)}`,
  currency: 'EUR' as const,
});

function cart(awaiting: AwaitingTransfer[], period = 5): SectionCart {
  return {
    items: {
      '41': {
        id: '41',
        type: 'Domain',
        name: 'Domain renewal',
        domain: 'waiting.com',
        domain_utf8: 'waiting.com',
        period,
        premium: false,
        description: `Domain renewal waiting.com, ${period} years`,
        totalPrice: price(1428 * period),
      },
    },
    count: 1,
    total: {
      total: 1428 * period,
      vat_value: 228 * period,
      vat_rate: 0.19,
      currency: 'EUR',
      display_total: `€${((1428 * period) / 100).toFixed(2)}`,
      display_vat: '€11.40',
    },
    awaiting_transfers: awaiting,
  };
}

const waiting = (change: Partial<AwaitingTransfer> = {}): AwaitingTransfer => ({
  payment_id: 77,
  reference: 'DS-00000077',
  amount: '€14.28',
  pay_by: '2026-12-10T09:00:00.000Z',
  lines: ['Domain renewal waiting.com, 1 year'],
  changed: false,
  ...change,
});

const session = visitorSession({ user: demoUser(), authenticated: true });

function serve(answer: SectionCart) {
  const api = mockApi((path) => (path === '/cart/renew/list' ? { success: true, result: answer } : { success: true, result: null }));
  vi.stubGlobal('fetch', api.fetchMock);
}

describe('RenewCartOverview with an order waiting for its bank transfer (decision 071)', () => {
  it('shows the reference, the amount, the due day and what the transfer renews, and that changes need a new checkout', async () => {
    serve(cart([waiting()], 1));
    renderWithApp(<RenewCartOverview />, { session });
    const notice = (await screen.findByText('An order of these renewals awaits your bank transfer (DS-00000077)')).closest(
      '.mantine-Alert-root',
    ) as HTMLElement;
    expect(
      within(notice).getByText(
        'Please transfer €14.28 with the reference DS-00000077 by Dec 10, 2026. Without the transfer by then, the order is cancelled.',
      ),
    ).toBeTruthy();
    expect(within(notice).getByText('Domain renewal waiting.com, 1 year')).toBeTruthy();
    expect(within(notice).getByText(/^Changes to the renew cart apply only when you check out again/)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Show the bank details of this order' }).getAttribute('href')).toBe(
      '/cart/checkout/status/77',
    );
    // The cart itself is still there to change or check out again.
    expect(screen.getByRole('table', { name: 'Renewals in the cart' })).toBeTruthy();
  });

  it('says plainly when the cart has changed since the order: the transfer still renews what was ordered', async () => {
    serve(cart([waiting({ changed: true })]));
    renderWithApp(<RenewCartOverview />, { session });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        /^Your renew cart has changed since this order\. A transfer with this reference still renews only what is listed above/,
      ),
    ).toBeTruthy();
    expect(within(alert).getByText('Domain renewal waiting.com, 1 year')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Domain renewal waiting.com, 5 years' })).toBeTruthy();
  });

  it('speaks German', async () => {
    i18n.addResourceBundle('de', 'translation', de, true, false);
    await i18n.changeLanguage('de');
    serve(cart([waiting({ changed: true, amount: '14,28 €', lines: ['Domainverlängerung waiting.com, 1 Jahr'] })]));
    renderWithApp(<RenewCartOverview />, { session: { ...session, localization: { ...session.localization, language: 'de' } } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Eine Bestellung dieser Verlängerungen wartet auf Ihre Überweisung (DS-00000077)')).toBeTruthy();
    expect(
      within(alert).getByText(
        'Bitte überweisen Sie 14,28 € mit dem Verwendungszweck DS-00000077 bis zum 10.12.2026. Kommt die Überweisung bis dahin nicht, wird die Bestellung storniert.',
      ),
    ).toBeTruthy();
    expect(within(alert).getByText(/^Ihr Verlängerungs-Warenkorb hat sich seit dieser Bestellung geändert/)).toBeTruthy();
  });

  it('shows no notice without a waiting order', async () => {
    serve(cart([], 1));
    renderWithApp(<RenewCartOverview />, { session });
    await screen.findByRole('table', { name: 'Renewals in the cart' });
    expect(screen.queryByText(/awaits your bank transfer/)).toBeNull();
  });
});
