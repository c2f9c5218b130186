import { useState } from 'react';
import { useWindowScroll } from '@mantine/hooks';
import { LAYOUT } from '@web/app/theme';
import { lazyPart } from '@web/components/ui/lazy-part';

// The button (with Mantine's Affix and portal) loads the first time the page is scrolled far enough.
const buttonPart = lazyPart(() => import('./scroll-to-top-button').then((module) => module.ScrollToTopButton), { quiet: true });

/** Appears beyond 300 px of scroll (spec §4, §9). */
export function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  const beyond = scroll.y > LAYOUT.scrollTopThreshold;
  const [wanted, setWanted] = useState(false);
  if (beyond && !wanted) setWanted(true);
  if (!wanted) return null;
  return <buttonPart.Part visible={beyond} onScrollToTop={() => scrollTo({ y: 0 })} onFailed={() => undefined} />;
}
