import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { queryKeys } from '@web/lib/query-keys';
import { demoUser, mockApi, renderRoutes, visitorSession } from '@web/test/render';
import { TwoFactorRecoveryPage } from './two-factor-recovery-page';

const snackbarInfo = vi.hoisted(() => vi.fn());
vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { info: snackbarInfo, success: vi.fn(), error: vi.fn(), close: vi.fn() } }));

const user = demoUser();

function renderPage(pending: boolean) {
  return renderRoutes(
    { '/user/login/2fa/recovery': <TwoFactorRecoveryPage />, '/user/dashboard': <p>Dashboard here</p> },
    { path: '/user/login/2fa/recovery', session: visitorSession({ two_factor_pending: pending }) },
  );
}

function submitCode(code: string) {
  fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in with recovery code' }));
}

describe('TwoFactorRecoveryPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    snackbarInfo.mockReset();
  });

  it('explains that a login must come first when no code is awaited', () => {
    renderPage(false);
    expect(screen.getByText('Please log in first')).toBeTruthy();
    expect(screen.queryByLabelText('Recovery code')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/user/login');
  });

  it('logs in with a recovery code as typed and tells how many are left', async () => {
    const { fetchMock, calls } = mockApi(() => ({
      success: true,
      result: {
        two_factor_required: false,
        user,
        localization: visitorSession().localization,
        cookie_consent: null,
        csrf_token: 'new-token',
        session_id: 'new-session',
        recovery_codes_left: 9,
      },
    }));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderPage(true);
    submitCode(' abcde-12345 ');
    expect(await screen.findByText('Dashboard here')).toBeTruthy();
    expect(calls).toMatchObject([{ path: '/user/login/2fa/recovery', body: { code: 'ABCDE12345' } }]);
    expect(snackbarInfo).toHaveBeenCalledWith('You are logged in. Your account has 9 unused recovery codes left.', expect.any(Number));
    expect(queryClient.getQueryData(queryKeys.sessionStatus)).toMatchObject({ user, authenticated: true, two_factor_pending: false });
  });

  it('refuses a malformed code locally and shows the server refusing a used one', async () => {
    const { fetchMock, calls } = mockApi(() => ({
      success: false,
      httpStatus: 401,
      errors: [{ code: 2111, field: 'code', message: 'Der Code ist nicht korrekt.' }],
    }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(true);
    submitCode('ABC');
    expect(await screen.findByText('A recovery code has ten letters and digits.')).toBeTruthy();
    expect(calls).toEqual([]);
    submitCode('ABCDE-12345');
    expect((await screen.findByRole('alert')).textContent).toBe('Der Code ist nicht korrekt.');
    expect(screen.queryByText('Dashboard here')).toBeNull();
  });
});
