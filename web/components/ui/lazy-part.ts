import { lazy, type ComponentType } from 'react';

export interface LazyPart<Props extends object> {
  /** The component; render it inside `Suspense`. */
  Component: ComponentType<Props>;
  /** Starts loading early, e.g. when the pointer or the focus reaches the control that opens it. */
  preload: () => void;
}

/**
 * A part of the shell that loads on first use, with a preload for the moment before. The header
 * is part of every first page load, which is at its JavaScript budget; what only a click needs
 * (a dropdown with its positioning engine) waits for that click.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const get = () => {
    loading ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        // A failed preload (e.g. offline) must not stop the next attempt.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    Component: lazy(get),
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
