import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartTotals as Totals } from '@common/api/cart.contract';
import { formatVatRate } from '@common/money/money';
import { useLocalization } from '@web/features/session/hooks/use-session';

/** The VAT line (as a rate percentage, spec §9) and the total of a cart section. */
export function CartTotals({ total, label }: { total: Totals; label: string }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('cart.vat', { rate: formatVatRate(total.vat_rate, language) })}
        </Text>
        <Text size="sm" c="dimmed">
          {total.display_vat}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{t('cart.total')}</Text>
        <Text fw={700}>{total.display_total}</Text>
      </Group>
    </Stack>
  );
}
