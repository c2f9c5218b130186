import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, visitorSession } from '@web/test/render';
import { SettingsForm } from './components/settings-form';
import { countryEditableAt } from './country-lock';

afterEach(() => vi.unstubAllGlobals());

const client = { status: 'client' as const };

describe('countryEditableAt (spec §6: no country change on a payment page)', () => {
  it('locks the country on the checkout and its status page, as on the /payment pages and for resellers', () => {
    expect(countryEditableAt(client, '/cart/checkout')).toBe(false);
    expect(countryEditableAt(client, '/cart/checkout/status/12')).toBe(false);
    expect(countryEditableAt(client, '/user/domain/renew/payment')).toBe(false);
    expect(countryEditableAt({ status: 'reseller' }, '/home')).toBe(false);
  });

  it('leaves it free elsewhere, the cart included', () => {
    expect(countryEditableAt(client, '/cart/overview')).toBe(true);
    expect(countryEditableAt(null, '/home')).toBe(true);
    expect(countryEditableAt(client, '/user/dashboard')).toBe(true);
  });
});

describe('the settings form on the checkout', () => {
  it('shows the country disabled with the reason, while language and currency stay free', async () => {
    const { fetchMock } = mockApi((path) =>
      path === '/config/countries'
        ? { success: true, result: [{ code: 'DE', name: 'Germany', vat_rate: 0.19, eu: true }] }
        : { success: false, httpStatus: 500 },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<SettingsForm onSaved={vi.fn()} />, {
      path: '/cart/checkout',
      session: visitorSession({
        authenticated: true,
        user: {
          id: 1,
          login: 'a@example.org',
          status: 'client',
          account: false,
          email_verified: true,
          properties: { user_account_permission: 0, premium_support: 0, live_chat: 0 },
        },
      }),
    });
    const country = screen.getByRole('combobox', { name: 'Home country' }) as HTMLSelectElement;
    expect(country.disabled).toBe(true);
    expect(screen.getByText('The home country cannot be changed during a payment.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).disabled).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement).disabled).toBe(false);
  });

  it('lets the country be changed on the cart overview', () => {
    vi.stubGlobal('fetch', mockApi(() => ({ success: false, httpStatus: 500 })).fetchMock);
    renderWithApp(<SettingsForm onSaved={vi.fn()} />, { path: '/cart/overview' });
    expect((screen.getByRole('combobox', { name: 'Home country' }) as HTMLSelectElement).disabled).toBe(false);
  });
});
