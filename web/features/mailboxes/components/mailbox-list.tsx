import { useState } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { titledAlert } from '@web/components/ui/alert-colors';
import { LoadError } from '@web/components/ui/load-error';
import { useMailboxes } from '../api/get-mailboxes';
import { AliasDialog } from './alias-dialog';
import { AppPasswordsDialog } from './app-passwords-dialog';
import { DeleteDialog } from './delete-dialog';
import { MailboxCard, type MailboxDialogKind } from './mailbox-card';
import { PasswordDialog } from './password-dialog';
import { RenameDialog } from './rename-dialog';
import { SettingsDialog } from './settings-dialog';
import '../mailboxes-texts';

/**
 * The mailboxes tab of My domains (spec §2.1 /user/mailboxes): every mailbox of the customer as
 * a card (the same on phones and wide screens), with its actions in dialogs. A dialog reads its
 * mailbox from the list, so what it shows follows each change.
 */
export function MailboxList() {
  const { t } = useTranslation();
  const list = useMailboxes();
  const [open, setOpen] = useState<{ kind: MailboxDialogKind; id: number } | null>(null);
  const mailboxes = list.data?.mailboxes ?? [];
  const current = open ? mailboxes.find((mailbox) => mailbox.id === open.id) : undefined;
  const close = () => setOpen(null);

  const addButton = (
    <Button component={Link} to={paths.mailboxAdd.getHref()}>
      {t('mailboxes.list.add')}
    </Button>
  );

  if (list.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('mailboxes.list.loading')}>
        {[0, 1].map((index) => (
          <Card key={index} withBorder padding="md">
            <Skeleton height={22} width="45%" mb="sm" />
            <Skeleton height={8} mb="sm" />
            <Skeleton height={14} width="30%" />
          </Card>
        ))}
      </Stack>
    );
  }
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;

  const { serving, settings } = list.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {t('mailboxes.list.title')}
        </Title>
        {mailboxes.length > 0 && addButton}
      </Group>
      {!serving && (
        <Alert {...titledAlert('warning')} title={t('mailboxes.list.notServingTitle')}>
          {t('mailboxes.list.notServing')}
        </Alert>
      )}
      {mailboxes.length === 0 ? (
        <Card withBorder padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>{t('mailboxes.list.empty')}</Text>
            <Text size="sm">{t('mailboxes.list.emptyHint')}</Text>
            <Group gap="sm">
              {addButton}
              <Button component={Link} to={paths.mailboxFeatures.getHref()} variant="default">
                {t('mailboxes.list.features')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('mailboxes.list.summary', { count: mailboxes.length })}
          </Text>
          <Stack component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {mailboxes.map((mailbox) => (
              <MailboxCard key={mailbox.id} mailbox={mailbox} onOpen={(kind) => setOpen({ kind, id: mailbox.id })} />
            ))}
          </Stack>
        </>
      )}
      {current && open?.kind === 'rename' && <RenameDialog mailbox={current} onClose={close} />}
      {current && open?.kind === 'password' && <PasswordDialog mailbox={current} onClose={close} />}
      {current && open?.kind === 'alias' && <AliasDialog mailbox={current} onClose={close} />}
      {current && open?.kind === 'appPasswords' && <AppPasswordsDialog mailbox={current} onClose={close} />}
      {current && open?.kind === 'settings' && <SettingsDialog mailbox={current} settings={settings} onClose={close} />}
      {current && open?.kind === 'delete' && <DeleteDialog mailbox={current} onClose={close} />}
    </Stack>
  );
}
