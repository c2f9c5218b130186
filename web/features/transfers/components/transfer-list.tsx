import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import '../transfers-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TransferView } from '@common/api/transfer.contract';
import { LOCALES, type Language } from '@common/i18n/languages';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { LoadError } from '@web/components/ui/load-error';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { useCancelTransfer } from '../api/cancel-transfer';
import { useTransfers } from '../api/get-transfers';
import { TRANSFER_STATE_COLORS } from '../transfer-state';

export const TRANSFERS_PER_PAGE = 20;

function formatDateTime(value: string, language: Language): string {
  return (
    new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(value)) +
    ' UTC'
  );
}

function TransferCard({ transfer, onCancel }: { transfer: TransferView; onCancel: (transfer: TransferView) => void }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const when = (value: string | null) => (value ? formatDateTime(value, language) : t('transfers.notYet'));
  return (
    <Paper withBorder p="md" component="li" style={{ listStyle: 'none' }} aria-label={transfer.domain_utf8}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {transfer.domain_utf8}
            </Text>
            <Badge variant="light" color={TRANSFER_STATE_COLORS[transfer.state]} c="gray.9">
              {t(`transfers.states.${transfer.state}`)}
            </Badge>
          </Group>
          <Text size="sm">
            {t('transfers.columns.requested')}: <span style={{ fontVariantNumeric: 'tabular-nums' }}>{when(transfer.requested_at)}</span>
          </Text>
          {(transfer.state === 'pending' || transfer.state === 'requested') && (
            <Text size="sm">
              {t('transfers.columns.actBy')}: <span style={{ fontVariantNumeric: 'tabular-nums' }}>{when(transfer.act_by)}</span>
            </Text>
          )}
        </Stack>
        {transfer.cancellable && (
          <Button
            variant="default"
            onClick={() => onCancel(transfer)}
            aria-label={t('transfers.cancelFor', { domain: transfer.domain_utf8 })}
          >
            {t('transfers.cancel')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The customer's incoming transfers (spec §2.1 `/user/domains_in_pending`): open ones, or all with
 * the finished ones; each with its state, when it was requested and when the registry approves it
 * on its own, and Cancel while the registry holds the request.
 */
export function TransferList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const [showAll, setShowAll] = useState(false);
  const transfers = useTransfers(showAll ? 'all' : 'open', page, TRANSFERS_PER_PAGE);
  const cancel = useCancelTransfer();
  const [confirming, setConfirming] = useState<TransferView | null>(null);

  const handleConfirm = () => {
    if (!confirming) return;
    const domain = confirming.domain_utf8;
    cancel.mutate(confirming.id, {
      onSuccess: () => {
        setConfirming(null);
        snackbar.success(t('transfers.cancelled', { domain }));
      },
      onError: (error) => {
        setConfirming(null);
        snackbar.error(errorText(error, language));
      },
    });
  };

  const header = (
    <Group justify="space-between" gap="sm">
      <Checkbox
        label={t('transfers.showAll')}
        checked={showAll}
        onChange={(event) => {
          setShowAll(event.currentTarget.checked);
          onPage(1);
        }}
      />
      <Button component={Link} to={paths.domainTransfer.getHref()}>
        {t('transfers.start')}
      </Button>
    </Group>
  );

  let body;
  if (transfers.isPending) {
    body = (
      <Stack gap="md" role="status" aria-label={t('transfers.loading')}>
        <Skeleton height={90} />
        <Skeleton height={90} />
      </Stack>
    );
  } else if (transfers.isError) {
    body = (
      <LoadError
        title={t('transfers.loadError')}
        error={transfers.error}
        onRetry={() => void transfers.refetch()}
        retrying={transfers.isFetching}
      />
    );
  } else if (transfers.data.transfers.length === 0) {
    body = (
      <Stack gap="xs">
        <Text fw={600}>{t(showAll ? 'transfers.emptyAll' : 'transfers.empty')}</Text>
        <Text c="dimmed">{t('transfers.emptyHint')}</Text>
      </Stack>
    );
  } else {
    const pages = Math.max(1, Math.ceil(transfers.data.total / TRANSFERS_PER_PAGE));
    body = (
      <Stack gap="md" aria-busy={transfers.isPlaceholderData}>
        <Stack component="ul" gap="sm" p={0} m={0}>
          {transfers.data.transfers.map((transfer) => (
            <TransferCard key={transfer.id} transfer={transfer} onCancel={setConfirming} />
          ))}
        </Stack>
        {pages > 1 && (
          <Group component="nav" aria-label={t('transfers.paging.label')} justify="space-between" gap="sm">
            <Button variant="default" onClick={() => onPage(page - 1)} disabled={page <= 1}>
              {t('transfers.paging.previous')}
            </Button>
            <Text size="sm" aria-live="polite">
              {t('transfers.paging.status', { page, pages })}
            </Text>
            <Button variant="default" onClick={() => onPage(page + 1)} disabled={page >= pages}>
              {t('transfers.paging.next')}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {header}
      {body}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t('transfers.cancelTitle', { domain: confirming.domain_utf8 }) : ''}
        centered
        closeButtonProps={{ 'aria-label': t('transfers.keep') }}
      >
        <Stack gap="md">
          <Text>{t('transfers.cancelText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={cancel.isPending}>
              {t('transfers.keep')}
            </Button>
            <Button color={`${STATUS_COLORS.error}.9`} onClick={handleConfirm} loading={cancel.isPending}>
              {t('transfers.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
