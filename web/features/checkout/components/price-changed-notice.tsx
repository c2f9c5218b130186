import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuoteView } from '@common/api/payment.contract';
import { formatMoney } from '@common/money/money';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import '../checkout-texts';

/**
 * The answer 3022: the price changed since the user saw it; nothing was charged, the new total
 * waits for a new confirmation. Both totals as charged, in the billing currency.
 */
export function PriceChangedNotice({ before, after }: { before: QuoteView; after: QuoteView }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const charged = (quote: QuoteView) => formatMoney({ amount: quote.gross, currency: quote.currency }, language);
  return (
    <Alert
      color={STATUS_COLORS.warning}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={
        <Text component="span" fw={700} c="gray.9">
          {t('checkout.priceChanged.title')}
        </Text>
      }
      role="alert"
    >
      <Text size="sm">{t('checkout.priceChanged.text', { before: charged(before), after: charged(after) })}</Text>
      <Text size="sm" mt={4}>
        {t('checkout.priceChanged.confirm')}
      </Text>
    </Alert>
  );
}
