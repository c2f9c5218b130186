import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The drawer serves small screens only; it loads when it is first wanted.
const loadAppDrawer = () => import('./app-drawer');
const AppDrawer = lazy(() => loadAppDrawer().then((module) => ({ default: module.AppDrawer })));

/** Starts loading the drawer early, e.g. when the pointer or focus reaches the burger. */
export function preloadAppDrawer(): void {
  void loadAppDrawer();
}

export function LazyAppDrawer(props: ComponentProps<typeof AppDrawer>) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppDrawer {...props} />
    </Suspense>
  );
}
