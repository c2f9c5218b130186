import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailConnectionSettings, Mailbox } from '@common/api/vmail.contract';
import { DialogShell } from '@web/components/ui/dialog-shell';
import { mailProgramFileHref } from '../api/mail-program-files';
import '../mailboxes-texts';

/** What a mail program needs: the servers of the list's `settings`, the address as user name, and the two set-up files. */
export function SettingsDialog({
  mailbox,
  settings,
  onClose,
}: {
  mailbox: Mailbox;
  settings: MailConnectionSettings;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rows = [
    { key: 'imap', endpoint: settings.imap },
    { key: 'smtp', endpoint: settings.smtp },
  ] as const;
  return (
    <DialogShell opened onClose={onClose} title={t('mailboxes.settings.title', { address: mailbox.address })} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('mailboxes.settings.intro')}</Text>
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('mailboxes.settings.server')}</Table.Th>
                <Table.Th scope="col">{t('mailboxes.settings.host')}</Table.Th>
                <Table.Th scope="col">{t('mailboxes.settings.port')}</Table.Th>
                <Table.Th scope="col">{t('mailboxes.settings.security')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ key, endpoint }) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row">{t(`mailboxes.settings.${key}`)}</Table.Th>
                  <Table.Td>{endpoint.host}</Table.Td>
                  <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{endpoint.port}</Table.Td>
                  <Table.Td>{t(`mailboxes.settings.securities.${endpoint.security}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm">{t('mailboxes.settings.username', { address: mailbox.address })}</Text>
        <Text size="sm">{t('mailboxes.settings.passwordHint')}</Text>
        <Stack gap={4}>
          <Anchor href={mailProgramFileHref(mailbox.id, 'autoconfig.xml')} download="autoconfig.xml">
            {t('mailboxes.settings.autoconfig')}
          </Anchor>
          <Anchor href={mailProgramFileHref(mailbox.id, 'profile.mobileconfig')} download={`${mailbox.name}.mobileconfig`}>
            {t('mailboxes.settings.mobileconfig')}
          </Anchor>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('mailboxes.close')}
          </Button>
        </Group>
      </Stack>
    </DialogShell>
  );
}
