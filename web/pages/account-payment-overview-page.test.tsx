import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { accountSession, ledgerEntry, transactionsPage } from '@web/features/prepaid-account/test-account';
import { mockApi, renderWithApp } from '@web/test/render';
import { AccountPaymentOverviewPage } from './account-payment-overview-page';

describe('AccountPaymentOverviewPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pages through the transactions', async () => {
    const { fetchMock, calls } = mockApi((path) => {
      if (path !== '/account/transactions') return { success: true };
      const page = calls.filter((call) => call.path === path).length > 1 ? 2 : 1;
      const entry =
        page === 1
          ? ledgerEntry({ id: 30, amount_display: '€30.00' })
          : ledgerEntry({ id: 1, reason: 'refund', amount: 1190, amount_display: '€11.90', reference: 'order-item:4', order_id: 2 });
      return { success: true, result: transactionsPage([entry], { total: 21, page, per_page: 20 }) };
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AccountPaymentOverviewPage />, { session: accountSession(), path: '/user/account/payment/overview' });
    expect(await screen.findByText('+€30.00')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Refund from order 2')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/account/transactions').map((call) => call.method)).toEqual(['GET', 'GET']);
  });

  it('says so when there are no transactions yet', async () => {
    const { fetchMock } = mockApi(() => ({ success: true, result: transactionsPage([]) }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AccountPaymentOverviewPage />, { session: accountSession() });
    expect(await screen.findByText('No transactions yet. Your top-ups and payments appear here.')).toBeTruthy();
  });
});
