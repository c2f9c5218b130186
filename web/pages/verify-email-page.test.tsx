import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { queryKeys } from '@web/lib/query-keys';
import { demoUser, mockApi, renderRoutes, visitorSession } from '@web/test/render';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz_0123456789-ABCD';

const user = demoUser({ email_verified: false });

function renderPage(path: string, session = visitorSession()) {
  return renderRoutes({ '/user/verify-email': <VerifyEmailPage /> }, { path, session });
}

describe('VerifyEmailPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['account', 'Your e-mail address demo@example.com is confirmed.'],
    ['contact', 'The address demo@example.com is confirmed as a domain contact.'],
    ['email_change', 'Your login address is now demo@example.com. Please use it for your next login.'],
  ])('uses the token once with a POST and confirms a %s address', async (kind, text) => {
    const { fetchMock, calls } = mockApi((path) =>
      path === '/user/verify-email'
        ? { success: true, result: { kind, email: 'demo@example.com' } }
        : { success: true, result: visitorSession() },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(`/user/verify-email?token=${TOKEN}`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('Thank you!')).toBeTruthy();
    expect(calls).toMatchObject([{ method: 'POST', path: '/user/verify-email', body: { token: TOKEN } }]);
    // A visitor logs in next, and lands on the dashboard rather than on this used link.
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/user/login?redirect=%2Fuser%2Fdashboard');
  });

  it('marks the logged-in user as verified, so the reminder goes', async () => {
    const { fetchMock } = mockApi((path) =>
      path === '/user/verify-email'
        ? { success: true, result: { kind: 'account', email: user.login } }
        : { success: true, result: visitorSession({ user: { ...user, email_verified: true }, authenticated: true }) },
    );
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderPage(`/user/verify-email?token=${TOKEN}`, visitorSession({ user, authenticated: true }));
    expect(await screen.findByText('Your e-mail address demo@example.com is confirmed.')).toBeTruthy();
    expect(queryClient.getQueryData(queryKeys.sessionStatus)).toMatchObject({ user: { email_verified: true } });
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
  });

  it.each([
    ['account', 'Your e-mail address demo@example.com was confirmed with this link before. There is nothing more to do.'],
    ['email_change', 'Your login address was changed to demo@example.com with this link before. Please use it for your next login.'],
  ])('says a %s address is confirmed already when the used link is opened again', async (kind, text) => {
    const { fetchMock } = mockApi((path) =>
      path === '/user/verify-email'
        ? { success: true, result: { kind, email: 'demo@example.com', already_confirmed: true } }
        : { success: true, result: visitorSession() },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(`/user/verify-email?token=${TOKEN}`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('Confirmed already')).toBeTruthy();
    expect(screen.queryByText('Thank you!')).toBeNull();
  });

  it('says clearly when the link is used or expired', async () => {
    const { fetchMock } = mockApi(() => ({ success: false, httpStatus: 400, errors: [{ code: 2110, field: 'token', message: 'x' }] }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(`/user/verify-email?token=${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link does not work');
    expect(alert.textContent).toContain('This link is invalid, has been used already or has expired.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('does not call the server for a link without a token', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/user/verify-email');
    expect((await screen.findByRole('alert')).textContent).toContain('the link you opened has no code');
    expect(calls).toEqual([]);
  });
});
