import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuoteView } from '@common/api/payment.contract';
import { STATUS_COLORS } from '@web/app/theme';
import '../checkout-texts';

/** The answer 3022: the price changed since the user saw it; nothing was charged, the new total waits for a new confirmation. */
export function PriceChangedNotice({ before, after }: { before: QuoteView['display']; after: QuoteView['display'] }) {
  const { t } = useTranslation();
  return (
    <Alert color={STATUS_COLORS.warning} icon={<IconAlertTriangle size={18} aria-hidden />} title={
        <Text component="span" fw={700} c="gray.9">
          {t('checkout.priceChanged.title')}
        </Text>
      }
      role="alert"
    >
      <Text size="sm">{t('checkout.priceChanged.text', { before: before.gross, after: after.gross })}</Text>
      <Text size="sm" mt={4}>
        {t('checkout.priceChanged.confirm')}
      </Text>
    </Alert>
  );
}
