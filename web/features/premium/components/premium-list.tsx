import { Alert, Button, Group, NativeSelect, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import '../premium-texts';
import { useTranslation } from 'react-i18next';
import { PREMIUM_EXPIRING_KINDS, type PremiumExpiringKind } from '@common/api/premium.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { useAppSettings } from '@web/features/config/api/get-app-settings';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { useAddToCart } from '../api/add-to-cart';
import { usePremiumAndExpiring } from '../api/get-premium-and-expiring';
import { PremiumRow } from './premium-row';

export const PREMIUM_PER_PAGE = 20;

export interface PremiumFilters {
  kind: PremiumExpiringKind;
  tld: string | null;
  page: number;
}

/** Premium names and the drop list with their filters and paging; the filters live in the address. */
export function PremiumList({ filters, onChange }: { filters: PremiumFilters; onChange: (filters: PremiumFilters) => void }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const settings = useAppSettings();
  const list = usePremiumAndExpiring({ ...filters, per_page: PREMIUM_PER_PAGE });
  const add = useAddToCart();

  const handleAdd = (domain: string) => {
    // The snackbar names the domain as the list shows it (Unicode), the call takes the A-label.
    const shown = list.data?.items.find((entry) => entry.domain === domain)?.domain_utf8 ?? domain;
    add.mutate(domain, {
      onSuccess: () => snackbar.success(t('premium.added', { domain: shown })),
      onError: (error) => snackbar.error(errorText(error, language)),
    });
  };

  const tlds = settings.data?.tlds ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PREMIUM_PER_PAGE)) : 1;

  return (
    <Stack gap="md">
      <Group
        component="form"
        role="search"
        aria-label={t('premium.filters')}
        gap="md"
        align="flex-end"
        wrap="wrap"
        onSubmit={(event) => event.preventDefault()}
      >
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id="premium-kind-label">
            {t('premium.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="premium-kind-label"
            value={filters.kind}
            onChange={(value) => onChange({ ...filters, kind: value as PremiumExpiringKind, page: 1 })}
            data={PREMIUM_EXPIRING_KINDS.map((kind) => ({ value: kind, label: t(`premium.kinds.${kind}`) }))}
          />
        </Stack>
        <NativeSelect
          label={t('premium.tld')}
          value={filters.tld ?? ''}
          onChange={(event) => onChange({ ...filters, tld: event.currentTarget.value || null, page: 1 })}
          data={[{ value: '', label: t('premium.anyTld') }, ...tlds.map((tld) => ({ value: tld.tld, label: `.${tld.tld_utf8}` }))]}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>

      {list.isPending ? (
        <Stack gap="sm" role="status" aria-label={t('premium.loading')}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={72} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color={STATUS_COLORS.error} role="alert" title={t('premium.loadError')}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorText(list.error, language)}</Text>
            <Button size="xs" variant="light" color={STATUS_COLORS.error} onClick={() => void list.refetch()} loading={list.isFetching}>
              {t('premium.retry')}
            </Button>
          </Group>
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed">{t('premium.empty')}</Text>
      ) : (
        <Stack gap="sm" aria-busy={list.isPlaceholderData}>
          <Text size="sm" c="dimmed">
            {t('premium.counts', { premium: list.data.premium_total, expiring: list.data.expiring_total })}
          </Text>
          <Stack
            component="ul"
            gap="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('premium.caption', { page: list.data.page, pages })}
          >
            {list.data.items.map((item) => (
              <PremiumRow
                key={item.domain}
                item={item}
                language={language}
                adding={add.isPending && add.variables === item.domain}
                onAdd={handleAdd}
              />
            ))}
          </Stack>
          {pages > 1 && (
            <Group component="nav" aria-label={t('premium.paging.label')} justify="space-between" gap="sm">
              <Button
                variant="default"
                onClick={() => onChange({ ...filters, page: filters.page - 1 })}
                disabled={filters.page <= 1 || list.isPlaceholderData}
              >
                {t('premium.paging.previous')}
              </Button>
              <Text size="sm" aria-live="polite">
                {t('premium.paging.status', { page: filters.page, pages })}
              </Text>
              <Button
                variant="default"
                onClick={() => onChange({ ...filters, page: filters.page + 1 })}
                disabled={filters.page >= pages || list.isPlaceholderData}
              >
                {t('premium.paging.next')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
