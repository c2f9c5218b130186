import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { isPageLoadFailure } from '@web/app/lazy-page';
import { i18n } from '@web/i18n/i18n';
import { snackbar } from '@web/lib/app-snackbar';

export interface LazyPart<Props extends object> {
  /**
   * Renders the part once it has loaded (nothing meanwhile). When its chunk cannot be loaded, the
   * snackbar says so (unless `quiet`), `onFailed` runs (the trigger closes again) and the next
   * attempt loads anew; other errors go on to the page's error boundary.
   */
  Part: ComponentType<Props & { onFailed: () => void }>;
  /** Starts loading early, e.g. when the pointer or the focus reaches the control that opens it. */
  preload: () => void;
}

class ChunkFailureBoundary extends Component<{ onChunkFailure: () => void; children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (isPageLoadFailure(error)) this.props.onChunkFailure();
  }

  render() {
    if (this.state.error === null) return this.props.children;
    if (isPageLoadFailure(this.state.error)) return null;
    throw this.state.error;
  }
}

/**
 * A part of the shell that loads on first use, with a preload for the moment before. The header
 * is part of every first page load, which is at its JavaScript budget; what only a click needs
 * (a dropdown with its positioning engine) waits for that click.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: {
    /** For parts the user did not ask for (e.g. one that appears on scrolling): no message when they fail. */
    quiet?: boolean;
  } = {},
): LazyPart<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const get = () => {
    loading ??= load().then(
      (Loaded) => ({ default: Loaded }),
      (error: unknown) => {
        // A failed attempt (e.g. offline) must not stop the next one.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // React keeps a lazy component's failure; after one, the next attempt needs a new one.
  let Lazy = lazy(get);

  function Part({ onFailed, ...props }: Props & { onFailed: () => void }) {
    const onChunkFailure = () => {
      Lazy = lazy(get);
      if (!options.quiet) snackbar.error(i18n.t('errors.pageLoadText'));
      onFailed();
    };
    return (
      <ChunkFailureBoundary onChunkFailure={onChunkFailure}>
        <Suspense fallback={null}>
          <Lazy {...(props as unknown as Props)} />
        </Suspense>
      </ChunkFailureBoundary>
    );
  }

  return {
    Part,
    preload: () => {
      get().catch(() => undefined);
    },
  };
}

/**
 * `opened`, but false on the first render. A part loaded on first use mounts already wanted open;
 * Mantine's popover dropdown remembers the element to return the focus to and starts its focus
 * trap, and a `Transition` plays, only when `opened` changes, so they have to see the change from
 * closed to open.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && opened;
}

/**
 * The state of a trigger whose dropdown is a lazy part: the part mounts once it is first `wanted`,
 * the trigger starts loading it on pointer or focus (`preloadProps`), and a chunk that failed to
 * load closes it again (`onFailed`) so the next click tries anew.
 */
export function useLazyDropdown(preload: () => void) {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  return {
    opened,
    wanted,
    setOpened,
    open: () => {
      setWanted(true);
      setOpened(true);
    },
    toggle: () => {
      setWanted(true);
      setOpened((value) => !value);
    },
    preloadProps: { onPointerEnter: preload, onFocus: preload },
    onFailed: () => {
      setWanted(false);
      setOpened(false);
    },
  };
}
