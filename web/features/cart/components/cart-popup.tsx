import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Paper, Portal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '@web/app/paths';
import '../cart-texts';
import { CartPanel } from './cart-panel';

export interface CartPopupProps {
  opened: boolean;
  /** How it was opened: by the user (focus moves into it, spec §2.3) or by the shop (focus stays). */
  openedBy: 'user' | 'auto';
  onClose: () => void;
  /** The cart button the popup hangs from; focus returns there when the popup is closed with Escape. */
  anchor: HTMLElement | null;
  routeName: RouteName;
}

/**
 * The cart popup of spec §2.3 under the header's cart button. Not modal: a click elsewhere
 * closes it and still reaches what was clicked (the search page's cart buttons stay usable);
 * Escape closes it and gives the focus back to the cart button.
 */
export function CartPopup({ opened, openedBy, onClose, anchor, routeName }: CartPopupProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; right: number } | null>(null);

  useLayoutEffect(() => {
    if (!opened || !anchor) return;
    const place = () => {
      const box = anchor.getBoundingClientRect();
      setPosition({ top: box.bottom + 8, right: Math.max(8, window.innerWidth - box.right - 8) });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [opened, anchor]);

  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      anchor?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || anchor?.contains(target)) return;
      onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [opened, anchor, onClose]);

  if (!opened || !position) return null;
  return (
    <Portal>
      <Paper
        ref={panel}
        role="dialog"
        aria-label={t('cart.popup.title')}
        shadow="md"
        withBorder
        p="md"
        style={{ position: 'fixed', top: position.top, right: position.right, width: 'min(380px, calc(100vw - 16px))', zIndex: 300 }}
      >
        <CartPanel onClose={onClose} routeName={routeName} focusRegister={openedBy === 'user'} />
      </Paper>
    </Portal>
  );
}
