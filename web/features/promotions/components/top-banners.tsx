import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useBanners } from '../api/get-banners';
import { bannerInterval, carouselBanners, orderBanners, showsDots } from '../banner-rules';
import { BannerSlide } from './banner-slide';
import classes from './top-banners.module.css';

const Carousel = lazy(() => import('./carousel').then((module) => ({ default: module.Carousel })));

/** The carousel's code arrives this long before the first banner's time is up. */
const CAROUSEL_LEAD_MS = 2000;

/**
 * The home page's top banner carousel (spec §2.4, §4): TLD banners without a running promotion
 * dropped, ordered or shuffled, at least 5 s per banner, no dots for a single banner. A failed
 * load shows nothing: the page has enough to offer without it.
 *
 * The first banner shows at once; the carousel's code is needed only when the first banner's time
 * is up or the visitor reaches for the banner, so it loads then and takes over. It never takes
 * over while the focus is inside (the carousel would stand still then anyway), so no focus is lost.
 */
export function TopBanners() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const data = useBanners().data;
  // Ordered (or shuffled) once per answer, not on every render.
  // The rotating banner has a place of its own (rotating-promo-banner.tsx).
  const ordered = useMemo(() => (data ? orderBanners(carouselBanners(data)) : []), [data]);
  const [now] = useState(() => Date.now());
  const [shownAt] = useState(() => Date.now());
  const [wanted, setWanted] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  // Once the carousel has taken over it stays, focus or not.
  const [takenOver, setTakenOver] = useState(false);
  const intervalFor = useCallback((index: number) => bannerInterval(ordered[index] ?? { interval: 0 }), [ordered]);
  const rotates = showsDots(ordered.length);

  useEffect(() => {
    if (!rotates || wanted) return;
    const timer = setTimeout(() => setWanted(true), intervalFor(0) - CAROUSEL_LEAD_MS);
    return () => clearTimeout(timer);
  }, [rotates, wanted, intervalFor]);

  useEffect(() => {
    if (rotates && wanted && !focusInside) setTakenOver(true);
  }, [rotates, wanted, focusInside]);

  if (!data) return <Skeleton height={220} radius="lg" role="status" aria-label={t('banners.loading')} />;
  if (ordered.length === 0) return null;

  const still = (
    <section aria-label={t('banners.label')}>
      <BannerSlide banner={ordered[0]} language={language} now={now} />
      {/* Keeps the place of the carousel's controls, so nothing moves when they arrive. */}
      {rotates && <div className={classes.controlsSpace} />}
    </section>
  );

  return (
    <div
      onPointerEnter={() => setWanted(true)}
      onTouchStart={() => setWanted(true)}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      {takenOver ? (
        <Suspense fallback={still}>
          <Carousel
            label={t('banners.label')}
            intervalFor={intervalFor}
            // The first banner has been up since the page showed it; it keeps only the rest of its time.
            firstIntervalMs={Math.max(0, intervalFor(0) - (Date.now() - shownAt))}
            slides={ordered.map((banner) => ({
              key: String(banner.id),
              content: <BannerSlide banner={banner} language={language} now={now} />,
            }))}
          />
        </Suspense>
      ) : (
        still
      )}
    </div>
  );
}
