import { useState } from 'react';
import { lazyPart } from '@web/components/ui/lazy-part';
import type { AppDrawerProps } from './app-drawer';

// The drawer serves small screens only; it loads when it is first wanted.
const drawerPart = lazyPart(() => import('./app-drawer').then((module) => module.AppDrawer));

/** Starts loading the drawer early, e.g. when the pointer or focus reaches the burger. */
export const preloadAppDrawer = drawerPart.preload;

/** The drawer once it has been opened; a chunk that failed to load says so and closes it again. */
export function LazyAppDrawer(props: AppDrawerProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <drawerPart.Part
      {...props}
      onFailed={() => {
        setWanted(false);
        props.onClose();
      }}
    />
  );
}
