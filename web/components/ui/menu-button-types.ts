import type { ReactNode } from 'react';

/**
 * The shapes shared by `MenuButton` (first-load bundle) and its lazily loaded list
 * `MenuButtonMenu`, in a file of their own so that neither imports the other's types.
 */
export interface MenuButtonItem {
  id: string;
  label: string;
  href: string;
  /** Shown after the label, e.g. a "new" badge. */
  aside?: ReactNode;
}

export interface MenuButtonSection {
  id: string;
  label?: string;
  items: MenuButtonItem[];
}

/** Where the focus goes when the menu opens: Enter, Space, click and ArrowDown pick the first item, ArrowUp the last. */
export type MenuFocusTarget = 'first' | 'last';
