import { Group, Stack, Text } from '@mantine/core';
import '../dashboard-texts';
import { useTranslation } from 'react-i18next';
import type { TransferState } from '@common/api/transfer.contract';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useIncomingTransfers } from '../api/get-incoming-transfers';
import { formatDate } from '@web/lib/format-date';
import { DashboardCard, EmptyText, MoreText } from './dashboard-card';
import { DASHBOARD_LIST_SIZE } from './domain-list-card';
import { StatusBadge } from './status-badge';

const STATE_COLORS: Record<TransferState, string> = {
  'waiting-payment': STATUS_COLORS.warning,
  requested: STATUS_COLORS.info,
  pending: STATUS_COLORS.info,
  approved: STATUS_COLORS.success,
  rejected: STATUS_COLORS.error,
  cancelled: 'gray',
  failed: STATUS_COLORS.error,
};

/** Transfers of names to this shop still under way. */
export function IncomingTransfersCard() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const transfers = useIncomingTransfers(DASHBOARD_LIST_SIZE);
  return (
    <DashboardCard
      title={t('dashboard.incoming.title')}
      href={paths.domainsInPending.getHref()}
      linkLabel={t('dashboard.incoming.link')}
      query={transfers}
    >
      {transfers.data && transfers.data.transfers.length === 0 && <EmptyText>{t('dashboard.incoming.empty')}</EmptyText>}
      {transfers.data && transfers.data.transfers.length > 0 && (
        <>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {transfers.data.transfers.map((transfer) => (
              <Group component="li" key={transfer.id} justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate="end">
                    {transfer.domain_utf8}
                  </Text>
                  {transfer.act_by && (
                    <Text size="xs" c="dimmed">
                      {t('dashboard.incoming.actBy', { date: formatDate(transfer.act_by, language) })}
                    </Text>
                  )}
                </Stack>
                <StatusBadge color={STATE_COLORS[transfer.state]}>{t(`dashboard.incoming.states.${transfer.state}`)}</StatusBadge>
              </Group>
            ))}
          </Stack>
          <MoreText shown={transfers.data.transfers.length} total={transfers.data.total} />
        </>
      )}
    </DashboardCard>
  );
}
