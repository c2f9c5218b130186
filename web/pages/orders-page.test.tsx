import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { orderItem, testInvoice, testOrder } from '@web/features/orders/test-orders';
import { accountSession } from '@web/features/prepaid-account/test-account';
import { mockApi, renderWithApp } from '@web/test/render';
import { OrdersPage } from './orders-page';

const list = (orders: ReturnType<typeof testOrder>[], total = orders.length, page = 1) => ({
  success: true,
  result: { orders, total, page, per_page: 10 },
});

describe('OrdersPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each order with its state, items, VAT and total, and the invoice and credit note as downloads', async () => {
    const refunded = testOrder({
      id: 13,
      status: 'completed',
      payment_method: 'card',
      net: 2000,
      vat: 380,
      gross: 2380,
      gross_display: '€23.80',
      items: [
        orderItem({ id: 41, domain: 'kept.com', domain_utf8: 'kept.com', description: 'kept.com' }),
        orderItem({
          id: 42,
          domain: 'xn--bcher-kva.de',
          domain_utf8: 'bücher.de',
          description: 'bücher.de',
          status: 'refunded',
          expires_at: null,
          refund: { destination: 'card', amount: 1190, currency: 'EUR', amount_display: '€11.90', status: 'pending' },
        }),
      ],
    });
    const pending = testOrder({
      id: 14,
      status: 'pending_payment',
      payment_method: 'bank_transfer',
      items: [orderItem({ id: 43, status: 'pending', expires_at: null })],
    });
    const { fetchMock } = mockApi((path) =>
      path === '/user/orders'
        ? list([pending, refunded])
        : {
            success: true,
            result: [
              testInvoice({ id: 5, number: 'RE-2026-000005', order_id: 13, pdf_url: '/api/v1/user/invoices/5/pdf' }),
              testInvoice({
                id: 6,
                number: 'GS-2026-000006',
                kind: 'credit-note',
                corrects: 'RE-2026-000005',
                order_id: 13,
                pdf_url: '/api/v1/user/invoices/6/pdf',
              }),
            ],
          },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<OrdersPage />, { session: accountSession(), path: '/user/orders' });
    const [first, second] = await screen.findAllByTestId('order');
    expect(within(first).getByRole('heading', { name: 'Order 14' })).toBeTruthy();
    expect(within(first).getByText('Pending payment')).toBeTruthy();
    expect(within(first).getByText('Paid with: Bank transfer', { exact: false })).toBeTruthy();
    expect(within(first).getByText('The invoice is issued once the order is paid.')).toBeTruthy();

    // The order and its registered item are completed; the other item was refunded.
    expect(within(second).getAllByText('Completed')).toHaveLength(2);
    expect(within(second).getByText('bücher.de')).toBeTruthy();
    // Where its money went: back to the card it was paid with.
    expect(within(second).getByTestId('refund-line').textContent).toBe('€11.90 back to the credit card (on its way)');
    expect(within(second).getByText('Refunded')).toBeTruthy();
    expect(within(second).getByText('Registered until Nov 22, 2027')).toBeTruthy();
    expect(within(second).getByText('Net: €20.00')).toBeTruthy();
    expect(within(second).getByText('VAT (19%): €3.80')).toBeTruthy();
    expect(within(second).getByText('Total: €23.80')).toBeTruthy();
    const invoice = within(second).getByRole('link', { name: 'Invoice RE-2026-000005 (PDF)' });
    expect(invoice.getAttribute('href')).toBe('/api/v1/user/invoices/5/pdf');
    expect(invoice.getAttribute('download')).toBe('RE-2026-000005.pdf');
    expect(within(second).getByRole('link', { name: 'Credit note GS-2026-000006 (PDF)' }).getAttribute('href')).toBe(
      '/api/v1/user/invoices/6/pdf',
    );
  });

  it('says why a refunded transfer was refunded, from its reason code', async () => {
    const order = testOrder({
      items: [
        orderItem({
          id: 44,
          type: 'Transfer',
          domain: 'moving.com',
          domain_utf8: 'moving.com',
          description: 'Domain transfer moving.com, 1 year added',
          status: 'refunded',
          expires_at: null,
          failure_code: 'auth-code',
        }),
        orderItem({ id: 45, status: 'refunded', expires_at: null, failure_code: null }),
      ],
    });
    const { fetchMock } = mockApi((path) => (path === '/user/orders' ? list([order]) : { success: true, result: [] }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<OrdersPage />, { session: accountSession(), path: '/user/orders' });
    const [card] = await screen.findAllByTestId('order');
    const rows = within(card).getAllByRole('row');
    expect(rows[1].textContent).toContain('The registry did not accept the auth code.');
    expect(rows[2].textContent).toContain('Refunded');
    expect(rows[2].textContent).not.toContain('registry');
  });

  it('says that a line was refunded because the registry raised its price (failure code price-changed)', async () => {
    const order = testOrder({
      items: [orderItem({ id: 46, status: 'refunded', expires_at: null, failure_code: 'price-changed' })],
    });
    const { fetchMock } = mockApi((path) => (path === '/user/orders' ? list([order]) : { success: true, result: [] }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<OrdersPage />, { session: accountSession(), path: '/user/orders' });
    const [card] = await screen.findAllByTestId('order');
    const rows = within(card).getAllByRole('row');
    expect(rows[1].textContent).toContain("The registry's price for this name has risen above the price you paid");
  });

  for (const [language, text] of [
    ['en', 'Someone else registered this name first, while your order was being carried out; the amount was refunded.'],
    ['de', 'Jemand anderes hat diesen Namen zuerst registriert, während Ihre Bestellung ausgeführt wurde; der Betrag wurde erstattet.'],
  ] as const) {
    it(`says (${language}) that a name was refunded because someone else registered it first (failure code taken)`, async () => {
      const order = testOrder({ items: [orderItem({ id: 47, status: 'refunded', expires_at: null, failure_code: 'taken' })] });
      const { fetchMock } = mockApi((path) => (path === '/user/orders' ? list([order]) : { success: true, result: [] }));
      vi.stubGlobal('fetch', fetchMock);
      const { i18n } = await import('@web/i18n/i18n');
      if (language === 'de') {
        i18n.addResourceBundle('de', 'translation', (await import('@web/i18n/de.json')).default, true, true);
        i18n.addResourceBundle('de', 'translation', (await import('@web/features/orders/i18n/de.json')).default, true, true);
      }
      await i18n.changeLanguage(language);
      try {
        renderWithApp(<OrdersPage />, { session: accountSession({ language }), path: '/user/orders' });
        const [card] = await screen.findAllByTestId('order');
        expect(within(card).getAllByRole('row')[1].textContent).toContain(text);
      } finally {
        await i18n.changeLanguage('en');
      }
    });
  }

  it('shows the states in German', async () => {
    const { fetchMock } = mockApi((path) =>
      path === '/user/orders'
        ? list([testOrder({ status: 'provisioning', items: [orderItem({ status: 'provisioning' })] })])
        : { success: true, result: [] },
    );
    vi.stubGlobal('fetch', fetchMock);
    const { i18n } = await import('@web/i18n/i18n');
    i18n.addResourceBundle('de', 'translation', (await import('@web/i18n/de.json')).default, true, true);
    await i18n.changeLanguage('de');
    try {
      renderWithApp(<OrdersPage />, { session: accountSession({ language: 'de' }) });
      expect(await screen.findByRole('heading', { name: 'Bestellung 12' })).toBeTruthy();
      expect(screen.getAllByText('In Bearbeitung')).toHaveLength(2);
      expect(screen.getByText('MwSt. (19 %): 1,90 €')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('pages through the orders', async () => {
    const { fetchMock, calls } = mockApi((path) => {
      if (path !== '/user/orders') return { success: true, result: [] };
      const page = calls.filter((call) => call.path === path).length > 1 ? 2 : 1;
      return list([testOrder({ id: page === 1 ? 30 : 5 })], 11, page);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<OrdersPage />, { session: accountSession() });
    expect(await screen.findByRole('heading', { name: 'Order 30' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Order 5' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('has an empty state with a way to search', async () => {
    const { fetchMock } = mockApi((path) => (path === '/user/orders' ? list([]) : { success: true, result: [] }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<OrdersPage />, { session: accountSession() });
    expect(await screen.findByText('You have not ordered anything yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search for a domain' }).getAttribute('href')).toBe('/domain/search');
  });

  it('shows a failed load and tries again', async () => {
    let fail = true;
    const { fetchMock } = mockApi((path) =>
      path === '/user/orders' && fail
        ? { success: false, httpStatus: 500, errors: [] }
        : path === '/user/orders'
          ? list([testOrder()])
          : { success: true, result: [] },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<OrdersPage />, { session: accountSession() });
    expect(await screen.findByText('Your orders could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Order 12' })).toBeTruthy());
  });
});
