import { Skeleton, Stack, Table, Text } from '@mantine/core';
import '../profile-texts';
import { useTranslation } from 'react-i18next';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useSecurityEvents } from '../api/get-security-events';
import { formatDateTime } from '@web/lib/format-date';
import { userAgentText } from '../user-agent-text';
import { LoadError } from '@web/components/ui/load-error';
import { ProfileSection } from './profile-section';

/** The account's latest security events: what happened, when, from which network and browser. */
export function SecurityEventTable() {
  const { t, i18n } = useTranslation();
  const { language } = useLocalization();
  const events = useSecurityEvents();

  // A kind this build does not know yet is shown by its name rather than hidden.
  const eventName = (kind: string) => (i18n.exists(`profile.events.kinds.${kind}`) ? t(`profile.events.kinds.${kind}`) : kind);

  let body;
  if (events.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-label={t('profile.events.loading')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={28} />
        ))}
      </Stack>
    );
  } else if (events.isError) {
    body = <LoadError error={events.error} onRetry={() => void events.refetch()} retrying={events.isFetching} />;
  } else if (events.data.list.length === 0) {
    body = <Text>{t('profile.events.empty')}</Text>;
  } else {
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="sm">
          <Table.Caption>{t('profile.events.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('profile.events.event')}</Table.Th>
              <Table.Th scope="col">{t('profile.events.date')}</Table.Th>
              <Table.Th scope="col">{t('profile.events.network')}</Table.Th>
              <Table.Th scope="col">{t('profile.events.browser')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.data.list.map((event, index) => (
              <Table.Tr key={`${event.at}-${event.kind}-${index}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {eventName(event.kind)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {event.ip ?? '–'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{event.user_agent ? userAgentText(event.user_agent, t) : '–'}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <ProfileSection title={t('profile.events.title')} description={t('profile.events.description')}>
      {body}
    </ProfileSection>
  );
}
