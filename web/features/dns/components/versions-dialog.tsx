import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DnsZoneVersion } from '@common/api/dns.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { LoadError } from '@web/components/ui/load-error';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { queryKeys } from '@web/lib/query-keys';
import { restoreVersion, useDnsVersions } from '../api/dns-zone';
import { formatDateTime } from '../format-date-time';
import { ConfirmDialog } from './confirm-dialog';
import { DialogShell } from '@web/components/ui/dialog-shell';
import '../dns-texts';

/**
 * Every save is kept as a version with who and when (issue 16 item 9); any earlier one becomes
 * the zone again in one step, after a confirmation that says unsaved changes are lost.
 */
export function VersionsDialog({
  opened,
  domain,
  currentVersion,
  readOnly,
  onClose,
}: {
  opened: boolean;
  domain: string;
  currentVersion: number;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const versions = useDnsVersions(domain, opened);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<DnsZoneVersion | null>(null);
  const restore = useMutation({
    mutationFn: (version: number) => restoreVersion(domain, version),
    onSuccess: async (_, version) => {
      setChosen(null);
      onClose();
      snackbar.success(t('dns.versions.restored', { version }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.dns });
    },
  });

  return (
    <>
      <DialogShell opened={opened && chosen === null} onClose={onClose} title={t('dns.versions.title')} size="lg">
        <Stack gap="sm">
          <Text size="sm">{t('dns.versions.intro')}</Text>
          {versions.isPending ? (
            <Stack gap="xs" role="status" aria-label={t('dns.versions.loading')}>
              <Skeleton height={28} />
              <Skeleton height={28} />
            </Stack>
          ) : versions.isError ? (
            <LoadError error={versions.error} onRetry={() => void versions.refetch()} retrying={versions.isFetching} />
          ) : versions.data.length === 0 ? (
            <Text>{t('dns.versions.empty')}</Text>
          ) : (
            // On a phone the five columns scroll sideways rather than squeeze the address into a letter a line and push Restore out of reach.
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="xs" aria-label={t('dns.versions.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('dns.versions.version')}</Table.Th>
                    <Table.Th>{t('dns.versions.savedAt')}</Table.Th>
                    <Table.Th>{t('dns.versions.savedBy')}</Table.Th>
                    <Table.Th ta="right">{t('dns.versions.records')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('dns.list.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {versions.data.map((version) => (
                    <Table.Tr key={version.version}>
                      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{version.version}</Table.Td>
                      <Table.Td>{formatDateTime(version.saved_at, language)}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{version.saved_by}</Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {version.record_count}
                      </Table.Td>
                      <Table.Td ta="right">
                        {version.version === currentVersion ? (
                          <Text size="sm" c="dimmed">
                            {t('dns.versions.current')}
                          </Text>
                        ) : (
                          !readOnly && (
                            <Button
                              size="compact-sm"
                              variant="light"
                              onClick={() => setChosen(version)}
                              aria-label={t('dns.versions.restoreNamed', { version: version.version })}
                            >
                              {t('dns.versions.restore')}
                            </Button>
                          )
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </DialogShell>
      <ConfirmDialog
        opened={chosen !== null}
        title={t('dns.versions.confirmTitle')}
        confirmLabel={t('dns.versions.restore')}
        pending={restore.isPending}
        onConfirm={() => chosen && restore.mutate(chosen.version)}
        onClose={() => {
          restore.reset();
          setChosen(null);
        }}
      >
        <Stack gap="sm">
          <Text>
            {chosen ? t('dns.versions.confirmText', { version: chosen.version, date: formatDateTime(chosen.saved_at, language) }) : ''}
          </Text>
          {restore.error && (
            <Alert color={STATUS_COLORS.error} role="alert">
              {errorText(restore.error, language)}
            </Alert>
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
