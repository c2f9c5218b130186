import { lazy, Suspense } from 'react';
import type { CartPanelProps } from './cart-panel';

// The popup's content, its texts and its calls load when the cart is first opened: the header
// is part of every first page load, the popup's content is not.
const loadCartPanel = () => import('./cart-panel');
const CartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.CartPanel })));

/** Starts loading the popup's content early, e.g. when the pointer or focus reaches the cart button. */
export function preloadCartPanel(): void {
  void loadCartPanel();
}

export function LazyCartPanel(props: CartPanelProps) {
  return (
    <Suspense fallback={null}>
      <CartPanel {...props} />
    </Suspense>
  );
}
