import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SessionStatus } from '@common/api/session.contract';
import { queryKeys } from '@web/lib/query-keys';
import { mockApi, renderWithApp } from '@web/test/render';
import { accountSession, testAccount } from '../test-account';
import { AccountCreatePanel } from './account-create-panel';

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

describe('AccountCreatePanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('opens the account, and the session shows it at once (the account menu reads it, spec §6)', async () => {
    const { fetchMock, calls } = mockApi((path) =>
      path === '/user/account/create'
        ? { success: true, result: testAccount({ balance: 0, balance_display: '€0.00' }) }
        : { success: true },
    );
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithApp(<AccountCreatePanel />, {
      session: accountSession({ account: false }),
      path: '/user/account/create',
    });
    expect(screen.getByRole('heading', { name: 'Pay from a prepaid balance' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open prepaid account' }));
    await waitFor(() => expect(queryClient.getQueryData<SessionStatus>(queryKeys.sessionStatus)?.user?.account).toBe(true));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/user/account/create']);
  });

  it('explains to a user without the permission why there is no account, with no button', () => {
    renderWithApp(<AccountCreatePanel />, { session: accountSession({ account: false, permission: 0 }) });
    expect(screen.getByText('A prepaid account is not available for your customer account')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open prepaid account' })).toBeNull();
  });

  it('shows the server’s refusal in words and leaves the session as it was', async () => {
    const { fetchMock } = mockApi(() => ({
      success: false,
      httpStatus: 403,
      errors: [{ code: 3001, message: 'You may not open a prepaid account.' }],
    }));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithApp(<AccountCreatePanel />, { session: accountSession({ account: false }) });
    fireEvent.click(screen.getByRole('button', { name: 'Open prepaid account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A prepaid account cannot be opened for your customer account. Please contact our support.',
    );
    expect(queryClient.getQueryData<SessionStatus>(queryKeys.sessionStatus)?.user?.account).toBe(false);
  });

  it('points a user who has an account to the overview', () => {
    renderWithApp(<AccountCreatePanel />, { session: accountSession({ account: true }) });
    expect(screen.getByRole('link', { name: 'Go to the account overview' }).getAttribute('href')).toBe('/user/account/overview');
  });
});
