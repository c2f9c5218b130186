import { Anchor, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import '../orders-texts';
import { useTranslation } from 'react-i18next';
import type { InvoiceView } from '@common/api/invoice.contract';
import type { OrderView } from '@common/api/order.contract';
import { formatMoney } from '@common/money/money';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { formatDate, formatVatRate } from '../format';
import { ORDER_ITEM_STATUS_COLORS, ORDER_STATUS_COLORS } from '../order-status';
import { StatusBadge } from './status-badge';

/** Reasons of refunded transfers the list words (order_items.failure_code); others show the badge alone. */
const TRANSFER_REFUND_REASONS = new Set(['auth-code', 'refused', 'rejected', 'cancelled']);

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The invoice and credit notes of an order as download links (plain links: the session cookie goes along). */
function Documents({ invoices, invoicesFailed }: { invoices: InvoiceView[] | undefined; invoicesFailed: boolean }) {
  const { t } = useTranslation();
  if (invoicesFailed) return <Text size="sm">{t('orders.invoicesError')}</Text>;
  if (!invoices || invoices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('orders.noInvoice')}
      </Text>
    );
  return (
    <Group gap="md">
      {invoices.map((invoice) => (
        <Anchor key={invoice.id} href={invoice.pdf_url} download={`${invoice.number}.pdf`} size="sm">
          {invoice.kind === 'invoice'
            ? t('orders.invoice', { number: invoice.number })
            : t('orders.creditNote', { number: invoice.number })}
        </Anchor>
      ))}
    </Group>
  );
}

/** One order: number, date, state, items with their own states, totals with VAT, and its documents. */
export function OrderCard({
  order,
  invoices,
  invoicesFailed,
}: {
  order: OrderView;
  invoices: InvoiceView[] | undefined;
  invoicesFailed: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, language);
  const headingId = `order-${order.id}-heading`;
  return (
    <Paper withBorder p="lg" component="article" id={`order-${order.id}`} aria-labelledby={headingId} data-testid="order">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {t('orders.order', { id: order.id })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('orders.orderedAt', { date: formatDate(order.created_at, language, true) })} ·{' '}
              {t('orders.paidWith', { method: t(`orders.methods.${order.payment_method}`, { defaultValue: order.payment_method }) })}
            </Text>
          </div>
          <StatusBadge color={ORDER_STATUS_COLORS[order.status]}>{t(`orders.status.${order.status}`)}</StatusBadge>
        </Group>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <caption>
              <VisuallyHidden>{t('orders.caption', { id: order.id })}</VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('orders.item')}</Table.Th>
                <Table.Th scope="col">{t('orders.period')}</Table.Th>
                <Table.Th scope="col">{t('orders.state')}</Table.Th>
                <Table.Th scope="col" style={numeric}>
                  {t('orders.price')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {item.type === 'Domain' ? item.domain_utf8 : item.description}
                    </Text>
                    {item.type === 'Domain' && item.description && item.description !== item.domain_utf8 && (
                      <Text size="xs" c="dimmed">
                        {item.description}
                      </Text>
                    )}
                    {item.expires_at && (
                      <Text size="xs" c="dimmed">
                        {t('orders.expires', { date: formatDate(item.expires_at, language) })}
                      </Text>
                    )}
                    {item.registry_transactions?.map((transaction) => (
                      <Text key={transaction.cl_trid} size="xs" c="dimmed" data-testid="registry-transaction">
                        {t('orders.registryTransaction', {
                          command: transaction.command,
                          code: transaction.code,
                          clTrid: transaction.cl_trid,
                          svTrid: transaction.sv_trid ?? t('orders.registryTransactionNoId'),
                        })}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>{item.type === 'Coupon' ? '' : t('orders.years', { count: item.period_years })}</Table.Td>
                  <Table.Td>
                    <StatusBadge color={ORDER_ITEM_STATUS_COLORS[item.status]}>{t(`orders.itemStatus.${item.status}`)}</StatusBadge>
                    {item.type === 'Transfer' &&
                      item.status === 'refunded' &&
                      item.failure_code &&
                      TRANSFER_REFUND_REASONS.has(item.failure_code) && (
                        <Text size="xs" c="dimmed" mt={4}>
                          {t(`orders.transferRefundReason.${item.failure_code}`)}
                        </Text>
                      )}
                    {item.status === 'refunded' && item.failure_code === 'price-changed' && (
                      <Text size="xs" c="dimmed" mt={4}>
                        {t('orders.priceChangedRefund')}
                      </Text>
                    )}
                    {item.status === 'refunded' && item.failure_code === 'taken' && (
                      <Text size="xs" c="dimmed" mt={4}>
                        {t('orders.takenRefund')}
                      </Text>
                    )}
                    {item.refund && (
                      <Text size="xs" c="dimmed" mt={4} data-testid="refund-line">
                        {t(`orders.refundState.${item.refund.status}`, {
                          refund: t(`orders.refundTo.${item.refund.destination}`, { amount: item.refund.amount_display }),
                        })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={numeric}>{item.gross_display}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={2} align="flex-end" style={{ fontVariantNumeric: 'tabular-nums' }}>
          <Text size="sm">
            {t('orders.net')}: {money(order.net)}
          </Text>
          <Text size="sm">
            {t('orders.vat', { rate: formatVatRate(order.reverse_charge ? 0 : order.vat_rate, language) })}: {money(order.vat)}
          </Text>
          {order.reverse_charge && (
            <Text size="xs" c="dimmed">
              {t('orders.reverseCharge')}
            </Text>
          )}
          <Text fw={700}>
            {t('orders.total')}: {order.gross_display}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('orders.documents')}
          </Text>
          <Documents invoices={invoices} invoicesFailed={invoicesFailed} />
        </Stack>
      </Stack>
    </Paper>
  );
}
