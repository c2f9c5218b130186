import '@web/features/reseller/reseller-texts';
import { Anchor, Badge, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { LoadError } from '@web/components/ui/load-error';
import { PageTitle } from '@web/components/ui/page-title';
import { useInvoices } from '@web/features/orders/api/get-invoices';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { formatDate } from '@web/lib/format-date';

/**
 * The account's invoices and credit notes, newest first, each with its PDF (GET /user/invoices,
 * the same call and key the orders page uses; the PDF link sends the session cookie).
 */
function InvoiceList() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const invoices = useInvoices(false);
  if (invoices.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={t('reseller.loading')}>
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Stack>
    );
  }
  if (invoices.isError) {
    return <LoadError error={invoices.error} onRetry={() => void invoices.refetch()} retrying={invoices.isFetching} />;
  }
  if (invoices.data.length === 0) return <Text>{t('reseller.invoices.empty')}</Text>;
  const newestFirst = [...invoices.data].sort((a, b) => b.issued_at.localeCompare(a.issued_at) || b.id - a.id);
  return (
    <List spacing="sm" listStyleType="none" p={0}>
      {newestFirst.map((invoice) => {
        const name =
          invoice.kind === 'invoice'
            ? t('reseller.invoices.invoice', { number: invoice.number })
            : t('reseller.invoices.creditNote', { number: invoice.number });
        return (
          <List.Item key={invoice.id} data-testid="reseller-invoice">
            <Paper withBorder p="md">
              <Group justify="space-between" gap="sm" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700}>{name}</Text>
                  <Text size="sm" c="dimmed">
                    {t('reseller.invoices.issued', { date: formatDate(invoice.issued_at, language) })}
                    {invoice.corrects && ` · ${t('reseller.invoices.corrects', { number: invoice.corrects })}`}
                    {' · '}
                    <Anchor component={Link} to={`${paths.orders.getHref()}#order-${invoice.order_id}`} size="sm">
                      {t('reseller.invoices.order', { id: invoice.order_id })}
                    </Anchor>
                  </Text>
                  {invoice.reverse_charge && (
                    <Badge color="gray.9" variant="outline" radius="sm">
                      {t('reseller.invoices.reverseCharge')}
                    </Badge>
                  )}
                </Stack>
                <Stack gap={2} align="flex-end">
                  <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {invoice.gross_display}
                  </Text>
                  <Anchor href={invoice.pdf_url} download={`${invoice.number}.pdf`} size="sm">
                    {t('reseller.invoices.download', { number: invoice.number })}
                  </Anchor>
                </Stack>
              </Group>
            </Paper>
          </List.Item>
        );
      })}
    </List>
  );
}

/** `/reseller/invoices` (login): the account's invoices and credit notes with their PDFs. */
export function ResellerInvoicesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.resellerInvoices.title')}</PageTitle>
      <Stack gap="lg" maw="48rem">
        <Text>{t('reseller.invoices.intro')}</Text>
        <InvoiceList />
        <Anchor component={Link} to={paths.orders.getHref()}>
          {t('reseller.invoices.ordersLink')}
        </Anchor>
      </Stack>
    </>
  );
}
