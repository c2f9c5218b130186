import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@web/i18n/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { CONTENT_ELEMENT_ATTRIBUTE } from '@web/lib/localization-reload';
import { demoUser, mockApi, renderWithApp, visitorSession } from '@web/test/render';
import type { SessionStatus } from '@common/api/session.contract';
import type * as PageLoad from '@web/lib/page-load';
import { SettingsForm } from './settings-form';

const pageLoad = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock('@web/lib/page-load', async (original) => ({ ...(await original<typeof PageLoad>()), reloadPage: pageLoad.reloadPage }));

afterEach(() => {
  vi.unstubAllGlobals();
  pageLoad.reloadPage.mockReset();
  document.querySelectorAll(`[${CONTENT_ELEMENT_ATTRIBUTE}]`).forEach((element) => element.remove());
});

function saveGerman() {
  const german = { ...visitorSession().localization, language: 'de' };
  const api = mockApi((path) =>
    path === '/user/localization' ? { success: true, result: { localization: german } } : { success: true, result: [] },
  );
  vi.stubGlobal('fetch', api.fetchMock);
  const onSaved = vi.fn();
  const { queryClient } = renderWithApp(<SettingsForm onSaved={onSaved} />);
  fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change' }));
  return { api, onSaved, queryClient };
}

describe('SettingsForm after a localization change (spec §4)', () => {
  it('reloads the page when a content element is present', async () => {
    const content = document.createElement('div');
    content.setAttribute(CONTENT_ELEMENT_ATTRIBUTE, '');
    document.body.append(content);
    const { api } = saveGerman();
    await waitFor(() => expect(pageLoad.reloadPage).toHaveBeenCalledTimes(1));
    expect(api.calls.find((call) => call.path === '/user/localization')?.body).toMatchObject({ language: 'de' });
  });

  it('switches the language in place without a reload when there is none', async () => {
    const { onSaved, queryClient } = saveGerman();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(queryClient.getQueryData<SessionStatus>(queryKeys.sessionStatus)?.localization.language).toBe('de');
    expect(pageLoad.reloadPage).not.toHaveBeenCalled();
  });
});

describe('SettingsForm for a customer with a billing address (decision 069)', () => {
  // The tests above leave the interface in German.
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  function customerSession(countryFromBilling: boolean) {
    return visitorSession({
      authenticated: true,
      user: demoUser(),
      localization: { ...visitorSession().localization, country: 'DE', country_from_billing: countryFromBilling },
    });
  }

  it('shows the billing country fixed, says why, and sends it unchanged with the other choices', async () => {
    const api = mockApi((path) =>
      path === '/user/localization'
        ? { success: true, result: { localization: { ...customerSession(true).localization, currency: 'USD' } } }
        : { success: true, result: [] },
    );
    vi.stubGlobal('fetch', api.fetchMock);
    const onSaved = vi.fn();
    renderWithApp(<SettingsForm onSaved={onSaved} />, { session: customerSession(true) });
    const country = screen.getByLabelText<HTMLSelectElement>('Home country');
    expect(country.disabled).toBe(true);
    expect(country.value).toBe('DE');
    screen.getByText(
      'Your home country is the country of your billing address, which decides the VAT. You can change it with your billing address in your profile.',
    );
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls.find((call) => call.path === '/user/localization')?.body).toMatchObject({
      language: 'en',
      currency: 'USD',
      country: 'DE',
    });
  });

  it('leaves the country to choose for a customer without one', () => {
    vi.stubGlobal('fetch', mockApi(() => ({ success: true, result: [] })).fetchMock);
    renderWithApp(<SettingsForm onSaved={vi.fn()} />, { session: customerSession(false) });
    expect(screen.getByLabelText<HTMLSelectElement>('Home country').disabled).toBe(false);
  });
});
