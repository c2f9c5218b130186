import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithApp } from '@web/test/render';
import { accountSession, testAccount } from '../test-account';
import { LowBalanceForm } from './low-balance-form';

const off = { enabled: false, threshold: null, threshold_display: null };

describe('LowBalanceForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('needs an amount when switched on and refuses what is no amount, without calling the server', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: off }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<LowBalanceForm account={testAccount()} />, { session: accountSession() });
    expect(await screen.findByText('Currently: no notification.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Notify me when the balance is low'));
    fireEvent.click(screen.getByRole('button', { name: 'Save notification' }));
    expect(await screen.findByText('Please enter the amount.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Notify below'), { target: { value: '20.999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notification' }));
    expect(await screen.findByText('Please enter an amount such as 20 or 20.50.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('saves the threshold in cents and shows what is kept', async () => {
    const { fetchMock, calls } = mockApi((path, body) =>
      path === '/account/notification' && body
        ? { success: true, result: { enabled: true, threshold: 2050, threshold_display: '€20.50' } }
        : { success: true, result: off },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<LowBalanceForm account={testAccount()} />, { session: accountSession() });
    fireEvent.click(await screen.findByLabelText('Notify me when the balance is low'));
    fireEvent.change(screen.getByLabelText('Notify below'), { target: { value: '20,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notification' }));
    expect(await screen.findByText('The low-balance notification has been saved.')).toBeTruthy();
    expect(screen.getByText('Currently: notify below €20.50.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ enabled: true, threshold: 2050 });
  });

  it('shows a saved threshold in the field and turns the notification off', async () => {
    const { fetchMock, calls } = mockApi((path, body) =>
      body ? { success: true, result: off } : { success: true, result: { enabled: true, threshold: 1500, threshold_display: '€15.00' } },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<LowBalanceForm account={testAccount()} />, { session: accountSession() });
    expect(((await screen.findByLabelText('Notify below')) as HTMLInputElement).value).toBe('15.00');
    fireEvent.click(screen.getByLabelText('Notify me when the balance is low'));
    fireEvent.click(screen.getByRole('button', { name: 'Save notification' }));
    await waitFor(() => expect(screen.getByText('Currently: no notification.')).toBeTruthy());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ enabled: false });
  });
});
