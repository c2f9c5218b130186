import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppSettings } from '@common/api/config.contract';
import type { RouteName } from '@web/app/paths';
import { theme } from '@web/app/theme';
import { SHOW_CART_FLAG } from '@web/features/cart/cart-opening';
import { allCarts, domainItem } from '@web/features/cart/test-carts';
import { i18n } from '@web/i18n/i18n';
import { apiClient } from '@web/lib/api-client';
import { createQueryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { mockApi, visitorSession } from '@web/test/render';
import { CartBadge } from './cart-badge';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const settings = (register: number) =>
  ({ carts: { register: { count: register }, renew: { count: 0 }, rgp: { count: 0 } } }) as unknown as AppSettings;

/** The badge on a route of the given name, with the app settings in the cache. */
function renderBadge(routeName: RouteName, count: number) {
  vi.stubGlobal(
    'fetch',
    mockApi((path) =>
      path === '/cart/list/all'
        ? { success: true, result: allCarts([domainItem(1, 'badge-one.com'), domainItem(2, 'badge-two.com')]) }
        : { success: true, result: settings(count) },
    ).fetchMock,
  );
  const queryClient = createQueryClient();
  const session = visitorSession();
  queryClient.setQueryData(queryKeys.sessionStatus, session);
  apiClient.setCredentials(session);
  queryClient.setQueryData(queryKeys.appSettings, settings(count));
  const router = createMemoryRouter([{ path: '*', handle: { name: routeName }, element: <CartBadge /> }], {
    initialEntries: ['/somewhere'],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>{children}</MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  render(<RouterProvider router={router} />, { wrapper });
  return { raise: (next: number) => act(() => queryClient.setQueryData(queryKeys.appSettings, settings(next))) };
}

describe('CartBadge', () => {
  it('opens the popup on click and moves the focus to the register part', async () => {
    renderBadge('home', 2);
    const badge = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(badge.getAttribute('href')).toBe('/cart/overview');
    fireEvent.click(badge);
    const heading = await screen.findByRole('heading', { name: 'Registrations' });
    expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(badge);
  });

  it('opens by itself when the count rises, without taking the focus', async () => {
    const { raise } = renderBadge('searchDomainTerm', 1);
    await screen.findByRole('link', { name: 'Cart, 1 item' });
    expect(screen.queryByRole('dialog')).toBeNull();
    raise(2);
    expect((await screen.findByRole('link', { name: 'Cart, 2 items' })).getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.activeElement?.tagName).not.toBe('H3');
  });

  it('stays closed when the count rises on the cart overview', async () => {
    const { raise } = renderBadge('cartOverview', 1);
    await screen.findByRole('link', { name: 'Cart, 1 item' });
    raise(2);
    const badge = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(badge.getAttribute('aria-expanded')).toBe('false');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens once the cart has loaded when the legacy show-cart flag is set, and clears the flag', async () => {
    sessionStorage.setItem(SHOW_CART_FLAG, '1');
    renderBadge('home', 2);
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    expect(sessionStorage.getItem(SHOW_CART_FLAG)).toBeNull();
  });
});
