import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AwaitingTransfer } from '@common/api/cart.contract';
import { paths } from '@web/app/paths';
import { titledAlert } from '@web/components/ui/alert-colors';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { formatDate } from '@web/lib/format-date';
import '../renewal-texts';

/**
 * The renew cart's orders that wait for a bank transfer (decision 071): the reference and amount
 * the transfer needs, what it renews, and that a change in the cart counts only by checking out
 * again, which replaces the waiting order. When the cart has changed since, that is said first.
 */
export function AwaitingTransferNotice({ waiting }: { waiting: AwaitingTransfer[] | undefined }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  if (!waiting || waiting.length === 0) return null;
  return (
    <Stack gap="sm">
      {waiting.map((order) => (
        <Alert
          key={order.payment_id}
          {...titledAlert(order.changed ? 'warning' : 'info')}
          icon={<IconClock size={18} aria-hidden />}
          title={t('renewal.awaiting.title', { reference: order.reference })}
          role={order.changed ? 'alert' : undefined}
        >
          <Stack gap="xs">
            <Text size="sm">
              {t('renewal.awaiting.text', { amount: order.amount, reference: order.reference, date: formatDate(order.pay_by, language) })}
            </Text>
            <Text size="sm">{t('renewal.awaiting.renews')}</Text>
            <List size="sm">
              {order.lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            <Text size="sm" fw={order.changed ? 600 : undefined}>
              {order.changed ? t('renewal.awaiting.changed') : t('renewal.awaiting.changes')}
            </Text>
            <Anchor component={Link} to={paths.checkoutStatus.getHref(String(order.payment_id))} size="sm">
              {t('renewal.awaiting.details')}
            </Anchor>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
