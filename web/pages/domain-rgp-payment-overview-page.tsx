import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { LoadError } from '@web/components/ui/load-error';
import { usePayInit } from '@web/features/checkout/api/get-pay-init';
import { QuoteSummary } from '@web/features/checkout/components/quote-summary';
import '@web/features/restore/restore-texts';

/**
 * The restore payment overview (spec §2.1 `/user/domain/rgp/payment/overview`): the binding quote
 * of the rgp cart (lines, VAT, total in the billing currency) before the payment step.
 */
export function DomainRgpPaymentOverviewPage() {
  const { t } = useTranslation();
  const init = usePayInit('rgp');
  return (
    <>
      <PageTitle>{t('pages.domainRgpPaymentOverview.title')}</PageTitle>
      {init.isPending ? (
        <Skeleton height={200} role="status" aria-label={t('restore.payment.loading')} />
      ) : init.isError ? (
        <LoadError error={init.error} onRetry={() => void init.refetch()} retrying={init.isFetching} />
      ) : !init.data.quote || init.data.quote.lines.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{t('restore.cart.empty')}</Text>
          <Button component={Link} to={paths.domainRestoreRgp.getHref()}>
            {t('restore.cart.choose')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{t('restore.payment.review')}</Text>
          <QuoteSummary quote={init.data.quote} />
          <Group justify="space-between">
            <Button component={Link} to={paths.domainRgpOverview.getHref()} variant="default">
              {t('restore.payment.edit')}
            </Button>
            <Button component={Link} to={paths.domainRgpPayment.getHref()} leftSection={<IconCreditCard size={16} aria-hidden />}>
              {t('restore.payment.continue')}
            </Button>
          </Group>
        </Stack>
      )}
    </>
  );
}
