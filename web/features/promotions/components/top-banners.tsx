import { useCallback, useMemo, useState } from 'react';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useBanners } from '../api/get-banners';
import { bannerInterval, orderBanners, showsDots } from '../banner-rules';
import { BannerSlide } from './banner-slide';
import { Carousel } from './carousel';

export function TopBannersSkeleton() {
  const { t } = useTranslation();
  return <Skeleton height={220} radius="lg" role="status" aria-label={t('banners.loading')} />;
}

/**
 * The home page's top banner carousel (spec §2.4, §4): TLD banners without a running promotion
 * dropped, ordered or shuffled, at least 5 s per banner, no dots for a single banner. A failed
 * load shows nothing: the page has enough to offer without it.
 */
export function TopBanners() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const banners = useBanners();
  const data = banners.data;
  // Ordered (or shuffled) once per answer, not on every render.
  const ordered = useMemo(() => (data ? orderBanners(data) : []), [data]);
  const [now] = useState(() => Date.now());
  const intervalFor = useCallback((index: number) => bannerInterval(ordered[index] ?? { interval: 0 }), [ordered]);

  if (banners.isPending) return <TopBannersSkeleton />;
  if (ordered.length === 0) return null;

  return (
    <Carousel
      label={t('banners.label')}
      intervalFor={intervalFor}
      withDots={showsDots(ordered.length)}
      slides={ordered.map((banner) => ({ key: String(banner.id), content: <BannerSlide banner={banner} language={language} now={now} /> }))}
    />
  );
}
