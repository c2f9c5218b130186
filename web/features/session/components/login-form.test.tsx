import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { demoUser, mockApi, renderWithApp, visitorSession } from '@web/test/render';
import { queryKeys } from '@web/lib/query-keys';
import { LoginForm } from './login-form';

const user = demoUser();

function fillAndSubmit(login: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: login } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both fields before it calls the server', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<LoginForm onSuccess={() => {}} onTwoFactorRequired={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the first error of a failed login and reads the user status again', async () => {
    const { fetchMock, calls } = mockApi((path) =>
      path === '/user/login'
        ? { success: false, httpStatus: 401, errors: [{ code: 2101, message: 'The login or password is not correct.' }] }
        : { success: true, result: visitorSession() },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<LoginForm onSuccess={() => {}} onTwoFactorRequired={() => {}} />);
    fillAndSubmit('demo@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('The login or password is not correct.');
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/user/login', '/user/status']));
    expect(calls[0].body).toMatchObject({ login: 'demo@example.com', password: 'wrong', csrf_token: expect.any(String) });
  });

  it('stores the logged-in user with the rotated session', async () => {
    const { fetchMock } = mockApi(() => ({
      success: true,
      result: {
        user,
        localization: visitorSession().localization,
        cookie_consent: true,
        csrf_token: 'new-token',
        session_id: 'new-session',
      },
    }));
    vi.stubGlobal('fetch', fetchMock);
    const onSuccess = vi.fn();
    const { queryClient } = renderWithApp(<LoginForm onSuccess={onSuccess} onTwoFactorRequired={() => {}} />);
    fillAndSubmit(' demo@example.com ', 'demo-password-2026');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(queryClient.getQueryData(queryKeys.sessionStatus)).toMatchObject({
      user,
      authenticated: true,
      csrf_token: 'new-token',
      session_id: 'new-session',
      cookie_consent: true,
    });
  });

  it('asks for the second factor when the account has two-factor login, without logging in', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: { two_factor_required: true } }));
    vi.stubGlobal('fetch', fetchMock);
    const onSuccess = vi.fn();
    const onTwoFactorRequired = vi.fn();
    const { queryClient } = renderWithApp(<LoginForm onSuccess={onSuccess} onTwoFactorRequired={onTwoFactorRequired} />);
    fillAndSubmit('demo@example.com', 'demo-password-2026');
    await waitFor(() => expect(onTwoFactorRequired).toHaveBeenCalledOnce());
    expect(onSuccess).not.toHaveBeenCalled();
    expect(calls.map((call) => call.path)).toEqual(['/user/login']);
    expect(queryClient.getQueryData(queryKeys.sessionStatus)).toMatchObject({
      user: null,
      authenticated: false,
      two_factor_pending: true,
      csrf_token: 'test-token',
    });
  });
});
