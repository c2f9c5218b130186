import { useEffect } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import '../orders-texts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { InvoiceView } from '@common/api/invoice.contract';
import { paths } from '@web/app/paths';
import { useInvoices } from '../api/get-invoices';
import { ORDERS_POLL_MS, useOrders } from '../api/get-orders';
import { LoadError } from '@web/components/ui/load-error';
import { isOrderInProgress } from '../order-status';
import { OrderCard } from './order-card';

export const ORDERS_PER_PAGE = 10;

function Pager({ page, pages, onPage, busy }: { page: number; pages: number; onPage: (page: number) => void; busy: boolean }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={t('orders.paging.label')} justify="space-between" gap="sm">
      <Button variant="default" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        {t('orders.paging.previous')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('orders.paging.status', { page, pages })}
      </Text>
      <Button variant="default" onClick={() => onPage(page + 1)} disabled={page >= pages || busy}>
        {t('orders.paging.next')}
      </Button>
    </Group>
  );
}

/**
 * The user's orders (spec §2.1 `/user/orders`), newest first, a page at a time; read again every
 * 3 s while one of them is still being paid or registered, so the states move on by themselves.
 */
export function OrderList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const orders = useOrders(page, ORDERS_PER_PAGE);
  const inProgress = orders.data?.orders.some((order) => isOrderInProgress(order.status)) ?? false;
  const invoices = useInvoices(inProgress ? ORDERS_POLL_MS : false);
  const { hash } = useLocation();

  // A link from the transactions (#order-12) scrolls to its order once the list is there.
  const loaded = orders.data !== undefined;
  useEffect(() => {
    if (!loaded || !hash.startsWith('#order-')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  if (orders.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('orders.loading')}>
        <Skeleton height={160} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (orders.isError) {
    return (
      <LoadError title={t('orders.loadError')} error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
    );
  }
  const { total } = orders.data;
  if (orders.data.orders.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t('orders.empty')}</Text>
        <Text c="dimmed">{t('orders.emptyHint')}</Text>
        <Button component={Link} to={paths.searchDomain.getHref()}>
          {t('orders.search')}
        </Button>
      </Stack>
    );
  }
  const byOrder = new Map<number, InvoiceView[]>();
  for (const invoice of invoices.data ?? []) byOrder.set(invoice.order_id, [...(byOrder.get(invoice.order_id) ?? []), invoice]);
  return (
    <Stack gap="md" aria-busy={orders.isPlaceholderData}>
      {orders.data.orders.map((order) => (
        <OrderCard
          key={order.id}
          order={order}
          invoices={invoices.data ? (byOrder.get(order.id) ?? []) : undefined}
          invoicesFailed={invoices.isError}
        />
      ))}
      <Pager
        page={orders.data.page}
        pages={Math.max(1, Math.ceil(total / ORDERS_PER_PAGE))}
        onPage={onPage}
        busy={orders.isPlaceholderData}
      />
    </Stack>
  );
}
