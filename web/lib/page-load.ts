/**
 * Full page loads, the last resort when the running client is outdated or its session is gone
 * (spec §2.2, §8). Kept in one place so the rest of the code can be tested without a browser
 * leaving the page.
 */

let pendingTarget: string | null = null;

/** Records the in-app address a navigation under way is heading to (null once it arrived). */
export function setPendingNavigationTarget(href: string | null): void {
  pendingTarget = href;
}

/** The address the user is heading to, or the current one when no navigation is under way. */
export function currentTarget(): string {
  return pendingTarget ?? window.location.pathname + window.location.search + window.location.hash;
}

const unloadListeners = new Set<() => void>();

/** Lets the progress bar start when the page is about to be replaced. */
export function onPageUnload(listener: () => void): () => void {
  unloadListeners.add(listener);
  return () => unloadListeners.delete(listener);
}

function announceUnload(): void {
  for (const listener of unloadListeners) listener();
}

export function fullPageLoad(href: string): void {
  announceUnload();
  window.location.assign(href);
}

export function reloadPage(): void {
  announceUnload();
  window.location.reload();
}

/** A promise that never settles: what a caller gets while the page is being replaced. */
export function pageIsLeaving<T>(): Promise<T> {
  return new Promise<T>(() => {});
}
