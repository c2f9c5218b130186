import { lazy, Suspense, useState } from 'react';
import type { CartPopupProps } from './cart-popup';

// The popup, its texts and its calls load when the cart is first opened: the header is part of
// every first page load (at its JavaScript budget), the popup is not.
const loadCartPopup = () => import('./cart-popup');
const CartPopup = lazy(() => loadCartPopup().then((module) => ({ default: module.CartPopup })));

/** Starts loading the popup early, e.g. when the pointer or focus reaches the cart button. */
export function preloadCartPopup(): void {
  void loadCartPopup();
}

export function LazyCartPopup(props: CartPopupProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartPopup {...props} />
    </Suspense>
  );
}
