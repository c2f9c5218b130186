import { useId, type ReactNode } from 'react';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import '../dashboard-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STATUS_COLORS } from '@web/app/theme';

/** What a card needs to know of its query. */
export interface CardQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The value "Error" of spec §8 for a list or count that failed to load, with a retry. It is
 * announced, so a screen reader hears which card failed.
 */
export function ErrorValue({ query, label }: { query: CardQuery; label: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" role="alert" aria-label={`${label}: ${t('dashboard.error')}`}>
      <Text fw={700} c="red.9">
        {t('dashboard.error')}
      </Text>
      <Button size="compact-sm" variant="light" color={STATUS_COLORS.error} onClick={() => void query.refetch()} loading={query.isFetching}>
        {t('dashboard.retry')}
      </Button>
    </Group>
  );
}

/**
 * One card of the dashboard: its title, a link to the full screen, and its own loading, error and
 * content, so that every list loads (and fails) on its own.
 */
export function DashboardCard({
  title,
  href,
  linkLabel,
  query,
  children,
}: {
  title: string;
  href: string;
  linkLabel: string;
  query: CardQuery | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  let body: ReactNode = children;
  if (query?.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-label={t('dashboard.loading', { what: title })}>
        <Skeleton height={18} />
        <Skeleton height={18} />
        <Skeleton height={18} width="60%" />
      </Stack>
    );
  } else if (query?.isError) {
    body = <ErrorValue query={query} label={title} />;
  }
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <div style={{ flex: 1 }}>{body}</div>
        <Anchor
          component={Link}
          to={href}
          size="sm"
          fw={600}
          aria-label={linkLabel === title ? t('dashboard.showAllOf', { what: title }) : undefined}
        >
          {linkLabel}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** The text of a list with nothing in it. */
export function EmptyText({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** "and 3 more" under a shortened list. */
export function MoreText({ shown, total }: { shown: number; total: number }) {
  const { t } = useTranslation();
  if (total <= shown) return null;
  return (
    <Text size="sm" c="dimmed" mt={4}>
      {t('dashboard.more', { count: total - shown })}
    </Text>
  );
}
