import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useRowT } from '@web/i18n/use-row-t';
import type { TldPrice } from '@common/api/price.contract';
import type { PriceView } from '@common/money/price-view';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useFormatPrice } from '@web/features/session/hooks/use-format-price';
import { describePrice, formatEndDate } from '../price-rules';
import classes from './prices.module.css';
import '../prices-texts';

interface PriceAmountProps {
  view: TldPrice | PriceView;
  /** Align to the end of the cell (tables) or to the start (cards, details). */
  align?: 'end' | 'start';
}

/** A price; while a promotion runs, the promotion price, the standard price struck through, the saving and the end date. */
export function PriceAmount({ view, align = 'end' }: PriceAmountProps) {
  const t = useRowT();
  const { language } = useLocalization();
  const format = useFormatPrice();
  const price = describePrice(view, format);
  const alignItems = align === 'end' ? 'flex-end' : 'flex-start';

  if (!price.promotion) {
    return (
      <Text component="span" className={classes.amount}>
        {price.free ? t('prices.free') : price.current}
      </Text>
    );
  }
  return (
    <Stack gap={2} align={alignItems} component="span">
      <Group gap={6} wrap="wrap" justify={alignItems} component="span">
        <Badge size="sm" color="accent.8" variant="filled" style={{ flex: 'none' }}>
          {t('prices.discount', { percent: price.promotion.discountPercent })}
        </Badge>
        <Text component="span" fw={700} c="brand.8" className={classes.amount}>
          <VisuallyHidden>{t('prices.promotionPrice')} </VisuallyHidden>
          {price.current}
        </Text>
      </Group>
      <Text component="span" size="sm" c="dimmed" className={classes.amount}>
        <VisuallyHidden>{t('prices.standardPrice')} </VisuallyHidden>
        <s>{price.promotion.standard}</s>
      </Text>
      <Text component="span" size="xs" c="dimmed" className={classes.amount}>
        {t('prices.until', { date: formatEndDate(price.promotion.endsAt, language) })}
      </Text>
    </Stack>
  );
}
