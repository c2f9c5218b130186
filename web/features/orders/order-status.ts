import type { OrderItemStatusView, OrderStatusView } from '@common/api/order.contract';
import { STATUS_COLORS } from '@web/app/theme';

type StatusColor = (typeof STATUS_COLORS)[keyof typeof STATUS_COLORS];

/** The badge colour of each order state (design.md: colour and word together). */
export const ORDER_STATUS_COLORS: Record<OrderStatusView, StatusColor> = {
  pending_payment: STATUS_COLORS.warning,
  paid: STATUS_COLORS.info,
  provisioning: STATUS_COLORS.info,
  completed: STATUS_COLORS.success,
  failed: STATUS_COLORS.error,
  refunded: STATUS_COLORS.warning,
};

export const ORDER_ITEM_STATUS_COLORS: Record<OrderItemStatusView, StatusColor> = {
  pending: STATUS_COLORS.warning,
  provisioning: STATUS_COLORS.info,
  completed: STATUS_COLORS.success,
  failed: STATUS_COLORS.error,
  refunded: STATUS_COLORS.warning,
  cancelled: STATUS_COLORS.error,
};

/** States after which an order does not change by itself any more. */
const SETTLED: readonly OrderStatusView[] = ['completed', 'failed', 'refunded'];

/** True while the shop is still working on an order, so the page asks again. */
export function isOrderInProgress(status: OrderStatusView): boolean {
  return !SETTLED.includes(status);
}
