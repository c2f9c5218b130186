import { useState } from 'react';
import { lazyPart } from '@web/components/ui/lazy-part';
import type { CartPopupProps } from './cart-popup';

// The popup, its texts and its calls load when the cart is first opened: the header is part of
// every first page load (at its JavaScript budget), the popup is not.
const popupPart = lazyPart(() => import('./cart-popup').then((module) => module.CartPopup));

/** Starts loading the popup early, e.g. when the pointer or focus reaches the cart button. */
export const preloadCartPopup = popupPart.preload;

/** The popup once it has been opened; a chunk that failed to load says so and closes it again. */
export function LazyCartPopup(props: CartPopupProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <popupPart.Part
      {...props}
      onFailed={() => {
        setWanted(false);
        props.onClose();
      }}
    />
  );
}
