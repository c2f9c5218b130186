import { Button, Card, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCreditCard, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
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
  const items = Object.values(cart.data.items);
  if (items.length === 0) {
    return (
      <Card withBorder padding="lg">
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{t('restore.cart.empty')}</Text>
          <Button component={Link} to={paths.domainRestoreRgp.getHref()}>
            {t('restore.cart.choose')}
          </Button>
        </Stack>
      </Card>
    );
  }
  const { total } = cart.data;
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="sm" aria-label={t('restore.cart.caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('restore.cart.item')}</Table.Th>
              <Table.Th ta="right">{t('restore.cart.price')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('restore.cart.actions')}</VisuallyHidden>
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
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(item.id)}
                    aria-label={t('restore.cart.removeNamed', { item: item.description })}
                  >
                    {t('restore.cart.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {remove.error && (
        <Text c={STATUS_COLORS.error} size="sm" role="alert">
          {errorText(remove.error, language)}
        </Text>
      )}
      <Stack gap={4} align="flex-end" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Text size="sm">{t('restore.cart.vat', { rate: `${Math.round(total.vat_rate * 1000) / 10} %`, amount: total.display_vat })}</Text>
        <Text fw={700} size="lg">
          {t('restore.cart.total', { amount: total.display_total })}
        </Text>
      </Stack>
      <Group justify="space-between">
        <Button component={Link} to={paths.domainRestoreRgp.getHref()} variant="default">
          {t('restore.cart.more')}
        </Button>
        <Button component={Link} to={paths.domainRgpPaymentOverview.getHref()} leftSection={<IconCreditCard size={16} aria-hidden />}>
          {t('restore.cart.pay')}
        </Button>
      </Group>
    </Stack>
  );
}
