import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { RestorableDomain } from '@common/api/restore.contract';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { LoadError } from '@web/components/ui/load-error';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { rgpCalls, useRestoreList, useRgpCartChange } from '../api/restore-api';
import { formatDate } from '@web/lib/format-date';
import '../restore-texts';

/** One colour per RGP state (design.md: colour and word, never colour alone). */
const RGP_BADGE_COLORS: Record<RestorableDomain['rgp_status'], string> = {
  redemptionPeriod: 'red',
  pendingRestore: 'brand',
  pendingDelete: 'gray',
};

/**
 * The customer's names in redemption (spec §2.1 `/domain/restore/rgp`): each with its state, the
 * last day to restore and the restore price (fee plus the renewal year when the registry adds
 * one, decision 022); "Restore" puts it into the rgp cart and opens the cart.
 */
export function RestoreList() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const navigate = useNavigate();
  const list = useRestoreList();
  const add = useRgpCartChange((domain: string) => rgpCalls.add(domain));

  if (list.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={t('restore.list.loading')}>
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (list.data.domains.length === 0) {
    return (
      <Card withBorder padding="lg">
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{t('restore.list.empty')}</Text>
          <Text size="sm">{t('restore.list.emptyText')}</Text>
          <Button component={Link} to={paths.myDomains.getHref()} variant="default">
            {t('restore.list.myDomains')}
          </Button>
        </Stack>
      </Card>
    );
  }

  function handleRestore(domain: string) {
    add.mutate(domain, { onSuccess: () => void navigate(paths.domainRgpOverview.getHref()) });
  }

  return (
    <Stack gap="md">
      <Text>{t('restore.list.intro')}</Text>
      {add.error && (
        <Text c={STATUS_COLORS.error} size="sm" role="alert">
          {errorText(add.error, language)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {list.data.domains.map((domain) => (
          <Card key={domain.domain} withBorder padding="md" component="article" aria-labelledby={`restore-${domain.domain}`}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={2} size="h4" id={`restore-${domain.domain}`} style={{ overflowWrap: 'anywhere' }}>
                  {domain.domain_utf8}
                </Title>
                <Badge variant="light" color={RGP_BADGE_COLORS[domain.rgp_status]} c="gray.9">
                  {t(`restore.statuses.${domain.rgp_status}`)}
                </Badge>
              </Group>
              <Text size="sm">{t('restore.list.expiredAt', { date: formatDate(domain.expired_at, language) })}</Text>
              {domain.restore_until && (
                <Text size="sm">{t('restore.list.restoreUntil', { date: formatDate(domain.restore_until, language) })}</Text>
              )}
              {domain.price && (
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {t(domain.renewal_years > 0 ? 'restore.list.priceWithRenewal' : 'restore.list.price', {
                    amount: domain.price.display_total,
                  })}
                </Text>
              )}
              <Group justify="flex-end">
                {domain.in_cart ? (
                  <Button
                    component={Link}
                    to={paths.domainRgpOverview.getHref()}
                    variant="light"
                    leftSection={<IconShoppingCart size={16} aria-hidden />}
                  >
                    {t('restore.list.inCart')}
                  </Button>
                ) : domain.restorable ? (
                  <Button
                    onClick={() => handleRestore(domain.domain)}
                    loading={add.isPending && add.variables === domain.domain}
                    disabled={add.isPending}
                    leftSection={<IconArrowBackUp size={16} aria-hidden />}
                    aria-label={t('restore.list.restoreNamed', { domain: domain.domain_utf8 })}
                  >
                    {t('restore.list.restore')}
                  </Button>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t(`restore.list.notRestorable.${domain.rgp_status}`)}
                  </Text>
                )}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
