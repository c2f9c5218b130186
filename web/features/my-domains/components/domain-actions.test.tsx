import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Menu } from '@mantine/core';
import type { CustomerDomainView } from '@common/api/customer-domain.contract';
import { renderWithApp } from '@web/test/render';
import { DomainActions } from './domain-actions';

const DOMAIN: CustomerDomainView = {
  domain: 'xn--bcher-kva.de',
  domain_utf8: 'bücher.de',
  status: 'active',
  registered_at: '2026-11-01T10:00:00.000Z',
  expires_at: '2027-11-01T10:00:00.000Z',
  auto_renew: true,
  privacy: false,
  transfer_lock: false,
  transfer_locked_until: null,
  suspended: null,
  nameservers: [],
};

let extensionMounts = 0;
function Extension({ children }: { domain: CustomerDomainView; children: (items: ReactNode) => ReactNode }) {
  extensionMounts++;
  return <>{children(<Menu.Item>Extra entry</Menu.Item>)}</>;
}

// jsdom lays nothing out, so Mantine's floating dropdown counts as hidden: the queries include hidden elements.
describe('DomainActions', () => {
  it('renders only its button until the first click, then a labelled menu that Escape closes with the focus back on the button', async () => {
    extensionMounts = 0;
    renderWithApp(<DomainActions domain={DOMAIN} extension={Extension} />);
    const button = screen.getByRole('button', { name: 'Actions for bücher.de' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBeNull();
    // Nothing of the menu or of the extension is mounted before it is wanted.
    expect(extensionMounts).toBe(0);
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();

    button.focus();
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Actions for bücher.de', hidden: true });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.getAttribute('aria-labelledby')).toBe(button.id);
    expect(within(menu).getByRole('menuitem', { name: 'Renew', hidden: true }).getAttribute('href')).toBe('/domain/renew/b%C3%BCcher.de');
    expect(within(menu).getByRole('menuitem', { name: 'Extra entry', hidden: true })).toBeTruthy();
    expect(extensionMounts).toBeGreaterThan(0);

    // The focus moves into the menu; the arrow keys reach the items.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Renew', hidden: true }));

    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(button));

    // A second click opens the same menu again.
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(await screen.findByRole('menuitem', { name: 'Extra entry', hidden: true })).toBeTruthy();
  });
});
