import { useState } from 'react';
import '../profile-texts';
import { Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import { DESTRUCTIVE_COLOR } from '../colors';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useSessions, type SessionEntry } from '../api/get-sessions';
import { formatDateTime } from '@web/lib/format-date';
import { userAgentText } from '../user-agent-text';
import { LoadError } from '@web/components/ui/load-error';
import { ProfileSection } from './profile-section';
import { StatusBadge } from './status-badge';

/** The account's open sessions, this device first, and a confirmed "end all other sessions". */
export function SessionList() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);

  function handleConfirm() {
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        setConfirming(false);
        snackbar.success(t('profile.sessions.ended', { count: ended }));
      },
      onError: (error) => {
        setConfirming(false);
        snackbar.error(errorText(error, language));
      },
    });
  }

  let body;
  if (sessions.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-label={t('profile.sessions.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={28} />
        ))}
      </Stack>
    );
  } else if (sessions.isError) {
    body = <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />;
  } else if (sessions.data.list.length === 0) {
    body = <Text>{t('profile.sessions.empty')}</Text>;
  } else {
    // This device first, the others by their last activity.
    const list = [...sessions.data.list].sort((a, b) => Number(b.current) - Number(a.current) || b.last_seen.localeCompare(a.last_seen));
    const others = list.filter((entry) => !entry.current).length;
    body = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing="sm">
            <Table.Caption>{t('profile.sessions.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('profile.sessions.browser')}</Table.Th>
                <Table.Th scope="col">{t('profile.sessions.network')}</Table.Th>
                <Table.Th scope="col">{t('profile.sessions.lastSeen')}</Table.Th>
                <Table.Th scope="col">{t('profile.sessions.started')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((entry) => (
                <SessionRow key={entry.id} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <Button color={STATUS_COLORS.error} variant="light" disabled={others === 0} onClick={() => setConfirming(true)}>
            {t('profile.sessions.endOthers')}
          </Button>
          {others === 0 && (
            <Text size="sm" c="dimmed">
              {t('profile.sessions.noOthers')}
            </Text>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <ProfileSection title={t('profile.sessions.title')} description={t('profile.sessions.description')}>
      {body}
      <Modal.Root opened={confirming} onClose={() => setConfirming(false)} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Group justify="space-between" wrap="nowrap" p="md" pb={0}>
            <Modal.Title fw={700}>{t('profile.sessions.confirmTitle')}</Modal.Title>
            <Modal.CloseButton aria-label={t('profile.close')} />
          </Group>
          <Modal.Body pt="md">
            <Text mb="md">{t('profile.sessions.confirmText')}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={endOthers.isPending}>
                {t('profile.cancel')}
              </Button>
              <Button color={DESTRUCTIVE_COLOR} onClick={handleConfirm} loading={endOthers.isPending}>
                {t('profile.sessions.confirm')}
              </Button>
            </Group>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </ProfileSection>
  );
}

function SessionRow({ entry }: { entry: SessionEntry }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs">
          <Text size="sm">{userAgentText(entry.user_agent, t)}</Text>
          {entry.current && <StatusBadge color={STATUS_COLORS.success}>{t('profile.sessions.thisDevice')}</StatusBadge>}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {entry.ip === 'unknown' ? t('profile.sessions.unknownNetwork') : entry.ip}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          <time dateTime={entry.last_seen}>{formatDateTime(entry.last_seen, language)}</time>
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          <time dateTime={entry.created}>{formatDateTime(entry.created, language)}</time>
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
