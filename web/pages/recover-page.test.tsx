import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { queryKeys } from '@web/lib/query-keys';
import { demoUser, mockApi, renderRoutes, visitorSession } from '@web/test/render';
import { RecoverPage } from './recover-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz_0123456789-ABCD';

const user = demoUser();

function renderPage(path: string, session = visitorSession()) {
  return renderRoutes({ '/user/recover': <RecoverPage /> }, { path, session });
}

describe('RecoverPage without a token', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the address before it asks the server', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: { sent: true } }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/user/recover');
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('answers with the same neutral text whatever the server knows, and can start again', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: { sent: true } }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/user/recover');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: ' Kunde@Example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'If an account exists for kunde@example.org, we have sent a link to this address.',
    );
    expect(calls).toMatchObject([{ path: '/user/recover', body: { login: 'kunde@example.org' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Use another address' }));
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('');
  });

  it('shows a rate limit in the language of the page', async () => {
    const { fetchMock } = mockApi(() => ({
      success: false,
      httpStatus: 429,
      errors: [{ code: 1429, message: 'Too many requests. Please wait a moment and try again.' }],
    }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/user/recover');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'kunde@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please wait a moment and try again.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('RecoverPage with the token of the mail', () => {
  afterEach(() => vi.unstubAllGlobals());

  function fill(password: string, confirm: string) {
    fireEvent.change(screen.getByLabelText('New password', { selector: 'input' }), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Repeat the new password', { selector: 'input' }), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  }

  it('checks length and repetition before it asks the server', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(`/user/recover?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    fill('short', 'short');
    expect(await screen.findByText('The password must have 10 to 128 characters.')).toBeTruthy();
    fill('a-long-new-passphrase', 'a-long-new-passphrase!');
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the password policy's refusal at the field and keeps the form", async () => {
    const { fetchMock } = mockApi(() => ({
      success: false,
      httpStatus: 400,
      errors: [
        {
          code: 2117,
          field: 'password',
          message: 'This password appears in lists of leaked or common passwords. Please choose another one.',
        },
      ],
    }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(`/user/recover?token=${TOKEN}`);
    fill('password123456', 'password123456');
    expect(
      await screen.findByText('This password appears in lists of leaked or common passwords. Please choose another one.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeTruthy();
  });

  it('offers a new link when the token is used or expired', async () => {
    const { fetchMock } = mockApi(() => ({ success: false, httpStatus: 400, errors: [{ code: 2110, field: 'token', message: 'x' }] }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(`/user/recover?token=${TOKEN}`);
    fill('a-long-new-passphrase', 'a-long-new-passphrase');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is invalid, has been used already or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/user/recover');
    expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull();
  });

  it('says that every session ended, logs this browser out and links to the login', async () => {
    const { fetchMock, calls } = mockApi(() => ({
      success: true,
      result: { csrf_token: 'fresh-token', session_id: 'fresh-session', localization: visitorSession().localization },
    }));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderPage(`/user/recover?token=${TOKEN}`, visitorSession({ user, authenticated: true }));
    fill('a-long-new-passphrase', 'a-long-new-passphrase');
    expect((await screen.findByRole('status')).textContent).toContain('All sessions of your account have been ended, on every device.');
    expect(calls).toMatchObject([{ path: '/user/recover/reset', body: { token: TOKEN, password: 'a-long-new-passphrase' } }]);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/user/login');
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.sessionStatus)).toMatchObject({
        user: null,
        authenticated: false,
        csrf_token: 'fresh-token',
      }),
    );
  });
});
