import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as pageLoad from '@web/lib/page-load';
import { fullPageLoad } from '@web/lib/page-load';
import { mockApi, renderWithApp } from '@web/test/render';
import { accountSession, testAccount, topUpInit } from '../test-account';
import { TopUpForm } from './top-up-form';

vi.mock('@web/lib/page-load', async (importOriginal) => ({ ...(await importOriginal<typeof pageLoad>()), fullPageLoad: vi.fn() }));

const pending = (overrides: Record<string, unknown> = {}) => ({
  payment_id: 41,
  purpose: 'top-up',
  method: 'card',
  status: 'pending',
  amount: 5000,
  currency: 'EUR',
  amount_display: '€50.00',
  redirect_url: 'http://shop.test/pay/sandbox/abcdefghijklmnopqrstuvwxyz',
  transfer: null,
  order: null,
  ...overrides,
});

function typeAmount(value: string) {
  fireEvent.change(screen.getByLabelText(/Amount in EUR/), { target: { value } });
}

describe('TopUpForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    window.sessionStorage.clear();
  });

  it('shows the minimum and the room under the limit before anything is sent, and refuses amounts outside them', async () => {
    const { fetchMock, calls } = mockApi((path) =>
      path === '/pay/init/account' ? { success: true, result: topUpInit() } : { success: true },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<TopUpForm account={testAccount({ balance: 480_000, balance_display: '€4,800.00' })} />, { session: accountSession() });
    expect(screen.getByText('At least €10.00; at most €200.00 fits under your limit of €5,000.00.')).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('Credit card'));

    typeAmount('9.99');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €9.99' }));
    expect(await screen.findByText('The amount is less than the minimum of €10.00.')).toBeTruthy();

    typeAmount('200.01');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €200.01' }));
    expect(
      await screen.findByText('The amount would exceed the current limit of your account: at most €200.00 can be added.'),
    ).toBeTruthy();

    typeAmount('ten');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please enter an amount such as 50 or 50.00.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('asks for a method before paying', async () => {
    const { fetchMock, calls } = mockApi((path) =>
      path === '/pay/init/account' ? { success: true, result: topUpInit() } : { success: true },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<TopUpForm account={testAccount()} />, { session: accountSession() });
    await screen.findByLabelText('PayPal');
    typeAmount('50');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €50.00' }));
    expect(await screen.findByText('Please choose a payment method.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the amount in cents with a key, remembers the payment and leaves for the hosted page', async () => {
    const { fetchMock, calls } = mockApi((path) =>
      path === '/pay/init/account'
        ? { success: true, result: topUpInit() }
        : path === '/user/account/increase'
          ? { success: true, result: pending() }
          : { success: true },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<TopUpForm account={testAccount()} />, { session: accountSession() });
    fireEvent.click(await screen.findByLabelText('Credit card'));
    typeAmount('50,00');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €50.00' }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('http://shop.test/pay/sandbox/abcdefghijklmnopqrstuvwxyz'));
    const post = calls.find((call) => call.path === '/user/account/increase')!;
    expect(post.body).toMatchObject({ amount: 5000, method: 'card', idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(JSON.parse(window.sessionStorage.getItem('prepaidAccount.pendingTopUp')!)).toMatchObject({ paymentId: 41 });
    expect(screen.getByText('Taking you to the payment page…')).toBeTruthy();
  });

  it('shows the server’s refusal (1400) clearly and uses a new key for the next attempt', async () => {
    const { fetchMock, calls } = mockApi((path) =>
      path === '/pay/init/account'
        ? { success: true, result: topUpInit() }
        : {
            success: false,
            httpStatus: 403,
            errors: [{ code: 1400, message: 'Account deposits are currently not possible for your account!' }],
          },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<TopUpForm account={testAccount()} />, { session: accountSession() });
    fireEvent.click(await screen.findByLabelText('PayPal'));
    typeAmount('20');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €20.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Account deposits are currently not possible for your account!');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €20.00' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/user/account/increase')).toHaveLength(2));
    const [first, second] = calls.filter((call) => call.path === '/user/account/increase');
    expect(first.body!.idempotency_key).not.toBe(second.body!.idempotency_key);
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('shows the transfer details and reference of a bank transfer', async () => {
    const transfer = {
      holder: 'Example Domains GmbH',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      bank: 'Deutsche Kreditbank',
      reference: 'DS-00000041',
      amount: 5000,
      amount_display: '€50.00',
    };
    const { fetchMock } = mockApi((path) =>
      path === '/pay/init/account'
        ? { success: true, result: topUpInit() }
        : { success: true, result: pending({ method: 'bank_transfer', redirect_url: null, transfer }) },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<TopUpForm account={testAccount()} />, { session: accountSession() });
    fireEvent.click(await screen.findByLabelText('Bank transfer'));
    typeAmount('50');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €50.00' }));
    expect(await screen.findByRole('heading', { name: 'Please transfer €50.00' })).toBeTruthy();
    expect(screen.getByText('DS-00000041')).toBeTruthy();
    expect(screen.getByText('DE02120300000000202051')).toBeTruthy();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('tells a user whose deposits are blocked (1400) instead of offering the form', () => {
    renderWithApp(<TopUpForm account={testAccount({ deposits_allowed: false })} />, { session: accountSession() });
    expect(screen.getByRole('alert').textContent).toBe('Account deposits are currently not possible for your account!');
    expect(screen.queryByLabelText(/Amount in EUR/)).toBeNull();
  });
});
