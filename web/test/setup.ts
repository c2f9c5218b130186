// jsdom lacks matchMedia and ResizeObserver, which Mantine uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

// Mantine's focus trap looks for a focusable element one tick after a popover mounts; in jsdom
// the popover is still in its enter transition (display: none) then, so the trap warns with the
// whole React fiber, hundreds of lines per test. In a browser the transition has begun and the
// first control takes focus; the tests that open popovers assert where focus lands themselves.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('[@mantine/hooks/use-focus-trap] Failed to find focusable element')) return;
  warn(...args);
};
