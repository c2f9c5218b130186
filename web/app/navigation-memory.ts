import { LOGOUT_MARKER_TTL_MS, nextPreviousRoute, type VisitedRoute } from './navigation-rules';
import { paths } from './paths';

/**
 * What the router remembers between navigations: the current and the previous route, and whether
 * the navigation under way is a login detour. The rules themselves live in navigation-rules.ts;
 * this only keeps their state.
 */
export interface NavigationMemory {
  readonly current: VisitedRoute | null;
  readonly previous: VisitedRoute | null;
  /** Records a finished navigation. */
  commit(to: VisitedRoute): void;
  /** Marks the next committed navigation as a login redirect, which keeps the previous route. */
  markLoginRedirect(): void;
  /** Remembers the logout as previous route for a few seconds, so the next page can greet accordingly. */
  markLogout(): void;
}

interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createNavigationMemory(timers: Timers = browserTimers): NavigationMemory {
  let current: VisitedRoute | null = null;
  let previous: VisitedRoute | null = null;
  let loginRedirect = false;
  let logoutTimer: unknown = null;

  return {
    get current() {
      return current;
    },
    get previous() {
      return previous;
    },
    commit(to) {
      previous = nextPreviousRoute(previous, { from: current, loginRedirect });
      current = to;
      loginRedirect = false;
    },
    markLoginRedirect() {
      loginRedirect = true;
    },
    markLogout() {
      previous = { name: 'logout', href: paths.logout.getHref() };
      if (logoutTimer !== null) timers.clearTimeout(logoutTimer);
      logoutTimer = timers.setTimeout(() => {
        logoutTimer = null;
        if (previous?.name === 'logout') previous = null;
      }, LOGOUT_MARKER_TTL_MS);
    },
  };
}

/** The memory of the running app. */
export const navigationMemory = createNavigationMemory();
