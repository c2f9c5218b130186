import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithApp, visitorSession } from '@web/test/render';
import { CookieNotice } from './cookie-notice';

describe('CookieNotice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows until the visitor accepts, then stores the consent', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: { cookie_consent: true } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<CookieNotice />);
    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    expect(screen.getByRole('link', { name: 'More information' }).getAttribute('href')).toBe('/imprint#privacy');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(notice.isConnected).toBe(false));
    expect(calls).toEqual([{ method: 'POST', path: '/user/cookie-consent', body: expect.objectContaining({ consent: true }) }]);
  });

  it('stays hidden once the visitor has answered', () => {
    renderWithApp(<CookieNotice />, { session: visitorSession({ cookie_consent: false }) });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});
