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
// One chunk (and one list of its files) for both parts below the fold.
const loadLower = () => import('./home-lower-sections');
const PromotionsSection = lazy(() => loadLower().then((module) => ({ default: module.PromotionsSection })));
const NewsBlock = lazy(() => loadLower().then((module) => ({ default: module.NewsBlock })));
const RotatingPromoBanner = lazy(() => loadLower().then((module) => ({ default: module.RotatingPromoBanner })));

/** A skeleton of the section's size, announced with its name. */
function Placeholder({ height, labelKey }: { height: number; labelKey: string }) {
  const { t } = useTranslation();
  return <Skeleton height={height} radius="lg" role="status" aria-label={t(labelKey)} />;
}

/** Renders `children` once the placeholder shows on the screen or the visitor scrolls. */
function WhenNearScreen({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show());
    observer.observe(anchor.current!);
    window.addEventListener('scroll', show, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', show);
    };
  }, [near]);
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : <div ref={anchor}>{placeholder}</div>;
}

/** The top banner carousel (spec §2.4). */
export function HomeTopBanners() {
  // Ask for the banners while their code is still on its way.
  useBanners();
  return (
    <Suspense fallback={<Placeholder height={220} labelKey="banners.loading" />}>
      <TopBanners />
    </Suspense>
  );
}

/** The rotating-promo banner (spec §2.4): its image changes by the day. */
export function HomeRotatingBanner() {
  return (
    <WhenNearScreen placeholder={<Placeholder height={220} labelKey="rotatingBanner.loading" />}>
      <RotatingPromoBanner />
    </WhenNearScreen>
  );
}

/** Promo boxes and the promotions carousel (spec §2.4, §9). */
export function HomePromotions() {
  return (
    <WhenNearScreen placeholder={<Placeholder height={420} labelKey="promotions.loading" />}>
      <PromotionsSection />
    </WhenNearScreen>
  );
}

/** The news block (spec §2.4). */
export function HomeNews() {
  return (
    <WhenNearScreen placeholder={<Placeholder height={260} labelKey="news.loading" />}>
      <NewsBlock />
    </WhenNearScreen>
  );
}
