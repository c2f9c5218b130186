import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, visitorSession } from '@web/test/render';
import { RenewalLinkCheckout } from './renewal-link-checkout';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Answer = { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number };

function server(offers: Answer[]) {
  let offer = 0;
  const api = mockApi((path) => (path === '/domain/renew/simple/offer' ? offers[Math.min(offer++, offers.length - 1)] : { success: false, httpStatus: 500 }));
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

describe('RenewalLinkCheckout', () => {
  it('an invalid or expired link says so and offers a new link instead of a retry', async () => {
    server([{ success: false, httpStatus: 404, errors: [{ code: 5306, message: 'This renewal link is not valid or has expired. Please request a new one.' }] }]);
    renderWithApp(<RenewalLinkCheckout token={'x'.repeat(43)} />, { session: visitorSession(), path: '/domain/renew/simple' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This renewal cannot be paid');
    expect(alert.textContent).toContain('This renewal link is not valid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new renewal link' }).getAttribute('href')).toBe('/domain/renew/simple');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a link whose term was renewed since says the domain is renewed, with neither a new link nor a retry', async () => {
    server([{ success: false, httpStatus: 409, errors: [{ code: 5307, message: 'This domain has already been renewed since the renewal link was sent: nothing more needs to be paid with this link. The holder sees the new expiry date under My domains.' }] }]);
    renderWithApp(<RenewalLinkCheckout token={'z'.repeat(43)} />, { session: visitorSession(), path: '/domain/renew/simple' });
    expect(await screen.findByText('This domain has already been renewed')).toBeTruthy();
    expect(screen.getByText(/nothing more needs to be paid with this link/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My domains (for the holder)' }).getAttribute('href')).toBe('/user/domains');
    expect(screen.queryByRole('link', { name: 'Request a new renewal link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('another failure offers a retry', async () => {
    const api = server([{ success: false, httpStatus: 503, errors: [{ code: 1001, message: 'Server error' }] }]);
    renderWithApp(<RenewalLinkCheckout token={'y'.repeat(43)} />, { session: visitorSession(), path: '/domain/renew/simple' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === '/domain/renew/simple/offer')).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'Request a new renewal link' })).toBeNull();
  });
});
