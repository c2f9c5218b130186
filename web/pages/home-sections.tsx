import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBanners } from '@web/features/promotions/api/get-banners';

/*
 * The home page's banners, promotions and news load as chunks of their own: the banners at once
 * (their data is asked for in parallel), the sections below the fold once they show or the
 * visitor scrolls. The first load of the home page stays small.
 */
const TopBanners = lazy(() => import('@web/features/promotions/components/top-banners').then((module) => ({ default: module.TopBanners })));
const PromotionsSection = lazy(() => import('@web/features/promotions/components/promotions-section').then((module) => ({ default: module.PromotionsSection })));
const NewsBlock = lazy(() => import('@web/features/news/components/news-block').then((module) => ({ default: module.NewsBlock })));

function Placeholder({ height, label }: { height: number; label: string }) {
  return <Skeleton height={height} radius="lg" role="status" aria-label={label} />;
}

/**
 * Renders `children` once the place shows on the screen or the visitor starts to scroll; until
 * then the placeholder. Content below the fold costs nothing on the first load.
 */
function WhenNearScreen({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) show();
    });
    observer.observe(element);
    window.addEventListener('scroll', show, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', show);
    };
  }, [near]);
  if (!near) return <div ref={anchor}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

/** The top banner carousel (spec §2.4). */
export function HomeTopBanners() {
  const { t } = useTranslation();
  // Ask for the banners while their code is still on its way.
  useBanners();
  return (
    <Suspense fallback={<Placeholder height={220} label={t('banners.loading')} />}>
      <TopBanners />
    </Suspense>
  );
}

/** Promo boxes and the promotions carousel (spec §2.4, §9). */
export function HomePromotions() {
  const { t } = useTranslation();
  return (
    <WhenNearScreen placeholder={<Placeholder height={420} label={t('promotions.loading')} />}>
      <PromotionsSection />
    </WhenNearScreen>
  );
}

/** The news block (spec §2.4). */
export function HomeNews() {
  const { t } = useTranslation();
  return (
    <WhenNearScreen placeholder={<Placeholder height={260} label={t('news.loading')} />}>
      <NewsBlock />
    </WhenNearScreen>
  );
}
