import { Group, Stack, Text } from '@mantine/core';
import '../dashboard-texts';
import { useTranslation } from 'react-i18next';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useDomainList } from '../api/get-domain-list';
import type { DashboardDomainListParams } from '../dashboard-keys';
import { formatDate } from '@web/lib/format-date';
import { DashboardCard, EmptyText, MoreText } from './dashboard-card';
import { DOMAIN_STATUS_COLORS, StatusBadge } from './status-badge';

export const DASHBOARD_LIST_SIZE = 5;

/** The short domain lists of the dashboard, each one call of GET /domain/list. */
export const DOMAIN_LISTS = {
  expiring: { type: 'all', expiring: 30, sort: 'expiry', order: 'asc', page: 1, per_page: DASHBOARD_LIST_SIZE },
  grace: { type: 'grace', sort: 'expiry', order: 'asc', page: 1, per_page: DASHBOARD_LIST_SIZE },
  redemption: { type: 'redemption', sort: 'expiry', order: 'asc', page: 1, per_page: DASHBOARD_LIST_SIZE },
  outgoing: { type: 'pending-transfer', sort: 'name', order: 'asc', page: 1, per_page: DASHBOARD_LIST_SIZE },
} as const satisfies Record<string, DashboardDomainListParams>;

export type DomainListKind = keyof typeof DOMAIN_LISTS;

/** A few domains of one kind with their state and expiry, linking to the screen that acts on them. */
export function DomainListCard({ kind, href }: { kind: DomainListKind; href: string }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const list = useDomainList(DOMAIN_LISTS[kind]);
  const title = t(`dashboard.lists.${kind}.title`);
  return (
    <DashboardCard title={title} href={href} linkLabel={t(`dashboard.lists.${kind}.link`)} query={list}>
      {list.data && list.data.domains.length === 0 && <EmptyText>{t(`dashboard.lists.${kind}.empty`)}</EmptyText>}
      {list.data && list.data.domains.length > 0 && (
        <>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.data.domains.map((domain) => (
              <Group component="li" key={domain.domain} justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {/* The whole name, wrapped where it must: cut to "demo-bakery-…" it would not say which one. */}
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {domain.domain_utf8}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('dashboard.expires', { date: formatDate(domain.expires_at, language) })}
                  </Text>
                </Stack>
                <StatusBadge color={DOMAIN_STATUS_COLORS[domain.status]}>{t(`dashboard.statuses.${domain.status}`)}</StatusBadge>
              </Group>
            ))}
          </Stack>
          <MoreText shown={list.data.domains.length} total={list.data.total} />
        </>
      )}
    </DashboardCard>
  );
}
