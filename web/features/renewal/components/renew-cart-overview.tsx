import { Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { CartSectionTable, cartSectionTexts } from '@web/components/ui/cart-section-table';
import { LoadError } from '@web/components/ui/load-error';
import { useLocalization, useUser } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { renewCalls, useRenewCart, useRenewCartChange } from '../api/renew-api';
import '../renewal-texts';
import { AwaitingTransferNotice } from './awaiting-transfer-notice';

/**
 * DomainRenewOverview (spec §2.1 `/cart/renew/overview`): the renew cart with each line's price,
 * the VAT and the total, and the way to pay it. Only a logged-in owner has a renew cart.
 */
export function RenewCartOverview() {
  const { t } = useTranslation();
  const user = useUser();
  if (!user) {
    return (
      <Card withBorder padding="lg">
        <Stack gap="xs" align="flex-start">
          <Text>{t('renewal.overview.login')}</Text>
          <Button
            component={Link}
            to={paths.login.getHref(paths.domainRenewOverview.getHref())}
            leftSection={<IconLogin size={16} aria-hidden />}
          >
            {t('renewal.overview.loginAction')}
          </Button>
        </Stack>
      </Card>
    );
  }
  return <OwnerRenewCart />;
}

function OwnerRenewCart() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const cart = useRenewCart();
  const remove = useRenewCartChange((itemId: string) => renewCalls.remove(itemId));
  const removeAddOn = useRenewCartChange(({ domainId, addOnId }: { domainId: string; addOnId: string }) =>
    renewCalls.removeAddOn(domainId, addOnId),
  );

  if (cart.isPending) return <Skeleton height={200} role="status" aria-label={t('renewal.overview.loading')} />;
  if (cart.isError) return <LoadError error={cart.error} onRetry={() => void cart.refetch()} retrying={cart.isFetching} />;
  const waiting = <AwaitingTransferNotice waiting={cart.data.awaiting_transfers} />;
  if (Object.keys(cart.data.items).length === 0) {
    return (
      <Stack gap="md">
        {waiting}
        <Card withBorder padding="lg">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{t('renewal.overview.empty')}</Text>
            <Button component={Link} to={paths.domainRenew.getHref()}>
              {t('renewal.overview.choose')}
            </Button>
          </Stack>
        </Card>
      </Stack>
    );
  }
  const failure = remove.error ?? removeAddOn.error;
  return (
    <Stack gap="md">
      {waiting}
      <CartSectionTable
        cart={cart.data}
        texts={cartSectionTexts(t, 'renewal.overview')}
        // A mailbox goes alone; removing the domain takes its add-ons along.
        onRemove={(item) =>
          item.type === 'Mailbox' && item.parent_id
            ? removeAddOn.mutate({ domainId: item.parent_id, addOnId: item.id })
            : remove.mutate(item.id)
        }
        busy={remove.isPending || removeAddOn.isPending}
        error={failure ? errorText(failure, language) : null}
        moreHref={paths.domainRenew.getHref()}
        payHref={paths.domainRenewPayment.getHref()}
      />
    </Stack>
  );
}
