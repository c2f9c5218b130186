import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Pagination, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { LoadError } from '@web/components/ui/load-error';
import { RENEW_PER_PAGE, useRenewCart, useRenewList } from '../api/renew-api';
import '../renewal-texts';
import { AwaitingTransferNotice } from './awaiting-transfer-notice';
import { RenewItemCard } from './renew-item-card';

/**
 * DomainRenew (spec §2.1 `/domain/renew/:pattern?`): the customer's names that can be renewed,
 * soonest expiry first, filtered by a pattern; each with its period and options; the renew cart's
 * total and the way to its checkout.
 */
export function RenewList({ initialPattern = '' }: { initialPattern?: string }) {
  const { t } = useTranslation();
  const [pattern, setPattern] = useState(initialPattern);
  const [text, setText] = useState(initialPattern);
  const [page, setPage] = useState(1);
  const list = useRenewList(pattern, page);
  const cart = useRenewCart();

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPattern(text.trim());
    setPage(1);
  }

  return (
    <Stack gap="lg">
      <form onSubmit={handleSearch} role="search" aria-label={t('renewal.list.searchLabel')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('renewal.list.pattern')}
            description={t('renewal.list.patternHint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={255}
            w={320}
          />
          <Button type="submit" variant="default" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('renewal.list.search')}
          </Button>
        </Group>
      </form>

      {/* An order of the renew cart waiting for its transfer: a change here counts only by checking out again (decision 071). */}
      <AwaitingTransferNotice waiting={cart.data?.awaiting_transfers} />

      {cart.data && cart.data.count > 0 && (
        <Card withBorder padding="md" component="section" aria-label={t('renewal.list.cartSummary')}>
          <Group justify="space-between" wrap="wrap">
            <Text>{t('renewal.list.inCart', { count: cart.data.count, total: cart.data.total.display_total })}</Text>
            <Button component={Link} to={paths.domainRenewOverview.getHref()} leftSection={<IconShoppingCart size={16} aria-hidden />}>
              {t('renewal.list.checkout')}
            </Button>
          </Group>
        </Card>
      )}

      {list.isPending ? (
        <Stack gap="sm" role="status" aria-label={t('renewal.list.loading')}>
          <Skeleton height={130} />
          <Skeleton height={130} />
          <Skeleton height={130} />
        </Stack>
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <Card withBorder padding="lg">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{pattern ? t('renewal.list.noMatch', { pattern }) : t('renewal.list.empty')}</Text>
            <Button component={Link} to={paths.searchDomain.getHref()} variant="default">
              {t('renewal.list.register')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching}>
          <Text size="sm" c="dimmed">
            {t('renewal.list.count', { count: list.data.total })}
          </Text>
          {list.data.items.map((item) => (
            // A changed server answer (added, removed) starts the card's local choices afresh.
            <RenewItemCard key={`${item.id}:${item.inCart}:${item.cart_item_id}`} item={item} />
          ))}
          {list.data.total > RENEW_PER_PAGE && (
            <Pagination
              total={Math.ceil(list.data.total / RENEW_PER_PAGE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`renewal.list.page.${control}`) })}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
