import { Alert, Loader, Group, Text } from '@mantine/core';
import '../prepaid-account-texts';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import { usePendingTopUp } from '../hooks/use-pending-top-up';

/** What became of the top-up the user just paid on the hosted page (polled while pending). */
export function PendingTopUpNotice() {
  const { t } = useTranslation();
  const pending = usePendingTopUp();
  if (!pending?.payment) return null;
  const { payment, timedOut } = pending;
  const amount = payment.amount_display;
  if (payment.status === 'pending') {
    return (
      <Alert color={STATUS_COLORS.info} role="status">
        <Group gap="sm" wrap="nowrap">
          {!timedOut && <Loader size="sm" aria-hidden />}
          <Text size="sm">
            {timedOut ? t('prepaidAccount.pending.timeout', { amount }) : t('prepaidAccount.pending.waiting', { amount })}
          </Text>
        </Group>
      </Alert>
    );
  }
  const color = payment.status === 'paid' ? STATUS_COLORS.success : STATUS_COLORS.error;
  return (
    <Alert color={color} role={payment.status === 'paid' ? 'status' : 'alert'}>
      <Text size="sm">{t(`prepaidAccount.pending.${payment.status}`, { amount })}</Text>
    </Alert>
  );
}
