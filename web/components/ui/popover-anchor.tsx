import { useLayoutEffect, type Ref } from 'react';

/**
 * Hands an element rendered elsewhere to Mantine's `Popover.Target` as its reference, so the
 * trigger can live in the first-load bundle while the popover (and the floating-ui engine behind
 * it) loads on first use: `<Popover.Target><PopoverAnchor element={button} /></Popover.Target>`.
 * The target's own props (aria attributes, handlers) do not reach the element; the trigger sets
 * them itself.
 */
export function PopoverAnchor({ element, ref }: { element: HTMLElement | null; ref?: Ref<HTMLElement> }) {
  useLayoutEffect(() => {
    if (!element || !ref) return;
    if (typeof ref !== 'function') {
      ref.current = element;
      return () => {
        ref.current = null;
      };
    }
    const cleanup = ref(element);
    return () => {
      if (typeof cleanup === 'function') cleanup();
      else ref(null);
    };
  }, [element, ref]);
  return null;
}
