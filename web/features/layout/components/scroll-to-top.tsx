import { useEffect, useState } from 'react';
import { LAYOUT } from '@web/app/theme';
import { lazyPart } from '@web/components/ui/lazy-part';

// The button (with Mantine's Affix and portal) loads the first time the page is scrolled far enough.
const buttonPart = lazyPart(() => import('./scroll-to-top-button').then((module) => module.ScrollToTopButton), { quiet: true });

/**
 * True while the window is scrolled beyond `threshold` pixels, as the scroll events tell. It does
 * not read the position when it mounts, as Mantine's `useWindowScroll` does: that read makes the
 * browser lay the whole new page out at once inside the script that put it there, the most
 * expensive single step of the first page under Lighthouse (decision 040). A page starts at the
 * top (the scroll manager and `scrollRestoration = 'manual'` see to it), and every later change of
 * the position, a jump to a fragment included, comes with a scroll event.
 */
function useScrolledBeyond(threshold: number): boolean {
  const [beyond, setBeyond] = useState(false);
  useEffect(() => {
    const check = () => setBeyond(window.scrollY > threshold);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [threshold]);
  return beyond;
}

/** Appears beyond 300 px of scroll (spec §4, §9). */
export function ScrollToTop() {
  const beyond = useScrolledBeyond(LAYOUT.scrollTopThreshold);
  const [wanted, setWanted] = useState(false);
  if (beyond && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <buttonPart.Part visible={beyond} onScrollToTop={() => window.scrollTo({ top: 0, behavior: 'smooth' })} onFailed={() => undefined} />
  );
}
