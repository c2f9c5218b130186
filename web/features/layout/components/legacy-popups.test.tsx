import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import type { AppSettings, Popup } from '@common/api/config.contract';
import { createQueryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { renderWithApp } from '@web/test/render';
import { POPUP_AUTO_HIDE_MS } from './legacy-popup-list';
import { LegacyPopups } from './legacy-popups';

function renderPopups(popups: Popup[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.appSettings, { popups } as unknown as AppSettings);
  return renderWithApp(
    <>
      <LegacyPopups />
      <Link to="/domain/prices">Prices</Link>
    </>,
    { queryClient },
  );
}

describe('LegacyPopups', () => {
  afterEach(() => vi.useRealTimers());

  it('shows nothing and loads nothing without start messages', () => {
    const { container } = renderPopups([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.mantine-Alert-root')).toBeNull();
  });

  it('shows the start messages; errors stay until closed, the others close after 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPopups([
      { id: 1, type: 'error', message: 'Your payment failed.' },
      { id: 2, type: 'success', message: 'Your domain is registered.' },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('Your payment failed.');
    expect(screen.getByRole('status').textContent).toContain('Your domain is registered.');

    act(() => vi.advanceTimersByTime(POPUP_AUTO_HIDE_MS));
    await waitFor(() => expect(screen.queryByText('Your domain is registered.')).toBeNull());
    expect(screen.getByRole('alert').textContent).toContain('Your payment failed.');

    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('closes an info message after exactly 30 s and keeps an error however long', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPopups([
      { id: 7, type: 'info', message: 'New prices from Monday.' },
      { id: 8, type: 'error', message: 'Card payments fail right now.' },
    ]);
    expect((await screen.findByRole('status')).textContent).toContain('New prices from Monday.');
    act(() => vi.advanceTimersByTime(POPUP_AUTO_HIDE_MS - 100));
    expect(screen.getByRole('status').textContent).toContain('New prices from Monday.');
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByText('New prices from Monday.')).toBeNull());
    act(() => vi.advanceTimersByTime(10 * POPUP_AUTO_HIDE_MS));
    expect(screen.getByRole('alert').textContent).toContain('Card payments fail right now.');
  });

  it('closes a message with its named close button, which takes the focus', async () => {
    renderPopups([{ id: 9, type: 'error', message: 'Card payments fail right now.' }]);
    const close = await screen.findByRole('button', { name: 'Close message' });
    close.focus();
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('hides the messages when the visitor goes to another page', async () => {
    renderPopups([{ id: 3, type: 'info', message: 'Maintenance tonight.' }]);
    expect((await screen.findByRole('status')).textContent).toContain('Maintenance tonight.');
    fireEvent.click(screen.getByRole('link', { name: 'Prices' }));
    await waitFor(() => expect(screen.queryByText('Maintenance tonight.')).toBeNull());
  });
});
