import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithApp } from '@web/test/render';
import { snackbar } from '@web/lib/app-snackbar';
import { clientSession } from '../test-profile';
import { UnverifiedContactsNotice } from './unverified-contacts-notice';

vi.mock('@web/lib/app-snackbar', () => ({ snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn(), close: vi.fn() } }));

const NOW = Date.parse('2026-11-22T12:00:00Z');
const list = {
  'admin@example.org': { expires: Date.parse('2026-11-30T12:00:00Z') / 1000 },
  'old@example.org': { expires: Date.parse('2026-11-20T12:00:00Z') / 1000 },
};

describe('UnverifiedContactsNotice', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows nothing when every contact address is confirmed', async () => {
    const { fetchMock, calls } = mockApi(() => ({ success: true, result: { list: {}, total_count: 0 } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<UnverifiedContactsNotice />, { session: clientSession() });
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/contact/list/unverified']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/confirmation/)).toBeNull();
  });

  it('lists each address with its deadline, the overdue one first, and resends a link', async () => {
    const { fetchMock, calls } = mockApi((path) =>
      path === '/contact/list/unverified' ? { success: true, result: { list, total_count: 2 } } : { success: true, result: { sent: true } },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<UnverifiedContactsNotice now={() => NOW} />, { session: clientSession() });
    const notice = await screen.findByRole('region', { name: '2 contact e-mail addresses await confirmation' });
    const items = [...notice.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual(['old@example.orgoverdue since Nov 20, 2026Resend link', 'admin@example.orgby Nov 30, 2026Resend link']);
    fireEvent.click(screen.getByRole('button', { name: 'Resend link to admin@example.org' }));
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith('We sent the confirmation link to admin@example.org again.'));
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/contact/verify/resend', body: { address: 'admin@example.org' } });
  });

  it('links to the profile in its compact form', async () => {
    const { fetchMock } = mockApi(() => ({
      success: true,
      result: { list: { 'admin@example.org': list['admin@example.org'] }, total_count: 1 },
    }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<UnverifiedContactsNotice compact now={() => NOW} />, { session: clientSession() });
    expect(await screen.findByRole('region', { name: '1 contact e-mail address awaits confirmation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To your profile' }).getAttribute('href')).toBe('/user/profile/general');
    expect(screen.queryByText(/within 15 days/)).toBeNull();
  });
});
