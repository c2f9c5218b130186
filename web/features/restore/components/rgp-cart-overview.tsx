import { Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { AwaitingTransferNotice, awaitingTransferTexts } from '@web/components/ui/awaiting-transfer-notice';
import { CartSectionTable, cartSectionTexts } from '@web/components/ui/cart-section-table';
import { LoadError } from '@web/components/ui/load-error';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { rgpCalls, useRgpCart, useRgpCartChange } from '../api/restore-api';
import '../restore-texts';

/**
 * DomainRgpOverview (spec §2.1 `/cart/rgp/overview`): the restore cart with each name's price
 * (restore fee and renewal year), the VAT and the total, and the way to pay it.
 */
export function RgpCartOverview() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const cart = useRgpCart();
  const remove = useRgpCartChange((itemId: string) => rgpCalls.remove(itemId));

  if (cart.isPending) return <Skeleton height={200} role="status" aria-label={t('restore.cart.loading')} />;
  if (cart.isError) return <LoadError error={cart.error} onRetry={() => void cart.refetch()} retrying={cart.isFetching} />;
  // An order of these restores waiting for its transfer: a change here counts only by checking out again (decision 071).
  const waiting = (
    <AwaitingTransferNotice
      waiting={cart.data.awaiting_transfers}
      texts={awaitingTransferTexts(t, 'restore.awaiting')}
      language={language}
    />
  );
  if (Object.keys(cart.data.items).length === 0) {
    return (
      <Stack gap="md">
        {waiting}
        <Card withBorder padding="lg">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{t('restore.cart.empty')}</Text>
            <Button component={Link} to={paths.domainRestoreRgp.getHref()}>
              {t('restore.cart.choose')}
            </Button>
          </Stack>
        </Card>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {waiting}
      <CartSectionTable
        cart={cart.data}
        texts={cartSectionTexts(t, 'restore.cart')}
        onRemove={(item) => remove.mutate(item.id)}
        busy={remove.isPending}
        error={remove.error ? errorText(remove.error, language) : null}
        moreHref={paths.domainRestoreRgp.getHref()}
        payHref={paths.domainRgpPaymentOverview.getHref()}
      />
    </Stack>
  );
}
