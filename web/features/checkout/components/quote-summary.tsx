import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuoteView } from '@common/api/payment.contract';
import { formatMoney, formatVatRate } from '@common/money/money';
import { useLocalization } from '@web/features/session/hooks/use-session';
import '../checkout-texts';

/**
 * What the user pays (GET /pay/init's quote): each line, the subtotal, the VAT line or the
 * reverse-charge note and the total in the billing currency, which is what is charged. A display
 * currency that differs appears once, below the total, marked as an approximation: a converted
 * subtotal beside a charged total in another currency read as two prices.
 */
export function QuoteSummary({ quote }: { quote: QuoteView }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const money = (amount: number) => formatMoney({ amount, currency: quote.currency }, language);
  return (
    <Stack gap="sm">
      <Table verticalSpacing="xs" captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>{t('checkout.quote.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('checkout.quote.item')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('checkout.quote.net', { currency: quote.currency })}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quote.lines.map((line) => (
            <Table.Tr key={line.item_id}>
              <Table.Td>
                <Text size="sm">{line.description}</Text>
                {line.premium && (
                  <Text size="xs" c="dimmed">
                    {t('checkout.quote.premium')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {money(line.net)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={4} role="group" aria-label={t('checkout.quote.totals')} maw={420} ml={{ sm: 'auto' }} w="100%">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('checkout.quote.subtotal')}</Text>
          <Text size="sm">{money(quote.net)}</Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {quote.reverse_charge
              ? t('checkout.quote.reverseCharge')
              : t('checkout.quote.vat', { rate: formatVatRate(quote.vat_rate, language) })}
          </Text>
          <Text size="sm">{money(quote.vat)}</Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('checkout.quote.total')}</Text>
          <Text fw={700} data-testid="checkout-total">
            {money(quote.gross)}
          </Text>
        </Group>
        {quote.display.currency !== quote.currency && (
          <Text size="sm" c="dimmed">
            {t('checkout.quote.approximately', { display: quote.display.gross, charged: money(quote.gross) })}
          </Text>
        )}
        {quote.reverse_charge && (
          <Text size="sm" c="dimmed">
            {t('checkout.quote.reverseChargeNote')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
