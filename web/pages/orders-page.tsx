import { useTranslation } from 'react-i18next';
import { PageTitle } from '@web/components/ui/page-title';
import { OrderList } from '@web/features/orders/components/order-list';
import { usePageParam } from './use-page-param';

/** `/user/orders`: the customer's orders with their states, totals and invoices. */
export function OrdersPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  return (
    <>
      <PageTitle>{t('pages.orders.title')}</PageTitle>
      <OrderList page={page} onPage={setPage} />
    </>
  );
}
