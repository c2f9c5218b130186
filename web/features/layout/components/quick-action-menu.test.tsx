import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderWithApp, visitorSession } from '@web/test/render';
import { QuickActionMenu } from './quick-action-menu';

// jsdom lays nothing out, so Mantine's floating dropdown counts as hidden: the queries include hidden elements.
describe('QuickActionMenu', () => {
  it('is a labelled menu button that opens with the arrow keys, moves through the actions and closes with Escape', async () => {
    renderWithApp(<QuickActionMenu />);
    const button = screen.getByRole('button', { name: 'Quick actions' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const menu = await screen.findByRole('menu', { name: 'Quick actions', hidden: true });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Support'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);

    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Search domains');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Renew domains');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Support');

    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('leads a visitor to search, the simple renewal, the cart and the support page', async () => {
    renderWithApp(<QuickActionMenu />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Quick actions' }), { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: 'Quick actions', hidden: true });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Search domains'));
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Search domains', '/domain/search'],
      ['Renew domains', '/domain/renew/simple'],
      ['Cart, 0 items', '/cart/overview'],
      ['Support', '/cms/support'],
    ]);
  });

  it('leads a logged-in customer to the renew list of their names', async () => {
    renderWithApp(<QuickActionMenu />, { session: visitorSession({ user: demoUser(), authenticated: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Quick actions' }));
    const menu = await screen.findByRole('menu', { name: 'Quick actions', hidden: true });
    expect(within(menu).getByRole('menuitem', { name: 'Renew domains', hidden: true }).getAttribute('href')).toBe('/domain/renew');
  });
});
