import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@web/test/render';
import { MenuButton } from './menu-button';

const sections = [
  {
    id: 'a',
    items: [
      { id: 'one', label: 'One', href: '/one' },
      { id: 'two', label: 'Two', href: '/two' },
    ],
  },
  { id: 'b', label: 'More', items: [{ id: 'three', label: 'Three', href: '/three' }] },
];

// jsdom lays nothing out, so Mantine's floating dropdown counts as hidden: the queries include hidden elements.
describe('MenuButton', () => {
  it('opens with the arrow key, moves through the items and closes with Escape', async () => {
    renderWithApp(<MenuButton label="Things" sections={sections} />);
    const button = screen.getByRole('button', { name: 'Things' });
    expect(button).toHaveProperty('ariaExpanded', 'false');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: 'Things', hidden: true });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('One'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);

    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Two');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Three');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('One');
    fireEvent.keyDown(menu, { key: 't' });
    expect(document.activeElement?.textContent).toBe('Two');

    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('opens at the last item with ArrowUp and labels its sections', async () => {
    renderWithApp(<MenuButton label="Things" sections={sections} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Things' }), { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Three'));
    expect(await screen.findByRole('group', { name: 'More', hidden: true })).toBeTruthy();
    expect(screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.getAttribute('href'))).toEqual(['/one', '/two', '/three']);
  });

  it('loads its list on first use, opens on a click and closes on a click outside', async () => {
    renderWithApp(<MenuButton label="Things" sections={sections} />);
    const button = screen.getByRole('button', { name: 'Things' });
    // Until the menu is first wanted, only the button is there.
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    expect(button.getAttribute('aria-controls')).toBeNull();

    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Things', hidden: true });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('One'));
    expect(button.getAttribute('aria-controls')).toBe(menu.id);

    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');

    // A second opening finds the loaded list at once.
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Three'));
  });

  it('closes when Tab leaves the menu, handing the focus to the button so the Tab goes on from there', async () => {
    renderWithApp(<MenuButton label="Things" sections={sections} />);
    const button = screen.getByRole('button', { name: 'Things' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: 'Things', hidden: true });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('One'));
    fireEvent.keyDown(menu, { key: 'Tab' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    // The browser's default Tab then moves from the button to the next control, not from the
    // portalled list at the end of the page to the skip link.
    expect(document.activeElement).toBe(button);
  });
});
