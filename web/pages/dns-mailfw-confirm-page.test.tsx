import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { i18n } from '@web/i18n/i18n';
import { mockApi, renderRoutes, visitorSession } from '@web/test/render';
import { DnsMailfwConfirmPage } from './dns-mailfw-confirm-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz_0123456789-ABCD';
const confirmed = {
  domain: 'xn--mller-kva.example',
  domain_utf8: 'müller.example',
  destination: 'anna@mail.example.org',
  sources: ['*', 'info'],
};

function renderPage(path: string) {
  return renderRoutes({ '/dns/mailfw/confirm': <DnsMailfwConfirmPage /> }, { path, session: visitorSession() });
}

function confirmCalls(calls: Array<{ path: string }>) {
  return calls.filter((call) => call.path === '/dns/mailfw/confirm');
}

describe('DnsMailfwConfirmPage', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage('en'));
  });

  it('uses the token once with a POST and says whose mail is now forwarded where', async () => {
    const { fetchMock, calls } = mockApi((path) =>
      path === '/dns/mailfw/confirm' ? { success: true, result: confirmed } : { success: true, result: visitorSession() },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(`/dns/mailfw/confirm?token=${TOKEN}`);
    const status = await screen.findByText(
      'Mail for any address @müller.example, info@müller.example is now forwarded to anna@mail.example.org.',
    );
    expect(status.closest('[role="status"]')?.textContent).toContain('Forwarding confirmed');
    expect(screen.getByRole('heading', { name: 'Confirm mail forwarding' })).toBeTruthy();
    expect(confirmCalls(calls)).toMatchObject([{ method: 'POST', path: '/dns/mailfw/confirm', body: { token: TOKEN } }]);
    // Nothing else happening on the page posts the token a second time.
    i18n.addResourceBundle('de', 'translation', (await import('@web/i18n/de.json')).default, true, true);
    await act(async () => i18n.changeLanguage('de'));
    expect(
      await screen.findByText(
        'E-Mails an jede Adresse @müller.example, info@müller.example werden jetzt an anna@mail.example.org weitergeleitet.',
      ),
    ).toBeTruthy();
    expect(confirmCalls(calls)).toHaveLength(1);
  });

  it('says so when the domain no longer forwards to the confirmed address', async () => {
    const { fetchMock } = mockApi((path) =>
      path === '/dns/mailfw/confirm'
        ? { success: true, result: { ...confirmed, sources: [] } }
        : { success: true, result: visitorSession() },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(`/dns/mailfw/confirm?token=${TOKEN}`);
    expect(
      await screen.findByText(
        /anna@mail\.example\.org is confirmed for mail forwarding from müller\.example\. The domain has no forwarding to it at the moment\./,
      ),
    ).toBeTruthy();
  });

  it('says clearly that an unknown or removed link forwards nothing, with no retry', async () => {
    const { fetchMock } = mockApi(() => ({ success: false, httpStatus: 404, errors: [{ code: 2110, field: 'token', message: 'x' }] }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(`/dns/mailfw/confirm?token=${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The forwarding could not be confirmed');
    expect(alert.textContent).toContain('This confirmation link is not known');
    expect(alert.textContent).toContain('Nothing is forwarded to you.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/home');
  });

  it('offers a retry when the server could not be reached, and then confirms', async () => {
    let fail = true;
    const { fetchMock, calls } = mockApi((path) => {
      if (path !== '/dns/mailfw/confirm') return { success: true, result: visitorSession() };
      if (fail) return { success: false, httpStatus: 503, errors: [{ code: 1000, message: '' }] };
      return { success: true, result: confirmed };
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage(`/dns/mailfw/confirm?token=${TOKEN}`);
    await screen.findByRole('alert');
    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText(/is now forwarded to anna@mail\.example\.org\./)).toBeTruthy();
    expect(confirmCalls(calls)).toHaveLength(2);
  });

  it('does not call the server for a link without a token', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/dns/mailfw/confirm');
    expect((await screen.findByRole('alert')).textContent).toContain('The link you opened has no confirmation code.');
    expect(confirmCalls(calls)).toEqual([]);
  });
});
