import { Badge, Button, Card, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PriceView } from '@common/money/price-view';
import type { Promo } from '@common/api/price.contract';
import { paths } from '@web/app/paths';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useFormatPrice } from '@web/features/session/hooks/use-format-price';
import { formatPromotionEnd } from '../promotion-format';
import { TldMark } from './tld-mark';
import classes from './promotion-card.module.css';

const money = (view: PriceView) => ({ amount: view.total, currency: view.currency });

interface PromotionCardProps {
  promotion: Promo;
  /** The promo boxes show the promotion's text and a larger price. */
  featured?: boolean;
}

/** One promotion: TLD, promotion price against the regular one, discount, end date and a link. */
export function PromotionCard({ promotion, featured = false }: PromotionCardProps) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const formatPrice = useFormatPrice();
  const { promo_data: data } = promotion;
  const tld = promotion.tld_utf8;

  return (
    <Card withBorder padding={featured ? 'lg' : 'md'} className={classes.card} bg={featured ? 'brand.0' : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <TldMark tldUtf8={tld} logoPath={promotion.logo_path} size={featured ? 48 : 36} />
        <Badge color="accent.8" variant="filled" size="lg">
          {t('promotions.discount', { percent: data.discount_percent })}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t(`promotions.kind.${promotion.promo_type}`, { tld })}
      </Text>
      {featured && <Text>{data.text}</Text>}
      <Group gap="xs" align="baseline" wrap="wrap">
        <Text fz={featured ? 32 : 26} fw={700} c="brand.8" className={classes.price}>
          <VisuallyHidden>{t('promotions.promotionPrice')} </VisuallyHidden>
          {formatPrice(money(data.price))}
        </Text>
        <Text c="dimmed" className={classes.price}>
          <VisuallyHidden>{t('promotions.regularPrice')} </VisuallyHidden>
          <s>{formatPrice(money(data.retail_price))}</s>
        </Text>
      </Group>
      <Text size="sm">{t('promotions.thenPerYear', { price: formatPrice(money(data.regular_price)) })}</Text>
      <Text size="sm" c="dimmed">
        {t('promotions.endsOn', { date: formatPromotionEnd(data.end_date.date, language) })}
      </Text>
      <Button component={Link} to={paths.tldLanding.getHref(promotion.tld)} variant={featured ? 'filled' : 'light'} className={classes.cta}>
        {t('promotions.cta', { tld })}
      </Button>
    </Card>
  );
}
