import { useState } from 'react';
import { Badge, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HostView } from '@common/api/nameserver.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { LoadError } from '@web/components/ui/load-error';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { useDeleteHost, useHosts } from '../api/hosts';
import { DESTRUCTIVE_COLOR } from '../form-helpers';
import { DialogShell } from '@web/components/ui/dialog-shell';
import { HostDialog } from './host-dialog';

type Editing = { kind: 'create' } | { kind: 'edit'; host: HostView } | null;

/** The customer's glue hosts with add, change-addresses and delete (confirmed) dialogs. */
export function HostTable() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const hosts = useHosts();
  const remove = useDeleteHost();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<HostView | null>(null);

  function handleDelete() {
    if (!deleting) return;
    const host = deleting;
    remove.mutate(
      { host: host.host },
      {
        onSuccess: () => snackbar.success(t('nameservers.hosts.deleted', { host: host.host_utf8 })),
        onError: (error) => snackbar.error(errorText(error, language)),
        onSettled: () => setDeleting(null),
      },
    );
  }

  let body;
  if (hosts.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-label={t('nameservers.hosts.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={32} />
        ))}
      </Stack>
    );
  } else if (hosts.isError) {
    body = <LoadError error={hosts.error} onRetry={() => void hosts.refetch()} retrying={hosts.isFetching} />;
  } else if (hosts.data.domains.length === 0) {
    body = <Text>{t('nameservers.hosts.noDomains')}</Text>;
  } else if (hosts.data.hosts.length === 0) {
    body = <Text>{t('nameservers.hosts.empty')}</Text>;
  } else {
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="sm" aria-label={t('nameservers.hosts.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('nameservers.hosts.columns.host')}</Table.Th>
              <Table.Th scope="col">{t('nameservers.hosts.columns.addresses')}</Table.Th>
              <Table.Th scope="col">{t('nameservers.hosts.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('nameservers.hosts.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hosts.data.hosts.map((host) => (
              <Table.Tr key={host.host}>
                <Table.Th scope="row" fw={600} style={{ wordBreak: 'break-all' }}>
                  {host.host_utf8}
                </Table.Th>
                <Table.Td ff="monospace" fz="sm">
                  {host.addresses.map((address) => (
                    <div key={address}>{address}</div>
                  ))}
                </Table.Td>
                <Table.Td>
                  <Badge color={host.linked ? STATUS_COLORS.success : 'gray'} variant="light" c="gray.9">
                    {host.linked ? t('nameservers.hosts.inUse') : t('nameservers.hosts.unused')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setEditing({ kind: 'edit', host })}
                      aria-label={t('nameservers.hosts.editFor', { host: host.host_utf8 })}
                    >
                      {t('nameservers.hosts.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color={DESTRUCTIVE_COLOR}
                      disabled={host.linked}
                      title={host.linked ? t('nameservers.hosts.inUseHint') : undefined}
                      onClick={() => setDeleting(host)}
                      aria-label={t('nameservers.hosts.deleteFor', { host: host.host_utf8 })}
                    >
                      {t('nameservers.hosts.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  const exampleDomain = hosts.data?.domains[0]?.domain_utf8 ?? 'example.com';
  return (
    <Stack gap="sm" component="section" aria-labelledby="nameserver-hosts-title">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3" id="nameserver-hosts-title">
            {t('nameservers.hosts.title')}
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            {t('nameservers.hosts.hint')}
          </Text>
        </div>
        <Button onClick={() => setEditing({ kind: 'create' })} disabled={!hosts.data || hosts.data.domains.length === 0}>
          {t('nameservers.hosts.add')}
        </Button>
      </Group>
      {body}
      {editing && (
        <HostDialog
          key={editing.kind === 'edit' ? editing.host.host : 'new'}
          opened
          onClose={() => setEditing(null)}
          host={editing.kind === 'edit' ? editing.host : null}
          exampleDomain={exampleDomain}
        />
      )}
      <DialogShell opened={deleting !== null} onClose={() => setDeleting(null)} title={t('nameservers.hosts.deleteTitle')}>
        <Text mb="md">{t('nameservers.hosts.deleteText', { host: deleting?.host_utf8 ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
            {t('nameservers.cancel')}
          </Button>
          <Button color={DESTRUCTIVE_COLOR} onClick={handleDelete} loading={remove.isPending}>
            {t('nameservers.hosts.delete')}
          </Button>
        </Group>
      </DialogShell>
    </Stack>
  );
}
