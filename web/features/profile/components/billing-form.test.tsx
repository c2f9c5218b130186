import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithApp } from '@web/test/render';
import { snackbar } from '@web/lib/app-snackbar';
import { queryKeys } from '@web/lib/query-keys';
import { clientSession, testProfile } from '../test-profile';
import { BillingForm } from './billing-form';

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

const countries = [
  { code: 'DE', name: 'Germany', vat_rate: 0.19, eu: true },
  { code: 'AT', name: 'Austria', vat_rate: 0.2, eu: true },
  { code: 'US', name: 'United States', vat_rate: 0, eu: false },
];

const address = {
  name: 'Anna Muster',
  company: 'Muster GmbH',
  street: 'Hauptstraße 1',
  postal_code: '1010',
  city: 'Wien',
  country: 'AT',
  phone: '+43.15550100',
  business: true,
  vat_id: 'ATU12345678',
  vies: null,
};

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The error text an input points at with aria-describedby. */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ') || null;
}

describe('BillingForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('refuses an incomplete address, a phone without country code and a VAT ID of the wrong country, without calling the server', async () => {
    const { fetchMock, calls } = mockApi((path) =>
      path === '/config/countries' ? { success: true, result: countries } : { success: true },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<BillingForm profile={testProfile()} />, { session: clientSession() });
    expect(await screen.findByText('You have not entered a billing address yet.')).toBeTruthy();
    await screen.findByRole('option', { name: 'Austria' });

    type('Phone', '030 1234567');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'AT' } });
    fireEvent.click(screen.getByLabelText('I am a business customer'));
    type('VAT ID', 'DE123456789');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(errorOf('Name')).toBe('Please fill in this field.'));
    expect(errorOf('Street and number')).toBe('Please fill in this field.');
    expect(errorOf('Postal code')).toBe('Please fill in this field.');
    expect(errorOf('City')).toBe('Please fill in this field.');
    expect(errorOf('Phone')).toBe('Please write the number as +country code.number, e.g. +49.301234567.');
    expect(errorOf('VAT ID')).toBe('This VAT ID does not match the format of the country, for example ATU12345678.');
    expect(errorOf('Company (optional)')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('asks a business customer in the EU for the VAT ID, and shows the field only to business customers', async () => {
    const { fetchMock, calls } = mockApi((path) =>
      path === '/config/countries' ? { success: true, result: countries } : { success: true },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<BillingForm profile={testProfile({ billing: { ...address, business: false, vat_id: '' } })} />, {
      session: clientSession(),
    });
    await screen.findByRole('option', { name: 'Austria' });
    expect(screen.queryByLabelText('VAT ID')).toBeNull();
    fireEvent.click(screen.getByLabelText('I am a business customer'));
    expect(screen.getByText('For example ATU12345678')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf('VAT ID')).toBe('Please enter the VAT ID of your business.'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('saves the address, updates the localization and reloads the cart, the settings and the session status', async () => {
    const localization = { language: 'en', currency: 'EUR', country: 'AT', vat_rate: 0.2, business_customer: true, tracking: false };
    const saved = testProfile({ billing: address });
    const { fetchMock, calls } = mockApi((path) => {
      if (path === '/config/countries') return { success: true, result: countries };
      if (path === '/user/profile/set-billing-address') return { success: true, result: { profile: saved, localization } };
      // The server's status carries the new country from now on.
      return { success: true, result: { ...clientSession(), localization } };
    });
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithApp(<BillingForm profile={testProfile()} />, { session: clientSession() });
    queryClient.setQueryData(queryKeys.cart, { register: {} });
    await screen.findByRole('option', { name: 'Austria' });

    type('Name', ' Anna Muster ');
    type('Company (optional)', 'Muster GmbH');
    type('Street and number', 'Hauptstraße 1');
    type('Postal code', '1010');
    type('City', 'Wien');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'AT' } });
    type('Phone', '+43.1 555 0100');
    fireEvent.click(screen.getByLabelText('I am a business customer'));
    type('VAT ID', 'atu 1234 5678');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(snackbar.success).toHaveBeenCalledWith(
        'Your billing address was saved. Prices, VAT and your cart now follow the new country.',
      ),
    );
    const post = calls.find((call) => call.path === '/user/profile/set-billing-address');
    expect(post?.body).toMatchObject({ name: 'Anna Muster', country: 'AT', phone: '+43.15550100', business: true, vat_id: 'ATU12345678' });
    expect(queryClient.getQueryData(queryKeys.sessionStatus)).toMatchObject({ localization: { country: 'AT', vat_rate: 0.2 } });
    expect(queryClient.getQueryState(queryKeys.cart)?.isInvalidated).toBe(true);
    // The session status is on screen (the form reads the language from it), so it is read again at once.
    await waitFor(() => expect(calls.some((call) => call.path === '/user/status')).toBe(true));
  });

  it('says where the saved VAT ID stands at VIES: confirmed (with the consultation number), refused or unreachable', async () => {
    const { fetchMock } = mockApi((path) => (path === '/config/countries' ? { success: true, result: countries } : { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    const withVies = (vies: NonNullable<NonNullable<ReturnType<typeof testProfile>['billing']>['vies']>) =>
      testProfile({ billing: { ...address, vies } });
    const confirmed = renderWithApp(
      <BillingForm profile={withVies({ status: 'confirmed', checked_at: '2026-11-20T09:00:00.000Z', consultation: 'WAPIAAAAZ0000001' })} />,
      { session: clientSession() },
    );
    expect(
      await screen.findByText('VIES has confirmed this VAT ID: you pay no VAT (reverse charge). Consultation number WAPIAAAAZ0000001.'),
    ).toBeTruthy();
    // Another VAT ID typed in is not what VIES confirmed: the status goes until it is saved and checked.
    type('VAT ID', 'ATU87654321');
    expect(screen.queryByText(/VIES has confirmed/)).toBeNull();
    confirmed.unmount();

    const refused = renderWithApp(
      <BillingForm profile={withVies({ status: 'refused', checked_at: '2026-11-20T09:00:00.000Z', consultation: null })} />,
      { session: clientSession() },
    );
    expect(await screen.findByText('VIES does not know this VAT ID, so VAT is charged. Please check the number.')).toBeTruthy();
    refused.unmount();

    renderWithApp(
      <BillingForm profile={withVies({ status: 'unreachable', checked_at: '2026-11-20T09:00:00.000Z', consultation: null })} />,
      { session: clientSession() },
    );
    expect(
      await screen.findByText(
        'VIES could not be reached to check this VAT ID. VAT is charged until it can be checked; we try again with your next order.',
      ),
    ).toBeTruthy();
  });

  it('shows the server refusing a field at that field', async () => {
    const { fetchMock } = mockApi((path) =>
      path === '/config/countries'
        ? { success: true, result: countries }
        : {
            success: false,
            httpStatus: 400,
            errors: [
              {
                code: 2120,
                field: 'vat_id',
                message: 'This VAT ID does not match the format of the billing country (for example DE123456789).',
              },
            ],
          },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<BillingForm profile={testProfile({ billing: { ...address, country: 'US', vat_id: 'US12' } })} />, {
      session: clientSession(),
    });
    await screen.findByRole('option', { name: 'Austria' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorOf('VAT ID')).toBe('This VAT ID does not match the format of the billing country (for example DE123456789).'),
    );
    expect(snackbar.success).not.toHaveBeenCalled();
  });
});
