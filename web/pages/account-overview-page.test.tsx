import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountSession, ledgerEntry, testAccount, transactionsPage } from '@web/features/prepaid-account/test-account';
import { mockApi, renderWithApp } from '@web/test/render';
import { AccountOverviewPage } from './account-overview-page';

const off = { enabled: false, threshold: null, threshold_display: null };
const entries = [
  ledgerEntry({
    id: 3,
    amount: -1190,
    amount_display: '-€11.90',
    balance_after: 3810,
    balance_after_display: '€38.10',
    reason: 'payment',
    reference: 'payment:7',
    order_id: 12,
  }),
  ledgerEntry({
    id: 2,
    amount: 5000,
    amount_display: '€50.00',
    balance_after: 5000,
    balance_after_display: '€50.00',
    reason: 'top-up',
    reference: 'payment:5',
  }),
];

describe('AccountOverviewPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('shows the balance in the billing and the display currency, and the latest transactions signed, with their order', async () => {
    const { fetchMock } = mockApi((path) => {
      if (path === '/account/overview') return { success: true, result: testAccount({ balance: 3810, balance_display: '€38.10' }) };
      if (path === '/account/transactions') return { success: true, result: transactionsPage(entries) };
      if (path === '/config/app-settings') return { success: true, result: { exchange_rates: { EUR: 1, USD: 1.1, GBP: 0.5 } } };
      return { success: true, result: off };
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AccountOverviewPage />, { session: accountSession({ currency: 'GBP' }), path: '/user/account/overview' });
    expect((await screen.findByTestId('account-balance')).textContent).toBe('€38.10');
    expect(await screen.findByText(/About £19.05 in your display currency \(GBP\)/)).toBeTruthy();
    const rows = await screen.findAllByTestId('transaction');
    expect(within(rows[0]).getByText('Payment of order 12')).toBeTruthy();
    expect(within(rows[0]).getByText('-€11.90')).toBeTruthy();
    expect(within(rows[0]).getByRole('link', { name: 'Order 12' }).getAttribute('href')).toBe('/user/orders#order-12');
    expect(within(rows[1]).getByText('+€50.00')).toBeTruthy();
    expect(within(rows[1]).getByText('Top-up')).toBeTruthy();
    expect(within(rows[1]).getByText('Payment 5')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'All transactions' })[0].getAttribute('href')).toBe('/user/account/payment/overview');
  });

  it('offers to open an account when the user has none', async () => {
    const { fetchMock } = mockApi(() => ({
      success: false,
      httpStatus: 404,
      errors: [{ code: 3003, message: 'Please open a prepaid account first.' }],
    }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AccountOverviewPage />, { session: accountSession({ account: false }) });
    expect(await screen.findByText('You do not have a prepaid account yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open a prepaid account' }).getAttribute('href')).toBe('/user/account/create');
  });

  it('shows a failed load with the catalogue message and tries again', async () => {
    let fail = true;
    const { fetchMock } = mockApi((path) => {
      if (path === '/account/overview' && fail) return { success: false, httpStatus: 500, errors: [{ code: 1000, message: '' }] };
      if (path === '/account/overview') return { success: true, result: testAccount() };
      if (path === '/account/transactions') return { success: true, result: transactionsPage([]) };
      return { success: true, result: off };
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AccountOverviewPage />, { session: accountSession() });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'Ooops, something went wrong, please try again later.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('account-balance')).textContent).toBe('€25.00');
    expect(await screen.findByText('No transactions yet. Your top-ups and payments appear here.')).toBeTruthy();
  });

  it('follows a top-up that came back from the payment page until it is booked, then shows the new balance', async () => {
    window.sessionStorage.setItem('prepaidAccount.pendingTopUp', JSON.stringify({ paymentId: 41, startedAt: Date.now() }));
    let statusCalls = 0;
    const { fetchMock } = mockApi((path) => {
      if (path === '/pay/status/41') {
        statusCalls += 1;
        return {
          success: true,
          result: {
            payment_id: 41,
            purpose: 'top-up',
            method: 'card',
            status: statusCalls > 1 ? 'paid' : 'pending',
            amount: 5000,
            currency: 'EUR',
            amount_display: '€50.00',
            redirect_url: null,
            transfer: null,
            order: null,
          },
        };
      }
      if (path === '/account/overview')
        return { success: true, result: statusCalls > 1 ? testAccount({ balance: 7500, balance_display: '€75.00' }) : testAccount() };
      if (path === '/account/transactions') return { success: true, result: transactionsPage([]) };
      return { success: true, result: off };
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AccountOverviewPage />, { session: accountSession() });
    expect(await screen.findByText('Your top-up of €50.00 is being confirmed by the payment provider…')).toBeTruthy();
    expect(await screen.findByText('Your top-up of €50.00 has been booked.', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('€75.00'));
    expect(window.sessionStorage.getItem('prepaidAccount.pendingTopUp')).toBeNull();
  });

  it('says so when the payer declined the top-up on the payment page, and the balance stays', async () => {
    window.sessionStorage.setItem('prepaidAccount.pendingTopUp', JSON.stringify({ paymentId: 42, startedAt: Date.now() }));
    const { fetchMock } = mockApi((path) => {
      if (path === '/pay/status/42')
        return {
          success: true,
          result: {
            payment_id: 42,
            purpose: 'top-up',
            method: 'paypal',
            status: 'declined',
            amount: 2000,
            currency: 'EUR',
            amount_display: '€20.00',
            redirect_url: null,
            transfer: null,
            order: null,
          },
        };
      if (path === '/account/overview') return { success: true, result: testAccount() };
      if (path === '/account/transactions') return { success: true, result: transactionsPage([]) };
      return { success: true, result: off };
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AccountOverviewPage />, { session: accountSession() });
    expect((await screen.findByText('Your top-up of €20.00 was declined. Nothing was charged.')).closest('[role="alert"]')).toBeTruthy();
    expect((await screen.findByTestId('account-balance')).textContent).toBe('€25.00');
    await waitFor(() => expect(window.sessionStorage.getItem('prepaidAccount.pendingTopUp')).toBeNull());
  });

  it('forgets a remembered top-up the server does not know, and shows no notice', async () => {
    window.sessionStorage.setItem('prepaidAccount.pendingTopUp', JSON.stringify({ paymentId: 99, startedAt: Date.now() }));
    const { fetchMock } = mockApi((path) => {
      if (path === '/pay/status/99')
        return { success: false, httpStatus: 404, errors: [{ code: 1010, message: 'The requested resource does not exist.' }] };
      if (path === '/account/overview') return { success: true, result: testAccount() };
      if (path === '/account/transactions') return { success: true, result: transactionsPage([]) };
      return { success: true, result: off };
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AccountOverviewPage />, { session: accountSession() });
    await waitFor(() => expect(window.sessionStorage.getItem('prepaidAccount.pendingTopUp')).toBeNull(), { timeout: 5000 });
    expect(screen.queryByText(/Your top-up of/)).toBeNull();
  });
});
