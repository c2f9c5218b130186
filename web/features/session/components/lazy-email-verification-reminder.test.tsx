import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { demoUser, mockApi, renderWithApp, visitorSession } from '@web/test/render';
import { LazyEmailVerificationReminder } from './lazy-email-verification-reminder';

const user = demoUser({ login: 'new@example.com', email_verified: false });

describe('LazyEmailVerificationReminder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing for a visitor or a verified user', async () => {
    const { unmount } = renderWithApp(<LazyEmailVerificationReminder />);
    expect(screen.queryByText('Please confirm your e-mail address')).toBeNull();
    unmount();
    renderWithApp(<LazyEmailVerificationReminder />, {
      session: visitorSession({ user: { ...user, email_verified: true }, authenticated: true }),
    });
    // Give a lazily loaded notice the chance to appear, had it been wanted.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Please confirm your e-mail address')).toBeNull();
  });

  it('sends the link again and says so, then reports the rate limit', async () => {
    let answer: { success: boolean; result?: unknown; httpStatus?: number; errors?: unknown[] } = { success: true, result: { sent: true } };
    const { fetchMock, calls } = mockApi(() => answer);
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<LazyEmailVerificationReminder />, { session: visitorSession({ user, authenticated: true }) });
    expect(await screen.findByText('We have sent a link to new@example.com. Open it to confirm that the address is yours.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText('A new link is on its way to new@example.com.')).toBeTruthy();
    expect(calls).toMatchObject([{ method: 'POST', path: '/user/verify-email/resend' }]);
    answer = {
      success: false,
      httpStatus: 429,
      errors: [{ code: 1429, message: 'Too many requests. Please wait a moment and try again.' }],
    };
    fireEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeTruthy();
    expect(screen.queryByText('A new link is on its way to new@example.com.')).toBeNull();
  });

  it('can be hidden', async () => {
    renderWithApp(<LazyEmailVerificationReminder />, { session: visitorSession({ user, authenticated: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Hide this notice' }));
    await waitFor(() => expect(screen.queryByText('Please confirm your e-mail address')).toBeNull());
  });
});
