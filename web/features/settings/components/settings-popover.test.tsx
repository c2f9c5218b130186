import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '@web/test/render';
import { SettingsPopover } from './settings-popover';

// jsdom lays nothing out, so Mantine's floating dropdown counts as hidden: the queries include hidden elements.
describe('SettingsPopover', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the settings dialog on first use, names it by the button and returns the focus on Escape', async () => {
    // The form's calls stay pending: this test is about the popup around it.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderWithApp(<SettingsPopover />);
    const button = screen.getByRole('button', { name: /^Settings: / });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: button.getAttribute('aria-label') ?? '', hidden: true });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    expect(within(dialog).getByText('Settings')).toBeTruthy();
    // The focus moves into the dialog and stays there (trapFocus).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
