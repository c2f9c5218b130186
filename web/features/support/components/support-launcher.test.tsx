import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@web/test/render';
import { SupportLauncher } from './support-launcher';

afterEach(() => vi.unstubAllGlobals());

describe('SupportLauncher', () => {
  it('opens the drawer named by its button and gives the focus back on Escape, the first time too', async () => {
    vi.stubGlobal('fetch', async () => new Response('1', { headers: { 'Content-Type': 'text/plain' } }));
    renderWithApp(<SupportLauncher />);
    const button = screen.getByRole('button', { name: 'Support: team availability and contact' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    button.focus();
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Support', hidden: true }, { timeout: 5_000 });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // It controls the drawer, whose dialog lies inside the element it names.
    const controlled = document.getElementById(button.getAttribute('aria-controls')!);
    expect(controlled === drawer || controlled?.contains(drawer) || drawer.contains(controlled)).toBe(true);
    expect(await screen.findByText('Support Team Busy', {}, { timeout: 5_000 })).toBeTruthy();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
