import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Box, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { AppFooter } from '@web/features/layout/components/app-footer';
import { AppHeader } from '@web/features/layout/components/app-header';
import { BottomDock } from '@web/features/layout/components/bottom-dock';
import { LazyAppDrawer } from '@web/features/layout/components/lazy-app-drawer';
import { LegacyPopups } from '@web/features/layout/components/legacy-popups';
import { NavigationProgress } from '@web/features/layout/components/navigation-progress';
import { OutdatedBrowserNotice } from '@web/features/layout/components/outdated-browser-notice';
import { ScrollToTop } from '@web/features/layout/components/scroll-to-top';
import { LazyEmailVerificationReminder } from '@web/features/session/components/lazy-email-verification-reminder';
import { SkipLink } from '@web/features/layout/components/skip-link';
import { MAIN_CONTENT_ID } from '@web/features/layout/layout-ids';
import { SystemBar } from '@web/features/system-bar/components/system-bar';
import { useSystemBarEntries } from '@web/features/system-bar/use-system-bar';
import { onPageUnload } from '@web/lib/page-load';
import { isFullWidthRoute } from './navigation-rules';
import { resolveRoute } from './resolve-route';
import { ScrollManager } from './scroll-manager';
import { LAYOUT } from './theme';
import classes from './root-layout.module.css';

/** True from the moment the browser starts leaving the page until it is shown again. */
function usePageUnloading(): boolean {
  const [unloading, setUnloading] = useState(false);
  useEffect(() => {
    const start = () => setUnloading(true);
    // A page restored from the back/forward cache is not loading any more.
    const reset = () => setUnloading(false);
    const stopListening = onPageUnload(start);
    window.addEventListener('beforeunload', start);
    window.addEventListener('pageshow', reset);
    return () => {
      stopListening();
      window.removeEventListener('beforeunload', start);
      window.removeEventListener('pageshow', reset);
    };
  }, []);
  return unloading;
}

/** The shell around every page (spec §2.3): header, drawer, main content, footer and the global widgets. */
export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const unloading = usePageUnloading();
  const [drawerOpened, drawer] = useDisclosure(false);
  const fullWidth = isFullWidthRoute(resolveRoute(location.pathname).name);
  const systemBarEntries = useSystemBarEntries();
  const withSystemBar = systemBarEntries.length > 0;

  // A link in the drawer leads elsewhere: the drawer has done its job.
  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [location.pathname, closeDrawer]);
  // Closed by Escape, its close button or the overlay: the focus goes back to the burger. Mantine
  // does that only for a drawer that was mounted closed, and the lazy drawer mounts opened.
  const burger = useRef<HTMLButtonElement>(null);
  const dismissDrawer = () => {
    drawer.close();
    burger.current?.focus();
  };

  return (
    <>
      <NavigationProgress active={navigation.state !== 'idle' || unloading} />
      <SkipLink />
      <div
        className={classes.shell}
        style={
          {
            '--app-header-height': `${LAYOUT.headerHeight}px`,
            '--app-system-bar-height': `${withSystemBar ? LAYOUT.systemBarHeight : 0}px`,
          } as CSSProperties
        }
      >
        {withSystemBar && <SystemBar entries={systemBarEntries} />}
        <AppHeader drawerOpened={drawerOpened} onToggleDrawer={drawer.toggle} burgerRef={burger} />
        <LazyAppDrawer opened={drawerOpened} onClose={drawer.close} onDismiss={dismissDrawer} withSystemBar={withSystemBar} />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          <Container fluid={fullWidth} py="lg">
            <Container size="lg" px={0}>
              <LegacyPopups />
              <LazyEmailVerificationReminder />
            </Container>
            <Outlet />
          </Container>
        </Box>
        <AppFooter />
        {/* Sticky at the end of the page: the quick actions and the cookie notice stay in view, yet never cover the footer at the bottom. */}
        <BottomDock />
      </div>
      <ScrollToTop />
      <OutdatedBrowserNotice />
      <ScrollManager />
    </>
  );
}
