import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { mockApi, renderWithApp } from '@web/test/render';
import { cartKeys } from '@web/lib/query-keys';
import { allCarts, domainItem, registerCart } from '../test-carts';
import { CartPanel } from './cart-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const one = domainItem(11, 'panel-one.com');
const two = domainItem(12, 'panel-two.net');
const renewal = { ...domainItem(40, 'renew-me.com'), name: 'Domain renewal' };

function server(answers: Record<string, { success: boolean; result?: unknown; errors?: unknown[]; httpStatus?: number }> = {}) {
  const api = mockApi((path) =>
    path === '/cart/list/all'
      ? { success: true, result: allCarts([one, two], [renewal]) }
      : (answers[path] ?? { success: false, httpStatus: 500, errors: [] }),
  );
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

describe('CartPanel', () => {
  it('shows the three sections with their items, VAT, totals and own checkout buttons', async () => {
    server();
    renderWithApp(<CartPanel onClose={() => {}} routeName="home" focusRegister={false} />);
    const register = await screen.findByRole('region', { name: 'Registrations' });
    expect(within(register).getByText('panel-one.com')).toBeTruthy();
    expect(within(register).getByRole('group', { name: 'Total of Registrations' }).textContent).toContain('VAT (19%)');
    expect(within(register).getByRole('link', { name: 'Check out registrations' }).getAttribute('href')).toBe('/cart/overview');
    const renew = screen.getByRole('region', { name: 'Renewals' });
    expect(within(renew).getByText('renew-me.com')).toBeTruthy();
    expect(within(renew).getByRole('link', { name: 'Check out renewals' }).getAttribute('href')).toBe('/cart/renew/overview');
    const rgp = screen.getByRole('region', { name: 'Restores (RGP)' });
    expect(within(rgp).getByText('Nothing in this part of the cart.')).toBeTruthy();
    expect(within(rgp).queryByRole('link')).toBeNull();
  });

  it('focuses the register part 80 ms after the user opened it', async () => {
    server();
    const queryClient = createQueryClient();
    queryClient.setQueryData(cartKeys.list(), allCarts([one, two], [renewal]));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithApp(<CartPanel onClose={() => {}} routeName="home" focusRegister />, { queryClient });
    const heading = screen.getByRole('heading', { name: 'Registrations' });
    act(() => vi.advanceTimersByTime(79));
    expect(document.activeElement).not.toBe(heading);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(heading);
  });

  it('focuses the register part as soon as a cart still loading at 80 ms arrives', async () => {
    const api = server();
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      await arrived;
      return api.fetchMock(input, init);
    });
    renderWithApp(<CartPanel onClose={() => {}} routeName="home" focusRegister />);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('heading', { name: 'Registrations' })).toBeNull();
    release();
    // At once, not another 80 ms later: the effects have run when the heading is found.
    const heading = await screen.findByRole('heading', { name: 'Registrations' });
    expect(document.activeElement).toBe(heading);
  });

  it('leaves the focus where it is when the shop opened the popup by itself', async () => {
    server();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queryClient = createQueryClient();
    queryClient.setQueryData(cartKeys.list(), allCarts([one, two], [renewal]));
    renderWithApp(<CartPanel onClose={() => {}} routeName="home" focusRegister={false} />, { queryClient });
    act(() => vi.advanceTimersByTime(500));
    expect(document.activeElement).toBe(document.body);
  });

  it("outside the search routes replaces the cart with the server's answer after a removal", async () => {
    const api = server({ '/cart/remove/domain/panel-one.com': { success: true, result: registerCart([two]) } });
    renderWithApp(<CartPanel onClose={() => {}} routeName="home" focusRegister={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove panel-one.com' }));
    await waitFor(() => expect(screen.queryByText('panel-one.com')).toBeNull());
    expect(api.calls.filter((call) => call.path === '/cart/remove/domain/panel-one.com')).toHaveLength(1);
  });

  it('takes a renewal out of the renew section with its own call, and shows a refusal', async () => {
    const api = server({ '/cart/renew/remove/40': { success: true, result: { items: {}, count: 0, total: registerCart([]).total } } });
    renderWithApp(<CartPanel onClose={() => {}} routeName="home" focusRegister={false} />);
    const renew = await screen.findByRole('region', { name: 'Renewals' });
    fireEvent.click(within(renew).getByRole('button', { name: 'Remove renew-me.com' }));
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/cart/renew/remove/40')).toHaveLength(1));
    expect(api.calls.some((call) => call.path.startsWith('/cart/remove/domain'))).toBe(false);
  });

  it('on the search routes takes the name out at once, and a failed removal is only logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    server();
    renderWithApp(<CartPanel onClose={() => {}} routeName="searchDomainTerm" focusRegister={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove panel-one.com' }));
    expect(screen.queryByText('panel-one.com')).toBeNull();
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    errors.mockRestore();
  });
});
