import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useBanners } from '../api/get-banners';
import { msUntilNextImage, rotatingBanner } from '../banner-rules';
import { BannerSlide } from './banner-slide';

/** The time now, renewed when the banner's next day begins, so a page left open turns to the next image. */
function useDayOf(start: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!start) return;
    const timer = setTimeout(() => setNow(Date.now()), msUntilNextImage(start, now));
    return () => clearTimeout(timer);
  }, [start, now]);
  return now;
}

/** Shown in the banner's place when the operator has no rotating banner running: the promotions list. */
function NoRotatingBanner() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="lg" bg="gray.0">
      <Group wrap="nowrap" align="center" gap="md">
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          <IconDiscount size={28} />
        </ThemeIcon>
        <div>
          <Text fw={700}>{t('rotatingBanner.empty.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('rotatingBanner.empty.text')}
          </Text>
        </div>
        <Button component={Link} to={paths.domainPrices.getHref({ promotionsOnly: true })} variant="light" ml="auto">
          {t('rotatingBanner.empty.cta')}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * The home page's rotating-promo banner (spec §2.4, §4): the operator's banner of type rotating
 * from GET /news/banners, showing the image of the day (days since its start, modulo the number of
 * images) and turning to the next at the day's change. Without one running (or after a failed
 * load) a card leads to the current promotions instead.
 */
export function RotatingPromoBanner() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const banners = useBanners();
  const banner = useMemo(() => (banners.data ? rotatingBanner(banners.data) : null), [banners.data]);
  const now = useDayOf(banner?.start ?? null);

  if (banners.isPending) return <Skeleton height={220} radius="lg" role="status" aria-label={t('rotatingBanner.loading')} />;
  return (
    <section aria-label={t('rotatingBanner.label')}>
      {banner ? <BannerSlide banner={banner} language={language} now={now} /> : <NoRotatingBanner />}
    </section>
  );
}
