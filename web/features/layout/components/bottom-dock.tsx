import { useEffect, useRef } from 'react';
import { CookieNotice } from './cookie-notice';
import { SupportLauncher, supportDockRowClass } from '@web/features/support/components/support-launcher';
import { QuickActionMenu } from './quick-action-menu';
import classes from './quick-action-menu.module.css';

/**
 * The sticky bottom of every page: the quick-action menu, the support button and the cookie notice (spec §2.3). Its
 * height becomes the page's bottom scroll padding, so an element reached with Tab is scrolled
 * above the dock rather than behind it.
 */
export function BottomDock() {
  const dock = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = dock.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);

  return (
    <div ref={dock} className={classes.dock}>
      <div className={supportDockRowClass}>
        <QuickActionMenu />
        <SupportLauncher />
      </div>
      <CookieNotice />
    </div>
  );
}
