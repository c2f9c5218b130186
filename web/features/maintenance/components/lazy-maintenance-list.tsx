import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';

const MaintenanceList = lazy(() => import('./maintenance-list').then((module) => ({ default: module.MaintenanceList })));

interface LazyMaintenanceListProps extends ComponentProps<typeof MaintenanceList> {
  /** Load only once the place comes near the screen (the footer), not with the first view. */
  whenVisible?: boolean;
}

/** The maintenance list, loaded on its own: it sits in the footer and the drawer, out of the first view. */
export function LazyMaintenanceList({ whenVisible = false, ...props }: LazyMaintenanceListProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(!whenVisible);

  useEffect(() => {
    if (wanted) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), {
      rootMargin: '200px',
    });
    observer.observe(anchor.current!);
    return () => observer.disconnect();
  }, [wanted]);

  if (!wanted) return <div ref={anchor} />;
  return (
    <Suspense fallback={null}>
      <MaintenanceList {...props} />
    </Suspense>
  );
}
