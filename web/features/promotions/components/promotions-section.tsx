import { useCallback, useMemo } from 'react';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, useMatches } from '@mantine/core';
import { IconArrowRight, IconMoodSad } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { usePromotions } from '../api/get-promotions';
import { homePromotions, PROMOTIONS_INTERVAL_MS, PROMOTIONS_PER_SLIDE, type PromotionScreen } from '../promotion-slides';
import { Carousel } from './carousel';
import { PromoBoxes } from './promo-boxes';
import { PromotionCard } from './promotion-card';

/** The screen class of spec §9: large from Mantine's md (992 px), medium and small from xs (576 px). */
export function usePromotionScreen(): PromotionScreen {
  return useMatches<PromotionScreen>({ base: 'extraSmall', xs: 'medium', md: 'large' }, { getInitialValueInEffect: false });
}

function PromotionSkeletons({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={count} spacing="md" aria-busy="true" aria-label={t('promotions.loading')} role="status">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder padding="md">
          <Skeleton height={36} width={80} mb="sm" />
          <Skeleton height={12} width="50%" mb="sm" />
          <Skeleton height={28} width="60%" mb="sm" />
          <Skeleton height={12} mb={6} />
          <Skeleton height={36} mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * The home page's promotions (spec §2.4, §9): the left and right promo boxes (their own part),
 * the carousel with 3, 2 or 1 per slide, and a button to all promotions with their count. Loading, failure and empty states of
 * spec §8.
 */
export function PromotionsSection() {
  const { t } = useTranslation();
  const screen = usePromotionScreen();
  const promotions = usePromotions();
  const all = promotions.data;
  const frontpage = useMemo(() => (all ?? []).filter((promotion) => promotion.frontpage), [all]);
  // The carousel leaves out the promotions the promo boxes show.
  const { slides } = useMemo(() => homePromotions(frontpage, screen), [frontpage, screen]);
  const perSlide = PROMOTIONS_PER_SLIDE[screen];
  const interval = useCallback(() => PROMOTIONS_INTERVAL_MS, []);

  let body;
  if (promotions.isPending) {
    body = <PromotionSkeletons count={perSlide} />;
  } else if (promotions.isError) {
    body = (
      <Group gap="sm" role="alert" wrap="nowrap">
        <IconMoodSad size={32} aria-hidden stroke={1.5} />
        <Text>{t('errors.text')}</Text>
      </Group>
    );
  } else if (frontpage.length === 0) {
    body = <Text>{t('promotions.empty')}</Text>;
  } else {
    body = (
      <Stack gap="lg">
        {slides.length > 0 && (
          <Carousel
            label={t('promotions.carouselLabel')}
            intervalFor={interval}
            slides={slides.map((slide) => ({
              key: slide.map((promotion) => promotion.id).join('-'),
              content: (
                <SimpleGrid cols={perSlide} spacing="md" p={2}>
                  {slide.map((promotion) => (
                    <PromotionCard key={promotion.id} promotion={promotion} />
                  ))}
                </SimpleGrid>
              ),
            }))}
          />
        )}
      </Stack>
    );
  }

  return (
    <section aria-labelledby="home-promotions-title">
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} id="home-promotions-title">
          {t('promotions.title')}
        </Title>
        {all && all.length > 0 && (
          <Button
            component={Link}
            to={paths.domainPrices.getHref({ promotionsOnly: true })}
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('promotions.all', { count: all.length })}
          </Button>
        )}
      </Group>
      <Stack gap="lg">
        <PromoBoxes />
        {body}
      </Stack>
    </section>
  );
}
