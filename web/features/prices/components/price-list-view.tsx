import { useDeferredValue, useMemo, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Button, Card, Group, NativeSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconMoodSad, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TLD_CATEGORIES, type TldCategory } from '@common/api/price.contract';
import type { Localization } from '@common/api/session.contract';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { priceListQueryOptions } from '@web/lib/api/price-api';
import { usePriceList } from '../api/get-price-list';
import { filterPrices } from '../price-rules';
import { OtherServices } from './other-services';
import { PriceTable } from './price-table';
import { VatNote } from './vat-note';
import '../prices-texts';

function isCategory(value: string): value is TldCategory {
  return (TLD_CATEGORIES as readonly string[]).includes(value);
}

function PriceListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-label={t('prices.loading')}>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </Stack>
  );
}

/** Starts loading the price list in the session's language and currency before the view renders (decision 040). */
export function prefetchPriceList(client: QueryClient, localization: Localization): void {
  void client.prefetchQuery(priceListQueryOptions(localization));
}

interface PriceListViewProps {
  /** Only the TLDs with a running promotion (`?type=promos`). */
  promotionsOnly: boolean;
}

/**
 * The price list (spec §2.1 DomainPrices): search by ending, filter by category, all TLDs or only
 * those with a running promotion; VAT note and the other services below.
 */
export function PriceListView({ promotionsOnly }: PriceListViewProps) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const list = usePriceList();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<TldCategory | null>(null);
  const deferredQuery = useDeferredValue(query);
  const prices = list.data?.prices;
  const shown = useMemo(
    () => filterPrices(prices ?? [], { query: deferredQuery, category, promotionsOnly }),
    [prices, deferredQuery, category, promotionsOnly],
  );

  const filters = (
    <Group
      component="form"
      role="search"
      aria-label={t('prices.filter.label')}
      onSubmit={(event) => event.preventDefault()}
      align="flex-end"
      gap="md"
      wrap="wrap"
      mb="md"
    >
      <TextInput
        label={t('prices.filter.search')}
        placeholder={t('prices.filter.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        w={{ base: '100%', xs: 220 }}
        type="search"
      />
      <NativeSelect
        label={t('prices.filter.category')}
        value={category ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setCategory(isCategory(value) ? value : null);
        }}
        w={{ base: '100%', xs: 220 }}
        data={[
          { value: '', label: t('prices.filter.allCategories') },
          ...TLD_CATEGORIES.map((id) => ({ value: id, label: t(`tlds.categories.${id}`) })),
        ]}
      />
    </Group>
  );

  let body;
  if (list.isPending) {
    body = <PriceListSkeleton />;
  } else if (list.isError) {
    body = (
      <Card withBorder padding="lg" role="alert">
        <Group gap="sm" wrap="nowrap" mb="sm">
          <IconMoodSad size={28} aria-hidden stroke={1.5} />
          <Text>{errorText(list.error, language)}</Text>
        </Group>
        <Button variant="light" onClick={() => void list.refetch()} loading={list.isFetching}>
          {t('prices.retry')}
        </Button>
      </Card>
    );
  } else {
    const filtered = deferredQuery.trim() !== '' || category !== null;
    let empty: string | null = null;
    if (shown.length === 0) empty = promotionsOnly && !filtered ? t('prices.noPromotions') : t('prices.noMatch');
    body = (
      <Stack gap="xl">
        <div>
          <Text size="sm" mb="sm" aria-live="polite">
            {empty ?? t('prices.results', { count: shown.length, total: prices?.length ?? 0 })}
          </Text>
          {!empty && <PriceTable entries={shown} caption={t('prices.caption')} />}
        </div>
        <VatNote vatRate={list.data.vat_rate} vatId={list.data.vat_id} />
        <OtherServices services={list.data.other_services} headingId="other-services-title" />
      </Stack>
    );
  }

  return (
    <>
      {filters}
      {body}
    </>
  );
}
