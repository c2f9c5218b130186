import type { OrderStatusView } from '@common/api/order.contract';
import { Group, Stack, Text } from '@mantine/core';
import '../dashboard-texts';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useLatestOrders } from '../api/get-latest-orders';
import { formatDate } from '@web/lib/format-date';
import { DashboardCard, EmptyText } from './dashboard-card';
import { StatusBadge } from './status-badge';

const ORDERS_SHOWN = 3;

const ORDER_COLORS: Record<OrderStatusView, string> = {
  pending_payment: STATUS_COLORS.warning,
  paid: STATUS_COLORS.info,
  provisioning: STATUS_COLORS.info,
  completed: STATUS_COLORS.success,
  failed: STATUS_COLORS.error,
  refunded: STATUS_COLORS.warning,
};

/** The newest orders with their state, date and total. */
export function LatestOrdersCard() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const orders = useLatestOrders(ORDERS_SHOWN);
  return (
    <DashboardCard title={t('dashboard.orders.title')} href={paths.orders.getHref()} linkLabel={t('dashboard.orders.link')} query={orders}>
      {orders.data && orders.data.orders.length === 0 && <EmptyText>{t('dashboard.orders.empty')}</EmptyText>}
      {orders.data && orders.data.orders.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {orders.data.orders.map((order) => (
            <Group component="li" key={order.id} justify="space-between" gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {t('dashboard.orders.order', { id: order.id })}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(order.created_at, language)} ·{' '}
                  {t('dashboard.orders.items', { count: order.items.filter((item) => item.type !== 'Coupon').length })}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {order.gross_display}
                </Text>
                <StatusBadge color={ORDER_COLORS[order.status]}>{t(`dashboard.orders.states.${order.status}`)}</StatusBadge>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
