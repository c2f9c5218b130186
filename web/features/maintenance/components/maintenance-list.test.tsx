import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '@web/test/render';
import { MaintenanceList } from './maintenance-list';

const downtimes = {
  '1': { maintenance: '2026-11-22T05:00:00.000Z', duration: 3, tlds: 'uk', tlds_utf8: 'uk' },
  '2': { maintenance: '2026-11-24T22:00:00.000Z', duration: 2, tlds: 'de,eu,at,ch', tlds_utf8: 'de,eu,at,ch' },
  '4': { maintenance: '2026-12-01T21:00:00.000Z', duration: 3, tlds: 'xn--p1ai', tlds_utf8: 'рф' },
  '5': {
    maintenance: '2026-12-04T23:00:00.000Z',
    duration: 2,
    tlds: 'app,dev,page,online,site,store',
    tlds_utf8: 'app,dev,page,online,site,store',
  },
};

describe('MaintenanceList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows 10 TLDs, xn-- names in Unicode, and all after the button', async () => {
    const api = mockApi((path) => (path === '/config/tld-downtimes' ? { success: true, result: downtimes } : { success: false }));
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<MaintenanceList now={Date.parse('2026-11-22T06:00:00.000Z')} />);
    expect(await screen.findByRole('heading', { name: 'Scheduled registry maintenance' })).toBeTruthy();
    expect(screen.getByText('рф')).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.queryByText('store')).toBeNull();
    const button = screen.getByRole('button', { name: 'Show all (2 more)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByText('store')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
    expect(api.calls[0].path).toBe('/config/tld-downtimes');
  });

  it('shows nothing when the list cannot be loaded', async () => {
    const api = mockApi(() => ({ success: false, httpStatus: 500, errors: [] }));
    vi.stubGlobal('fetch', api.fetchMock);
    const { queryClient } = renderWithApp(<MaintenanceList />);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.calls.length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
