import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PageTitle } from '@web/components/ui/page-title';
import { appSettingsQueryOptions } from '@web/features/config/api/get-app-settings';
import de from '@web/i18n/de.json';
import { i18n } from '@web/i18n/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { mockApi, renderWithApp } from '@web/test/render';
import { AppLogo } from './app-logo';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('AppLogo', () => {
  it('shows the shop name the operator configured, in the header and the document title, in both languages', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi((path) =>
        path === '/config/app-settings' ? { success: true, result: { ote: false, shop_name: 'Beispiel Domains' } } : { success: true },
      ).fetchMock,
    );
    // As the app starts: the first page waits for the settings (web/app/router.tsx).
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(appSettingsQueryOptions());
    renderWithApp(
      <header>
        <AppLogo />
        <PageTitle>Prices</PageTitle>
      </header>,
      { queryClient },
    );
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('Beispiel Domains');
    expect(header.textContent).not.toContain('Domain Shop');
    await waitFor(() => expect(document.title).toBe('Prices – Beispiel Domains'));

    // The German texts arrive later, with the catalogue's default name; the configured one stays.
    i18n.addResourceBundle('de', 'translation', de, true, true);
    await i18n.changeLanguage('de');
    await waitFor(() => expect(header.textContent).toContain('Beispiel Domains'));
    expect(i18n.t('app.name')).toBe('Beispiel Domains');
  });
});
