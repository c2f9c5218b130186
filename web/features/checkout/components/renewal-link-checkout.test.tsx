import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as PageLoad from '@web/lib/page-load';
import { fullPageLoad } from '@web/lib/page-load';
import { mockApi, renderWithApp, visitorSession } from '@web/test/render';
import { gbpDisplayQuote, paymentStatus, quote } from '../test-payments';
import { RenewalLinkCheckout } from './renewal-link-checkout';

vi.mock('@web/lib/page-load', async (importOriginal) => ({ ...(await importOriginal<typeof PageLoad>()), fullPageLoad: vi.fn() }));

const REDIRECT = 'http://shop.test/pay/sandbox/token-token-token-token';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Answer = { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number };

function server(offers: Answer[]) {
  let offer = 0;
  const api = mockApi((path) =>
    path === '/domain/renew/simple/offer' ? offers[Math.min(offer++, offers.length - 1)] : { success: false, httpStatus: 500 },
  );
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

describe('RenewalLinkCheckout', () => {
  it('an invalid or expired link says so and offers a new link instead of a retry', async () => {
    server([
      {
        success: false,
        httpStatus: 404,
        errors: [{ code: 5306, message: 'This renewal link is not valid or has expired. Please request a new one.' }],
      },
    ]);
    renderWithApp(<RenewalLinkCheckout token={'x'.repeat(43)} />, { session: visitorSession(), path: '/domain/renew/simple' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This renewal cannot be paid');
    expect(alert.textContent).toContain('This renewal link is not valid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new renewal link' }).getAttribute('href')).toBe('/domain/renew/simple');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a link whose term was renewed since says the domain is renewed, with neither a new link nor a retry', async () => {
    server([
      {
        success: false,
        httpStatus: 409,
        errors: [
          {
            code: 5307,
            message:
              'This domain has already been renewed since the renewal link was sent: nothing more needs to be paid with this link. The holder sees the new expiry date under My domains.',
          },
        ],
      },
    ]);
    renderWithApp(<RenewalLinkCheckout token={'z'.repeat(43)} />, { session: visitorSession(), path: '/domain/renew/simple' });
    expect(await screen.findByText('This domain has already been renewed')).toBeTruthy();
    expect(screen.getByText(/nothing more needs to be paid with this link/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My domains (for the holder)' }).getAttribute('href')).toBe('/user/domains');
    expect(screen.queryByRole('link', { name: 'Request a new renewal link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a renewal that happened while the payer was on the page turns the page into the already-renewed notice', async () => {
    const offer = {
      domain: 'wire.com',
      domain_utf8: 'wire.com',
      expiry: '2027-04-01T10:00:00.000Z',
      new_expiry: '2028-04-01T10:00:00.000Z',
      period: 1,
      min_period: 1,
      max_period: 9,
      link_expires_at: '2027-05-06T10:00:00.000Z',
      quote: quote(),
      methods: ['card', 'paypal', 'bank_transfer'],
    };
    const used = {
      success: false,
      httpStatus: 409,
      errors: [
        {
          code: 5307,
          message:
            'This domain has already been renewed since the renewal link was sent: nothing more needs to be paid with this link. The holder sees the new expiry date under My domains.',
        },
      ],
    };
    let offers = 0;
    const api = mockApi((path) => {
      if (path === '/domain/renew/simple/offer') return offers++ === 0 ? { success: true, result: offer } : used;
      if (path === '/domain/renew/simple/pay') return used;
      return { success: false, httpStatus: 500 };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<RenewalLinkCheckout token={'w'.repeat(43)} />, { session: visitorSession(), path: '/domain/renew/simple' });
    fireEvent.click(await screen.findByRole('radio', { name: /Credit card/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the general terms and conditions.' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I expressly agree that you start the registration/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('This domain has already been renewed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(api.calls.filter((call) => call.path === '/domain/renew/simple/pay')).toHaveLength(1);
  });

  it('does not pay without the consent to the start before the withdrawal period ends, and pays once it is ticked', async () => {
    const offer = {
      domain: 'consent.com',
      domain_utf8: 'consent.com',
      expiry: '2027-04-01T10:00:00.000Z',
      new_expiry: '2028-04-01T10:00:00.000Z',
      period: 1,
      min_period: 1,
      max_period: 9,
      link_expires_at: '2027-05-06T10:00:00.000Z',
      quote: quote(),
      methods: ['card', 'bank_transfer'],
    };
    const api = mockApi((path) => {
      if (path === '/domain/renew/simple/offer') return { success: true, result: offer };
      if (path === '/domain/renew/simple/pay') return { success: true, result: paymentStatus({ redirect_url: REDIRECT }) };
      return { success: false, httpStatus: 500 };
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<RenewalLinkCheckout token={'c'.repeat(43)} />, { session: visitorSession(), path: '/domain/renew/simple' });
    fireEvent.click(await screen.findByRole('radio', { name: /Credit card/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the general terms and conditions.' }));
    const consent = screen.getByRole('checkbox', {
      name: /I expressly agree that you start the registration \(or renewal or restore\) at once/,
    });
    expect(screen.getByText(/A domain is registered with the registry at once and cannot be returned/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    const missing = 'Please confirm that the order is carried out at once and that you thereby lose your right of withdrawal.';
    expect(screen.getByText(missing)).toBeTruthy();
    expect(screen.queryByText('Please accept the general terms and conditions.')).toBeNull();
    expect(api.calls.some((call) => call.path === '/domain/renew/simple/pay')).toBe(false);
    fireEvent.click(consent);
    expect(screen.queryByText(missing)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await vi.waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(REDIRECT));
    expect(api.calls.find((call) => call.path === '/domain/renew/simple/pay')?.body).toMatchObject({
      method: 'card',
      terms: true,
      withdrawal_consent: true,
    });
  });

  it('names the amount charged in the billing currency on the button and in the total, with the display currency only as an approximation', async () => {
    const offer = {
      domain: 'tea-room.com',
      domain_utf8: 'tea-room.com',
      expiry: '2027-04-01T10:00:00.000Z',
      new_expiry: '2028-04-01T10:00:00.000Z',
      period: 1,
      min_period: 1,
      max_period: 9,
      link_expires_at: '2027-05-06T10:00:00.000Z',
      quote: gbpDisplayQuote(),
      methods: ['card'],
    };
    server([{ success: true, result: offer }]);
    const session = visitorSession();
    renderWithApp(<RenewalLinkCheckout token={'g'.repeat(43)} />, {
      session: { ...session, localization: { ...session.localization, currency: 'GBP' } },
      path: '/domain/renew/simple',
    });
    expect(await screen.findByRole('button', { name: 'Pay €9.51' })).toBeTruthy();
    const totals = screen.getByRole('group', { name: 'Order totals' }).textContent;
    expect(totals).toContain('Total€9.51');
    expect(totals).toContain('≈ £8.05 (approximately, in your display currency; you are charged €9.51)');
  });

  it('another failure offers a retry', async () => {
    const api = server([{ success: false, httpStatus: 503, errors: [{ code: 1001, message: 'Server error' }] }]);
    renderWithApp(<RenewalLinkCheckout token={'y'.repeat(43)} />, { session: visitorSession(), path: '/domain/renew/simple' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === '/domain/renew/simple/offer')).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'Request a new renewal link' })).toBeNull();
  });
});
