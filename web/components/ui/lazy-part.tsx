import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { isPageLoadFailure } from '@web/app/lazy-page';
import { i18n } from '@web/i18n/i18n';
import { snackbar } from '@web/lib/app-snackbar';

export interface LazyPart<Props extends object> {
  /**
   * Renders the part once it has loaded (nothing meanwhile). When its chunk cannot be loaded, the
   * snackbar says so, `onFailed` runs (the trigger closes again) and the next attempt loads anew;
   * other errors go on to the page's error boundary.
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
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
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
      snackbar.error(i18n.t('errors.pageLoadText'));
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
