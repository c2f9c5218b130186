import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { snackbar, SnackbarHost } from '@web/lib/app-snackbar';
import { renderWithApp } from '@web/test/render';
import { HomePage } from './home-page';

// The snackbar loads Mantine's notifications with its first message; loaded once up front.
beforeAll(async () => {
  await import('@mantine/notifications');
  await import('./home-lower-sections');
}, 30_000);

afterEach(() => {
  snackbar.close();
  vi.unstubAllGlobals();
});

function renderHomeWithExit() {
  // The home sections' calls stay pending: this test is about the toast.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  // The lower sections wait to be scrolled near; jsdom has no IntersectionObserver.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  renderWithApp(
    <>
      <SnackbarHost />
      <Routes>
        <Route
          path="/home"
          element={
            <>
              <HomePage />
              <Link to="/elsewhere">Leave home</Link>
            </>
          }
        />
        <Route path="/elsewhere" element={<p>Another page</p>} />
      </Routes>
    </>,
  );
}

describe('HomePage error toast (spec §2.4)', () => {
  it('stays while the user is on home and is cleared when leaving home', async () => {
    renderHomeWithExit();
    act(() => snackbar.error('The promotions could not be loaded'));
    expect(await screen.findByText('The promotions could not be loaded', {}, { timeout: 8000 })).toBeTruthy();
    // Errors have no timeout: still there a while later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('The promotions could not be loaded')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Leave home' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('The promotions could not be loaded')).toBeNull(), { timeout: 5000 });
  }, 20_000);

  it('leaves a success message to close by itself', async () => {
    renderHomeWithExit();
    act(() => snackbar.success('Saved', 60_000));
    expect(await screen.findByText('Saved', {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Leave home' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('Saved')).toBeTruthy();
  }, 20_000);
});
