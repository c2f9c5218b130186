/**
 * The global snackbar (spec §4, §9): one message at a time; errors stay until closed, other
 * messages close after 3000 ms by default; a message that replaces a visible one appears 500 ms
 * after the old one was closed, so the change is noticeable.
 */
export const SNACKBAR_DEFAULT_DURATION_MS = 3000;
export const SNACKBAR_NEXT_DELAY_MS = 500;

export type SnackbarKind = 'success' | 'info' | 'error';

export interface SnackbarMessage {
  kind: SnackbarKind;
  message: string;
  /** Milliseconds until the message closes; false keeps it open. */
  autoClose: number | false;
}

export interface SnackbarDisplay {
  /** Shows a message and returns its id; `onClosed` runs when it disappears by itself or by the user. */
  show(message: SnackbarMessage, onClosed: () => void): string;
  hide(id: string): void;
}

export interface Snackbar {
  success(message: string, durationMs?: number): void;
  info(message: string, durationMs?: number): void;
  error(message: string): void;
  close(): void;
  /** Closes the message if it is an error (shown or about to be); other messages stay. */
  closeError(): void;
}

export function createSnackbar(
  display: SnackbarDisplay,
  timers = { setTimeout: globalThis.setTimeout.bind(globalThis), clearTimeout: globalThis.clearTimeout.bind(globalThis) },
): Snackbar {
  let visibleId: string | null = null;
  let visibleKind: SnackbarKind | null = null;
  let waiting: ReturnType<typeof setTimeout> | null = null;
  let waitingKind: SnackbarKind | null = null;

  function present(message: SnackbarMessage) {
    const id = display.show(message, () => {
      if (visibleId === id) {
        visibleId = null;
        visibleKind = null;
      }
    });
    visibleId = id;
    visibleKind = message.kind;
  }

  function cancelWaiting() {
    if (waiting !== null) timers.clearTimeout(waiting);
    waiting = null;
    waitingKind = null;
  }

  function hideVisible() {
    if (visibleId !== null) display.hide(visibleId);
    visibleId = null;
    visibleKind = null;
  }

  function open(message: SnackbarMessage) {
    cancelWaiting();
    if (visibleId === null) {
      present(message);
      return;
    }
    hideVisible();
    waitingKind = message.kind;
    waiting = timers.setTimeout(() => {
      waiting = null;
      waitingKind = null;
      present(message);
    }, SNACKBAR_NEXT_DELAY_MS);
  }

  return {
    success: (message, durationMs = SNACKBAR_DEFAULT_DURATION_MS) => open({ kind: 'success', message, autoClose: durationMs }),
    info: (message, durationMs = SNACKBAR_DEFAULT_DURATION_MS) => open({ kind: 'info', message, autoClose: durationMs }),
    error: (message) => open({ kind: 'error', message, autoClose: false }),
    close() {
      cancelWaiting();
      hideVisible();
    },
    closeError() {
      if (waitingKind === 'error') cancelWaiting();
      if (visibleKind === 'error') hideVisible();
    },
  };
}
