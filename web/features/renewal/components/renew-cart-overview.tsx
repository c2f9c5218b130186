import { Button, Card, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCreditCard, IconLogin, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { LoadError } from '@web/components/ui/load-error';
import { useLocalization, useUser } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { renewCalls, useRenewCart, useRenewCartChange } from '../api/renew-api';
import '../renewal-texts';

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
          <Button component={Link} to={paths.login.getHref(paths.domainRenewOverview.getHref())} leftSection={<IconLogin size={16} aria-hidden />}>
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
  const removeAddOn = useRenewCartChange(({ domainId, addOnId }: { domainId: string; addOnId: string }) => renewCalls.removeAddOn(domainId, addOnId));

  if (cart.isPending) return <Skeleton height={200} role="status" aria-label={t('renewal.overview.loading')} />;
  if (cart.isError) return <LoadError error={cart.error} onRetry={() => void cart.refetch()} retrying={cart.isFetching} />;
  const items = Object.values(cart.data.items);
  if (items.length === 0) {
    return (
      <Card withBorder padding="lg">
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{t('renewal.overview.empty')}</Text>
          <Button component={Link} to={paths.domainRenew.getHref()}>
            {t('renewal.overview.choose')}
          </Button>
        </Stack>
      </Card>
    );
  }
  const failure = remove.error ?? removeAddOn.error;
  const busy = remove.isPending || removeAddOn.isPending;
  const { total } = cart.data;
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="sm" aria-label={t('renewal.overview.caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('renewal.overview.item')}</Table.Th>
              <Table.Th ta="right">{t('renewal.overview.price')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('renewal.overview.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.description}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {item.totalPrice.display_total}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="subtle"
                    color={STATUS_COLORS.error}
                    leftSection={<IconTrash size={14} aria-hidden />}
                    disabled={busy}
                    onClick={() => (item.type === 'Mailbox' && item.parent_id ? removeAddOn.mutate({ domainId: item.parent_id, addOnId: item.id }) : remove.mutate(item.id))}
                    aria-label={t('renewal.overview.removeNamed', { item: item.description })}
                  >
                    {t('renewal.overview.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {failure && (
        <Text c="red" size="sm" role="alert">
          {errorText(failure, language)}
        </Text>
      )}
      <Stack gap={4} align="flex-end" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Text size="sm">{t('renewal.overview.vat', { rate: `${Math.round(total.vat_rate * 1000) / 10} %`, amount: total.display_vat })}</Text>
        <Text fw={700} size="lg">
          {t('renewal.overview.total', { amount: total.display_total })}
        </Text>
      </Stack>
      <Group justify="space-between">
        <Button component={Link} to={paths.domainRenew.getHref()} variant="default">
          {t('renewal.overview.more')}
        </Button>
        <Button component={Link} to={paths.domainRenewPayment.getHref()} leftSection={<IconCreditCard size={16} aria-hidden />}>
          {t('renewal.overview.pay')}
        </Button>
      </Group>
    </Stack>
  );
}
