import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithApp } from '@web/test/render';
import { snackbar } from '@web/lib/app-snackbar';
import { profileKeys } from '../profile-keys';
import { clientSession, testProfile } from '../test-profile';
import { PasswordForm } from './password-form';

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

function fill(current: string, next: string, repeat: string) {
  fireEvent.change(screen.getByLabelText('Current password', { selector: 'input' }), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password', { selector: 'input' }), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repeat the new password', { selector: 'input' }), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('checks length, repetition and the current password before it calls the server', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PasswordForm />, { session: clientSession() });

    fill('', 'short', 'shorter');
    expect(await screen.findByText('Please enter your current password.')).toBeTruthy();
    expect(screen.getByText('The new password must have 10 to 128 characters.')).toBeTruthy();
    expect(screen.getByText('The two new passwords do not match.')).toBeTruthy();

    fill('the-old-password', 'the-old-password', 'the-old-password');
    expect(await screen.findByText('The new password must differ from the current one.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the policy error of the server at the new password and keeps the input', async () => {
    const { fetchMock, calls } = mockApi(() => ({
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
    renderWithApp(<PasswordForm />, { session: clientSession() });

    fill('the-old-password', 'password1234', 'password1234');
    const input = screen.getByLabelText('New password', { selector: 'input' });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This password appears in lists of leaked or common passwords. Please choose another one.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('password1234');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/user/profile/set-login-password',
      body: { current_password: 'the-old-password', password: 'password1234' },
    });
    expect(snackbar.success).not.toHaveBeenCalled();
  });

  it('shows a wrong current password at that field', async () => {
    const { fetchMock } = mockApi(() => ({
      success: false,
      httpStatus: 401,
      errors: [{ code: 2115, field: 'current_password', message: 'The current password is not correct.' }],
    }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PasswordForm />, { session: clientSession() });
    fill('wrong-password', 'a-much-better-passphrase', 'a-much-better-passphrase');
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect(screen.getByLabelText('Current password', { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('saves, clears the form, tells the user and stores the new profile', async () => {
    const saved = testProfile({ name: 'Anna' });
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: saved }));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithApp(<PasswordForm />, { session: clientSession() });
    fill('the-old-password', 'a-much-better-passphrase', 'a-much-better-passphrase');
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith('Your password was changed. Your other sessions were logged out.'));
    expect(calls.map((call) => call.path)).toEqual(['/user/profile/set-login-password']);
    expect((screen.getByLabelText('New password', { selector: 'input' }) as HTMLInputElement).value).toBe('');
    expect(queryClient.getQueryData(profileKeys.general)).toEqual(saved);
  });
});
