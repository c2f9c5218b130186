import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { mockApi, renderWithApp } from '@web/test/render';
import { clientSession, testProfile } from '@web/features/profile/test-profile';
import { ProfilePage } from './profile-page';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/user/profile/:tab?" element={<ProfilePage />} />
      </Routes>
      <Where />
    </>,
    { session: clientSession(), path },
  );
}

const answers = (failProfile = false) =>
  mockApi((path) => {
    if (path === '/user/profile/general')
      return failProfile
        ? { success: false, httpStatus: 500, errors: [{ code: 1000, message: '' }] }
        : { success: true, result: testProfile({ name: 'Anna' }) };
    if (path === '/contact/list/unverified') return { success: true, result: { list: {}, total_count: 0 } };
    if (path === '/user/sessions') return { success: true, result: { list: [] } };
    return { success: true, result: { list: [] } };
  });

describe('ProfilePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the general section without a segment and moves between sections by their links', async () => {
    const { fetchMock } = answers();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/user/profile');
    const nav = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('General');
    expect(await screen.findByDisplayValue('Anna')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Sessions' }));
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe('/user/profile/sessions'));
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Sessions');
    expect(await screen.findByText('No open sessions.')).toBeTruthy();
    expect(screen.queryByDisplayValue('Anna')).toBeNull();
  });

  it('sends an unknown section to the general one', async () => {
    const { fetchMock } = answers();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/user/profile/nonsense');
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe('/user/profile'));
    expect(screen.getByRole('navigation', { name: 'Profile sections' }).querySelector('[aria-current="page"]')?.textContent).toBe(
      'General',
    );
  });

  it('shows a failed profile load with a way to try again', async () => {
    const { fetchMock, calls } = answers(true);
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/user/profile/billing');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Ooops, something went wrong, please try again later.');
    const before = calls.filter((call) => call.path === '/user/profile/general').length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/user/profile/general').length).toBe(before + 1));
  });
});
