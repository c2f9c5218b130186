import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@common/api/session.contract';
import { renderWithApp, visitorSession } from '@web/test/render';
import { UserPanel } from './user-panel';

const user: User = {
  id: 4711,
  login: 'ada@example.com',
  status: 'client',
  account: false,
  email_verified: true,
  properties: { user_account_permission: 0 },
} as User;

// jsdom lays nothing out, so Mantine's floating dropdown counts as hidden: the queries include hidden elements.
describe('UserPanel', () => {
  it('opens the panel named by its button on first use and returns the focus there on Escape', async () => {
    renderWithApp(<UserPanel user={user} />, { session: visitorSession({ user, authenticated: true }) });
    const button = screen.getByRole('button', { name: 'Account of ada@example.com' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

    button.focus();
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Account of ada@example.com', hidden: true });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(within(panel).getByText('Logged in as')).toBeTruthy();
    expect(within(panel).getByText(/4711/)).toBeTruthy();
    const logOff = within(panel).getByRole('link', { name: 'Log off', hidden: true });
    expect(logOff.getAttribute('href')).toBe('/user/logout');

    logOff.focus();
    fireEvent.keyDown(logOff, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
