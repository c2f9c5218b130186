import { useMemo } from 'react';
import { Button, Card, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconListDetails, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { usePromotions } from '../api/get-promotions';
import { promoBoxes } from '../promotion-slides';
import { PromotionCard } from './promotion-card';
import classes from './promo-boxes.module.css';

/** Where a box without a promotion leads: the domain search on the left, the price list on the right. */
const STANDING = [
  { side: 'left', icon: IconSearch, href: () => paths.searchDomain.getHref() },
  { side: 'right', icon: IconListDetails, href: () => paths.domainPrices.getHref() },
] as const;

/** A box's place kept for a side without a promotion to show: a standing offer with its link. */
function StandingBox({ side }: { side: 'left' | 'right' }) {
  const { t } = useTranslation();
  const entry = STANDING.find((each) => each.side === side)!;
  return (
    <Card withBorder padding="lg" className={classes.standing} data-side={side}>
      <ThemeIcon variant="light" size="xl" mb="sm" aria-hidden>
        <entry.icon size={24} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        {t(`promoBoxes.standing.${side}.title`)}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t(`promoBoxes.standing.${side}.text`)}
      </Text>
      <Button component={Link} to={entry.href()} variant="light" className={classes.cta}>
        {t(`promoBoxes.standing.${side}.cta`)}
      </Button>
    </Card>
  );
}

/**
 * The home page's left and right promo boxes (spec §2.4): the first front-page promotion and the
 * first of another kind (or the second), from GET /price/promos. A side without a promotion keeps
 * its place with a standing offer (domain search, price list), so the row looks the same with
 * no, one or two promotions running. While the list loads they are skeletons; after a failure
 * the promotions section below says so, and the boxes show the standing offers.
 */
export function PromoBoxes() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const data = promotions.data;
  const boxes = useMemo(() => promoBoxes((data ?? []).filter((promotion) => promotion.frontpage)), [data]);

  if (promotions.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="status" aria-label={t('promoBoxes.loading')}>
        <Skeleton height={260} radius="md" />
        <Skeleton height={260} radius="md" />
      </SimpleGrid>
    );
  }
  const [left, right] = boxes;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-label={t('promoBoxes.label')} role="group">
      {left ? <PromotionCard promotion={left} featured /> : <StandingBox side="left" />}
      {right ? <PromotionCard promotion={right} featured /> : <StandingBox side="right" />}
    </SimpleGrid>
  );
}
