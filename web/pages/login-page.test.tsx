import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { queryKeys } from '@web/lib/query-keys';
import { demoUser, mockApi, renderRoutes, visitorSession } from '@web/test/render';
import { LoginPage } from './login-page';

const user = demoUser();

const loggedIn = {
  two_factor_required: false,
  user,
  localization: visitorSession().localization,
  cookie_consent: null,
  csrf_token: 'new-token',
  session_id: 'new-session',
};

function renderLoginPage(options: { pending?: boolean; path?: string } = {}) {
  return renderRoutes(
    { '/user/login': <LoginPage />, '/user/dashboard': <p>Dashboard here</p>, '/domain/prices': <p>Prices here</p> },
    { path: options.path ?? '/user/login', session: visitorSession({ two_factor_pending: options.pending ?? false }) },
  );
}

function submitPassword() {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'demo@example.com' } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'demo-password-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

function submitCode(code: string) {
  fireEvent.change(screen.getByLabelText('Six-digit code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
}

describe('LoginPage with two-factor login', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the code after a correct password and logs in with it', async () => {
    const { fetchMock, calls } = mockApi((path) =>
      path === '/user/login' ? { success: true, result: { two_factor_required: true } } : { success: true, result: loggedIn },
    );
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderLoginPage({ path: '/user/login?redirect=%2Fdomain%2Fprices' });
    submitPassword();
    expect(await screen.findByRole('heading', { name: 'Two-factor login' })).toBeTruthy();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    // The code field takes the focus: the user types on without reaching for the pointer.
    expect(document.activeElement).toBe(screen.getByLabelText('Six-digit code'));
    // The recovery page keeps the login's target.
    expect(screen.getByRole('link', { name: /Use a recovery code/ }).getAttribute('href')).toBe(
      '/user/login/2fa/recovery?redirect=%2Fdomain%2Fprices',
    );
    submitCode('123 456');
    expect(await screen.findByText('Prices here')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/user/login', '/user/login/2fa']);
    expect(calls[1].body).toMatchObject({ code: '123456', csrf_token: 'test-token' });
    expect(queryClient.getQueryData(queryKeys.sessionStatus)).toMatchObject({
      user,
      authenticated: true,
      two_factor_pending: false,
      csrf_token: 'new-token',
    });
  });

  it('refuses a malformed code without asking the server', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: loggedIn }));
    vi.stubGlobal('fetch', fetchMock);
    renderLoginPage({ pending: true });
    submitCode('12345');
    expect(await screen.findByText('Please enter the six digits your app shows.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Six-digit code'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Please enter the code.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the server's message for a wrong code and a rate limit, and stays logged out", async () => {
    let answer = {
      httpStatus: 401,
      errors: [{ code: 2111, field: 'code', message: 'The code is not correct. Please enter the current code of your authenticator app.' }],
    };
    const { fetchMock } = mockApi(() => ({ success: false, ...answer }));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderLoginPage({ pending: true });
    submitCode('000000');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code is not correct. Please enter the current code of your authenticator app.',
    );
    // A refused code is not offered again.
    expect((screen.getByLabelText('Six-digit code') as HTMLInputElement).value).toBe('');
    answer = { httpStatus: 429, errors: [{ code: 1429, field: '', message: 'Too many requests. Please wait a moment and try again.' }] };
    submitCode('111111');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please wait a moment and try again.'));
    expect(queryClient.getQueryData(queryKeys.sessionStatus)).toMatchObject({ user: null, two_factor_pending: true });
  });

  it('offers to start again when the password step has expired', async () => {
    const { fetchMock } = mockApi(() => ({
      success: false,
      httpStatus: 401,
      errors: [{ code: 2112, message: 'Please log in with your e-mail address and password first.' }],
    }));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderLoginPage({ pending: true });
    submitCode('123456');
    expect((await screen.findByRole('alert')).textContent).toBe('Please log in with your e-mail address and password first.');
    expect(queryClient.getQueryData(queryKeys.sessionStatus)).toMatchObject({ two_factor_pending: false });
    fireEvent.click(screen.getByRole('button', { name: 'Start again with e-mail and password' }));
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeTruthy();
  });
});
