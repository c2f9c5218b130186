import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import classes from './lazy-whois-box.module.css';

const WhoisBox = lazy(() => import('./whois-box').then((module) => ({ default: module.WhoisBox })));

/**
 * The WHOIS box sits below the fold of the home page: its code loads once the place comes within
 * 300 px of the screen, so that the first load of the home page stays small.
 */
export function LazyWhoisBox() {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = <div className={classes.placeholder} />;
  return (
    <div ref={anchor}>
      {near ? (
        <Suspense fallback={placeholder}>
          <WhoisBox />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
