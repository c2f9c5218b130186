import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { LoadError } from '@web/components/ui/load-error';
import { usePayInit } from '@web/features/checkout/api/get-pay-init';
import { QuoteSummary } from '@web/features/checkout/components/quote-summary';
import '@web/features/renewal/renewal-texts';

/**
 * DomainRenewPaymentOverview (spec §2.1 `/user/domain/renew/payment/overview`): the binding quote
 * of the renew cart (lines, VAT, total in the billing currency) before the payment step.
 */
export function DomainRenewPaymentOverviewPage() {
  const { t } = useTranslation();
  const init = usePayInit('renew');
  return (
    <>
      <PageTitle>{t('pages.domainRenewPaymentOverview.title')}</PageTitle>
      {init.isPending ? (
        <Skeleton height={200} role="status" aria-label={t('renewal.overview.loading')} />
      ) : init.isError ? (
        <LoadError error={init.error} onRetry={() => void init.refetch()} retrying={init.isFetching} />
      ) : !init.data.quote || init.data.quote.lines.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{t('renewal.overview.empty')}</Text>
          <Button component={Link} to={paths.domainRenew.getHref()}>
            {t('renewal.overview.choose')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{t('renewal.payment.review')}</Text>
          <QuoteSummary quote={init.data.quote} />
          <Group justify="space-between">
            <Button component={Link} to={paths.domainRenewOverview.getHref()} variant="default">
              {t('renewal.payment.edit')}
            </Button>
            <Button component={Link} to={paths.domainRenewPayment.getHref()} leftSection={<IconCreditCard size={16} aria-hidden />}>
              {t('renewal.payment.continue')}
            </Button>
          </Group>
        </Stack>
      )}
    </>
  );
}
