import { memo, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Group, Select, Skeleton, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import '../my-domains-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DOMAIN_LIST_TYPES, domainPatternSchema, type CustomerDomainView, type DomainListType } from '@common/api/customer-domain.contract';
import type { Language } from '@common/i18n/languages';
import { paths } from '@web/app/paths';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { useDomainCount } from '../api/get-domain-count';
import { domainCountQueryOptions, domainListQueryOptions, type DomainListParams } from '@web/lib/api/domain-api';
import { useDomainList } from '../api/get-domain-list';
import { useSetAutoRenewByPattern, useSetDomainAutoRenew } from '../api/set-auto-renew';
import { formatDate } from '@web/lib/format-date';
import { LoadError } from '@web/components/ui/load-error';
import { DomainActions, type DomainMenuExtension } from './domain-actions';
import { DomainBadges } from './domain-badges';

export const PER_PAGE = 20;
const EXPIRING_CHOICES = [30, 60, 90, 180, 365] as const;
const SORT_CHOICES = ['name-asc', 'name-desc', 'expiry-asc', 'expiry-desc', 'created-desc', 'created-asc'] as const;
type SortChoice = (typeof SORT_CHOICES)[number];

interface Filters {
  type: DomainListType;
  pattern: string;
  expiring: number | null;
  sort: SortChoice;
}

/**
 * The filters' option lists are put on the page when opened, not kept there hidden (Mantine's
 * default): a kept list is positioned when the page mounts, and positioning reads the layout,
 * which made the browser lay out the whole new page inside that script (decision 040).
 */
const UNMOUNTED_WHILE_CLOSED = { keepMounted: false } as const;

const NO_FILTERS: Filters = { type: 'all', pattern: '', expiring: null, sort: 'name-asc' };
const NO_ROWS: CustomerDomainView[] = [];

function toParams(filters: Filters, page: number): DomainListParams {
  const [sort, order] = filters.sort.split('-') as [DomainListParams['sort'], DomainListParams['order']];
  return {
    type: filters.type,
    pattern: filters.pattern || undefined,
    expiring: filters.expiring ?? undefined,
    sort,
    order,
    page,
    per_page: PER_PAGE,
  };
}

/**
 * Starts loading what the list shows first (the first page without filters, and the counts) before
 * it renders, so that the page's first render can already show them (decision 040).
 */
export function prefetchDomainList(client: QueryClient): void {
  void client.prefetchQuery(domainListQueryOptions(toParams(NO_FILTERS, 1)));
  void client.prefetchQuery(domainCountQueryOptions());
}

/**
 * The customer's domains (spec §2.1 /user/domains): search by pattern, filter by status and
 * expiry, sort, page; select rows for auto-renew on or off, or set it for every name matching a
 * pattern. A table on wide screens, cards on a phone. `menuExtension` adds another feature's
 * entries to each domain's actions menu (the page passes the transfer actions).
 */
export function DomainList({ menuExtension }: { menuExtension?: DomainMenuExtension } = {}) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const phone = useMediaQuery('(max-width: 48em)');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [searchText, setSearchText] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = useDomainList(toParams(filters, page));
  const count = useDomainCount();
  const setAutoRenew = useSetDomainAutoRenew();
  // An answer that arrives after the first render is rendered in the background, in short tasks
  // React can interrupt, rather than in one (store updates are rendered at once); the skeleton or
  // the previous page stays meanwhile (decision 040).
  const shown = useDeferredValue(list.data);
  const counts = useDeferredValue(count.data);

  const changeFilters = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
    setSelected(new Set());
  };
  const changePage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = searchText.trim();
    if (text !== '' && !domainPatternSchema.safeParse(text).success) {
      setSearchError(t('myDomains.patternInvalid'));
      return;
    }
    setSearchError(null);
    changeFilters({ pattern: text });
  };

  const handleClear = () => {
    setSearchText('');
    setSearchError(null);
    changeFilters(NO_FILTERS);
  };

  const onError = (error: unknown) => snackbar.error(errorText(error, language));

  const { mutate } = setAutoRenew;
  const handleToggle = useCallback(
    (domain: CustomerDomainView, autoRenew: boolean) =>
      mutate(
        { domains: [domain.domain], autoRenew },
        {
          onError: (error) => snackbar.error(errorText(error, language)),
          onSuccess: () =>
            snackbar.success(t(autoRenew ? 'myDomains.autoRenewOn' : 'myDomains.autoRenewOff', { domain: domain.domain_utf8 })),
        },
      ),
    [mutate, language, t],
  );

  const handleBulk = (autoRenew: boolean) =>
    setAutoRenew.mutate(
      { domains: [...selected], autoRenew },
      {
        onError,
        onSuccess: (result) => {
          snackbar.success(t('myDomains.bulkDone', { changed: result.changed, count: result.domains.length }));
          setSelected(new Set());
        },
      },
    );

  const typeLabel = (type: DomainListType) => {
    const label = t(`myDomains.types.${type}`);
    if (!counts) return label;
    const n = type === 'all' ? counts.all : type === 'locked' ? counts.locked : counts[type];
    return t('myDomains.typeWithCount', { label, count: n });
  };

  const filtered = filters.type !== 'all' || filters.pattern !== '' || filters.expiring !== null;
  const total = shown?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const rows = shown?.domains ?? NO_ROWS;
  const pendingName = setAutoRenew.isPending && setAutoRenew.variables.domains.length === 1 ? setAutoRenew.variables.domains[0] : null;
  const pendingValue = setAutoRenew.isPending ? setAutoRenew.variables.autoRenew : false;
  const switches = useMemo(
    () => ({ busy: setAutoRenew.isPending, pendingName, pendingValue }),
    [setAutoRenew.isPending, pendingName, pendingValue],
  );

  const toggleSelected = useCallback(
    (name: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(name);
        else next.delete(name);
        return next;
      }),
    [],
  );

  // A customer without any domain gets the way to the search, not a filter form.
  if (counts?.all === 0 && shown?.total === 0 && !filtered) {
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('myDomains.empty')}
        </Title>
        <Text>{t('myDomains.emptyHint')}</Text>
        <Button component={Link} to={paths.searchDomain.getHref()}>
          {t('myDomains.emptySearch')}
        </Button>
      </Stack>
    );
  }

  let body;
  if (shown === undefined && !list.isError) {
    // As many rows as the first page will have, each about a row's height, so that what follows
    // the list does not move when it arrives (layout shift, docs/decisions/040-lighthouse.md).
    const expected = Math.max(1, Math.min(counts?.all ?? 5, PER_PAGE));
    body = (
      <Stack gap="xs" role="status" aria-label={t('myDomains.loading')}>
        {Array.from({ length: expected + 1 }, (_unused, row) => (
          <Skeleton key={row} height={row === 0 ? 36 : 56} />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    body = <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (rows.length === 0) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text>{t('myDomains.noMatch')}</Text>
        <Button variant="light" onClick={handleClear}>
          {t('myDomains.clearFilters')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <DomainRows
        rows={rows}
        phone={phone ?? false}
        page={page}
        pages={pages}
        selected={selected}
        switches={switches}
        language={language}
        menuExtension={menuExtension}
        onToggle={handleToggle}
        onSelect={toggleSelected}
        onSelection={setSelected}
      />
    );
  }

  return (
    <Stack gap="md">
      {/* The line is there from the start, so the page does not move down when the count arrives. */}
      <Text c="dimmed">{counts ? t('myDomains.summary', { count: counts.all }) : '\u00a0'}</Text>
      <section aria-label={t('myDomains.filters')}>
        <Stack gap="sm">
          <form onSubmit={handleSearch} role="search">
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={t('myDomains.search')}
                description={t('myDomains.searchHint')}
                name="pattern"
                value={searchText}
                error={searchError}
                onChange={(event) => setSearchText(event.currentTarget.value)}
                style={{ flex: '1 1 16rem' }}
              />
              <Button type="submit">{t('myDomains.searchButton')}</Button>
            </Group>
          </form>
          <Group gap="xs" wrap="wrap" align="flex-end">
            <Select
              label={t('myDomains.status')}
              data={DOMAIN_LIST_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
              value={filters.type}
              allowDeselect={false}
              comboboxProps={UNMOUNTED_WHILE_CLOSED}
              onChange={(value) => value && changeFilters({ type: value as DomainListType })}
              style={{ flex: '1 1 12rem' }}
            />
            <Select
              label={t('myDomains.expiringWithin')}
              data={[
                { value: 'any', label: t('myDomains.expiringAny') },
                ...EXPIRING_CHOICES.map((days) => ({ value: String(days), label: t('myDomains.days', { count: days }) })),
              ]}
              value={filters.expiring === null ? 'any' : String(filters.expiring)}
              allowDeselect={false}
              comboboxProps={UNMOUNTED_WHILE_CLOSED}
              onChange={(value) => value && changeFilters({ expiring: value === 'any' ? null : Number(value) })}
              style={{ flex: '1 1 10rem' }}
            />
            <Select
              label={t('myDomains.sort')}
              data={SORT_CHOICES.map((choice) => ({ value: choice, label: t(`myDomains.sorts.${choice}`) }))}
              value={filters.sort}
              allowDeselect={false}
              comboboxProps={UNMOUNTED_WHILE_CLOSED}
              onChange={(value) => value && changeFilters({ sort: value as SortChoice })}
              style={{ flex: '1 1 12rem' }}
            />
          </Group>
        </Stack>
      </section>

      {selected.size > 0 && (
        <Group gap="xs" role="group" aria-label={t('myDomains.selected', { count: selected.size })} wrap="wrap">
          <Text size="sm" fw={600} aria-live="polite">
            {t('myDomains.selected', { count: selected.size })}
          </Text>
          <Button
            size="xs"
            onClick={() => handleBulk(true)}
            loading={setAutoRenew.isPending && setAutoRenew.variables.autoRenew && !pendingName}
          >
            {t('myDomains.bulkOn')}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => handleBulk(false)}
            loading={setAutoRenew.isPending && !setAutoRenew.variables.autoRenew && !pendingName}
          >
            {t('myDomains.bulkOff')}
          </Button>
        </Group>
      )}

      {body}

      {shown && total > PER_PAGE && (
        <Group justify="space-between" gap="xs">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => changePage(page - 1)}>
            {t('myDomains.previous')}
          </Button>
          <Text size="sm" aria-live="polite">
            {t('myDomains.pageOf', { page, pages })}
          </Text>
          <Button variant="default" size="xs" disabled={page >= pages} onClick={() => changePage(page + 1)}>
            {t('myDomains.next')}
          </Button>
        </Group>
      )}

      <AutoRenewByPattern language={language} />
    </Stack>
  );
}

/** How the auto-renew switches stand while a change runs: all disabled, the changing one showing its new state. */
interface SwitchState {
  busy: boolean;
  pendingName: string | null;
  pendingValue: boolean;
}

interface DomainRowsProps {
  rows: CustomerDomainView[];
  phone: boolean;
  page: number;
  pages: number;
  selected: ReadonlySet<string>;
  switches: SwitchState;
  language: Language;
  menuExtension?: DomainMenuExtension;
  onToggle: (domain: CustomerDomainView, autoRenew: boolean) => void;
  onSelect: (name: string, on: boolean) => void;
  onSelection: (names: Set<string>) => void;
}

/**
 * Rows in the page's first render: a desktop screen's worth and more, so that nothing in view moves
 * when the rest follows (decision 040, sixth round).
 */
const FIRST_ROWS = 12;

/**
 * The rows of one page, as table rows or, on a phone, as cards. Apart from the list (memo): the
 * list renders again for what does not change the rows (the counts arriving, a letter typed into
 * the search field). When the list first appears, the first rows come in one task and the rest in
 * a transition, as the price list does: committing 20 rows of Mantine controls at once was the
 * page's longest task. Later answers (another page, a filter) render whole, never half a page.
 */
const DomainRows = memo(function DomainRows({
  rows: allRows,
  phone,
  page,
  pages,
  selected,
  switches,
  language,
  menuExtension,
  onToggle,
  onSelect,
  onSelection,
}: DomainRowsProps) {
  const { t } = useTranslation();
  const [complete, setComplete] = useState(false);
  useEffect(() => startTransition(() => setComplete(true)), []);
  const rows = complete ? allRows : allRows.slice(0, FIRST_ROWS);
  const allSelected = allRows.length > 0 && allRows.every((row) => selected.has(row.domain));
  const autoRenewOf = (domain: CustomerDomainView) => (switches.pendingName === domain.domain ? switches.pendingValue : domain.auto_renew);

  const switchFor = (domain: CustomerDomainView) => (
    <Switch
      aria-label={t('myDomains.autoRenewFor', { domain: domain.domain_utf8 })}
      checked={autoRenewOf(domain)}
      disabled={switches.busy}
      onChange={(event) => onToggle(domain, event.currentTarget.checked)}
    />
  );
  const checkboxFor = (domain: CustomerDomainView) => (
    <Checkbox
      aria-label={t('myDomains.selectDomain', { domain: domain.domain_utf8 })}
      checked={selected.has(domain.domain)}
      onChange={(event) => onSelect(domain.domain, event.currentTarget.checked)}
    />
  );
  const nameOf = (domain: CustomerDomainView) => (
    <>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {domain.domain_utf8}
      </Text>
      {domain.domain_utf8 !== domain.domain && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {domain.domain}
        </Text>
      )}
    </>
  );
  const nameservers = (domain: CustomerDomainView) =>
    domain.nameservers.length > 0 ? domain.nameservers.join(', ') : t('myDomains.noNameservers');

  if (phone) {
    return (
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('myDomains.caption', { page, pages })}
      >
        {rows.map((domain) => (
          <Card key={domain.domain} component="li" withBorder padding="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Group gap="xs" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
                {checkboxFor(domain)}
                <div style={{ minWidth: 0 }}>{nameOf(domain)}</div>
              </Group>
              <DomainActions domain={domain} extension={menuExtension} />
            </Group>
            <Stack gap={6} mt="xs">
              <DomainBadges domain={domain} language={language} />
              <Text size="sm">
                {t('myDomains.expiresLabel')}: <time dateTime={domain.expires_at}>{formatDate(domain.expires_at, language)}</time>
              </Text>
              <Group gap="xs">
                {switchFor(domain)}
                <Text size="sm">{t('myDomains.columns.autoRenew')}</Text>
              </Group>
              <Text size="sm">
                {t('myDomains.columns.privacy')}: {t(domain.privacy ? 'myDomains.privacyOn' : 'myDomains.privacyOff')}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('myDomains.columns.nameservers')}: {nameservers(domain)}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" striped>
        <Table.Caption>{t('myDomains.caption', { page, pages })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Checkbox
                aria-label={t('myDomains.selectAll')}
                checked={allSelected}
                indeterminate={!allSelected && allRows.some((row) => selected.has(row.domain))}
                onChange={(event) => onSelection(event.currentTarget.checked ? new Set(allRows.map((row) => row.domain)) : new Set())}
              />
            </Table.Th>
            <Table.Th scope="col">{t('myDomains.columns.domain')}</Table.Th>
            {/* Wide enough for the lock badge with its date, which would otherwise be cut short. */}
            <Table.Th scope="col" miw="12.5rem">
              {t('myDomains.columns.status')}
            </Table.Th>
            <Table.Th scope="col">{t('myDomains.columns.expires')}</Table.Th>
            <Table.Th scope="col">{t('myDomains.columns.autoRenew')}</Table.Th>
            <Table.Th scope="col">{t('myDomains.columns.privacy')}</Table.Th>
            <Table.Th scope="col">{t('myDomains.columns.nameservers')}</Table.Th>
            <Table.Th scope="col">{t('myDomains.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((domain) => (
            <Table.Tr key={domain.domain}>
              <Table.Td>{checkboxFor(domain)}</Table.Td>
              <Table.Th scope="row" fw="normal">
                {nameOf(domain)}
              </Table.Th>
              <Table.Td>
                <DomainBadges domain={domain} language={language} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  <time dateTime={domain.expires_at}>{formatDate(domain.expires_at, language)}</time>
                </Text>
              </Table.Td>
              <Table.Td>{switchFor(domain)}</Table.Td>
              <Table.Td>
                <Text size="sm">{t(domain.privacy ? 'myDomains.privacyOn' : 'myDomains.privacyOff')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{nameservers(domain)}</Text>
              </Table.Td>
              <Table.Td>
                <DomainActions domain={domain} extension={menuExtension} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});

/** Auto-renew on or off for every owned name matching a pattern, across all pages. */
function AutoRenewByPattern({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [pattern, setPattern] = useState('');
  const [error, setError] = useState<string | null>(null);
  const byPattern = useSetAutoRenewByPattern();

  const handleSet = (autoRenew: boolean) => {
    const parsed = domainPatternSchema.safeParse(pattern);
    if (!parsed.success) {
      setError(t('myDomains.patternInvalid'));
      return;
    }
    setError(null);
    byPattern.mutate(
      { pattern: parsed.data, autoRenew },
      {
        onError: (failure) => snackbar.error(errorText(failure, language)),
        onSuccess: (result) =>
          snackbar.success(
            result.matched === 0
              ? t('myDomains.byPatternNone')
              : t('myDomains.byPatternDone', { changed: result.changed, matched: result.matched }),
          ),
      },
    );
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="auto-renew-by-pattern">
      <Title order={2} size="h5" id="auto-renew-by-pattern" mb="xs">
        {t('myDomains.byPattern')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          handleSet(true);
        }}
      >
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={t('myDomains.byPatternField')}
            description={t('myDomains.byPatternHint')}
            name="autorenew-pattern"
            value={pattern}
            error={error}
            onChange={(event) => setPattern(event.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={byPattern.isPending && byPattern.variables.autoRenew}>
            {t('myDomains.bulkOn')}
          </Button>
          <Button variant="light" onClick={() => handleSet(false)} loading={byPattern.isPending && !byPattern.variables.autoRenew}>
            {t('myDomains.bulkOff')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
