import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { HEADER_ID, MAIN_CONTENT_ID } from '@web/features/layout/layout-ids';
import { resolveRoute } from './resolve-route';

function scrollToFragment(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return false;
  target.scrollIntoView();
  if (target.tabIndex >= 0 || target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  return true;
}

/**
 * Scroll and focus after navigations: a fragment scrolls to its anchor (legacy `/imprint#privacy`),
 * the WHOIS page gets its scroll position back on back/forward (the only route that does, spec
 * §2.1), every other page starts at the top. The focus moves to the main content, so keyboard and
 * screen-reader users start reading the new page there.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; search: string } | null>(null);
  const whoisPositions = useRef(new Map<string, number>());

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Remember the WHOIS page's position while it is shown.
  useEffect(() => {
    if (resolveRoute(location.pathname).name !== 'whois') return;
    const key = location.key;
    const handleScroll = () => whoisPositions.current.set(key, window.scrollY);
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, [location.key, location.pathname]);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { pathname: location.pathname, search: location.search };
    if (location.hash && scrollToFragment(location.hash)) return;
    if (before === null) return;
    if (before.pathname === location.pathname && before.search === location.search) return;

    const saved = whoisPositions.current.get(location.key);
    const restore = navigationType === 'POP' && saved !== undefined && resolveRoute(location.pathname).name === 'whois';
    window.scrollTo(0, restore ? saved : 0);

    // Focus that stays in the header (a menu button, the cart) is left alone; focus on the old page,
    // in a closing menu or drawer, or nowhere moves to the new content.
    const active = document.activeElement;
    const stays = active instanceof HTMLElement && active.isConnected && document.getElementById(HEADER_ID)?.contains(active);
    if (!stays) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);

  return null;
}
