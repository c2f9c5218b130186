import { Anchor, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import '../prepaid-account-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LedgerEntryView } from '@common/api/prepaid-account.contract';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { formatDateTime } from '@web/lib/format-date';

/** The reason of a movement in words, with the order it belongs to. */
function reasonText(entry: LedgerEntryView, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (entry.reason === 'top-up') return t('prepaidAccount.transactions.topUp');
  if (entry.reason === 'payment')
    return entry.order_id === null
      ? t('prepaidAccount.transactions.payment')
      : t('prepaidAccount.transactions.paymentOfOrder', { order: entry.order_id });
  return entry.order_id === null
    ? t('prepaidAccount.transactions.refund')
    : t('prepaidAccount.transactions.refundOfOrder', { order: entry.order_id });
}

function Reference({ entry }: { entry: LedgerEntryView }) {
  const { t } = useTranslation();
  if (entry.order_id !== null) {
    return (
      <Anchor component={Link} to={`${paths.orders.getHref()}#order-${entry.order_id}`}>
        {t('prepaidAccount.transactions.order', { order: entry.order_id })}
      </Anchor>
    );
  }
  const [kind, id] = entry.reference.split(':');
  return <Text size="sm">{kind === 'payment' ? t('prepaidAccount.transactions.paymentNumber', { payment: id }) : entry.reference}</Text>;
}

/**
 * Movements of the balance: money in (top-ups, refunds) with a plus sign and an arrow in the
 * success colour, money out with a minus sign and an arrow in the error colour; the amounts stay
 * dark, because the theme's green as text misses the WCAG AA contrast, and the sign and the hidden
 * word say it without the colour.
 */
export function TransactionTable({ entries, caption }: { entries: LedgerEntryView[]; caption: string }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs">
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('prepaidAccount.transactions.date')}</Table.Th>
            <Table.Th scope="col">{t('prepaidAccount.transactions.reason')}</Table.Th>
            <Table.Th scope="col">{t('prepaidAccount.transactions.reference')}</Table.Th>
            <Table.Th scope="col" style={numeric}>
              {t('prepaidAccount.transactions.amount')}
            </Table.Th>
            <Table.Th scope="col" style={numeric}>
              {t('prepaidAccount.transactions.balance')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const credit = entry.amount > 0;
            return (
              <Table.Tr key={entry.id} data-testid="transaction">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at, language)}</Table.Td>
                <Table.Td>{reasonText(entry, t)}</Table.Td>
                <Table.Td>
                  <Reference entry={entry} />
                </Table.Td>
                <Table.Td style={numeric}>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {credit ? (
                      <IconArrowUpRight size={16} color={`var(--mantine-color-${STATUS_COLORS.success}-9)`} aria-hidden />
                    ) : (
                      <IconArrowDownRight size={16} color={`var(--mantine-color-${STATUS_COLORS.error}-9)`} aria-hidden />
                    )}
                    <Text span size="sm" fw={600}>
                      {credit ? `+${entry.amount_display}` : entry.amount_display}
                    </Text>
                    <VisuallyHidden>
                      {credit ? t('prepaidAccount.transactions.credit') : t('prepaidAccount.transactions.debit')}
                    </VisuallyHidden>
                  </Group>
                </Table.Td>
                <Table.Td style={numeric}>{entry.balance_after_display}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
