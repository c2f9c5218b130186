import { useMemo } from 'react';
import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useRowT } from '@web/i18n/use-row-t';
import type { Language } from '@common/i18n/languages';
import type { Money } from '@common/money/money';
import type { TldPrice } from '@common/api/price.contract';
import type { PriceView } from '@common/money/price-view';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useFormatPrice } from '@web/features/session/hooks/use-format-price';
import { describePrice, formatEndDate } from '../price-rules';
import classes from './prices.module.css';
import '../prices-texts';

/** What a price needs from the session: its language and currency (with the exchange rates), and the texts. */
export interface PriceFormat {
  format: (money: Money) => string;
  language: Language;
  t: TFunction;
}

/**
 * The session's price formatting. A table reads it once and gives it to each of its cells
 * (`PriceFigure`) rather than every cell reading the session and the settings itself: with four
 * prices in each of some 70 rows, those reads were most of the price list's rendering time
 * (decision 040).
 */
export function usePriceFormat(): PriceFormat {
  const t = useRowT();
  const { language } = useLocalization();
  const format = useFormatPrice();
  return useMemo(() => ({ format, language, t }), [format, language, t]);
}

interface PriceAmountProps {
  view: TldPrice | PriceView;
  /** Align to the end of the cell (tables) or to the start (cards, details). */
  align?: 'end' | 'start';
}

/** A price; while a promotion runs, the promotion price, the standard price struck through, the saving and the end date. */
export function PriceAmount(props: PriceAmountProps) {
  return <PriceFigure {...props} priceFormat={usePriceFormat()} />;
}

/** `PriceAmount` with the session's formatting given by the table around it (`usePriceFormat`). */
export function PriceFigure({ view, align = 'end', priceFormat }: PriceAmountProps & { priceFormat: PriceFormat }) {
  const { format, language, t } = priceFormat;
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
