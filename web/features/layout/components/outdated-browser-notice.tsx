import { lazy, Suspense } from 'react';
import { isOutdatedBrowser } from '@web/lib/browser-support';

// Only the few users of an outdated browser load the dialog.
const OutdatedBrowserDialog = lazy(() => import('./outdated-browser-dialog').then((module) => ({ default: module.OutdatedBrowserDialog })));

const outdated = typeof navigator !== 'undefined' && isOutdatedBrowser(navigator.userAgent);

export function OutdatedBrowserNotice() {
  if (!outdated) return null;
  return (
    <Suspense fallback={null}>
      <OutdatedBrowserDialog />
    </Suspense>
  );
}
