import { Alert, Button, Card, CloseButton, Group, Progress, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Mailbox } from '@common/api/vmail.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { titledAlert } from '@web/components/ui/alert-colors';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { useDeleteAlias } from '../api/delete-alias';
import { useSetCatchAll } from '../api/set-catch-all';
import { formatBytes, formatDate, quotaPercent } from '../mailbox-rules';
import { LevelBadge, StatusBadge } from './mailbox-badges';

export type MailboxDialogKind = 'rename' | 'password' | 'alias' | 'appPasswords' | 'settings' | 'delete';

/** The catch-all is kept as the alias `*`; it has its own switch rather than a line among the aliases. */
const CATCH_ALL = '*';

/** One mailbox: address, level and state, storage, expiry, aliases with the catch-all, and its actions. */
export function MailboxCard({ mailbox, onOpen }: { mailbox: Mailbox; onOpen: (kind: MailboxDialogKind) => void }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const removeAlias = useDeleteAlias();
  const catchAll = useSetCatchAll();
  const lapsed = mailbox.status === 'lapsed';
  const aliases = mailbox.alias.filter((alias) => alias.alias !== CATCH_ALL);
  const headingId = `mailbox-${mailbox.id}`;
  const actionError = removeAlias.error ?? catchAll.error;

  function handleRemoveAlias(address: string) {
    removeAlias.mutate(
      { id: mailbox.id, address },
      { onSuccess: () => snackbar.success(t('mailboxes.alias.removed', { alias: address })) },
    );
  }

  function handleCatchAll(enabled: boolean) {
    catchAll.mutate(
      { id: mailbox.id, enabled },
      {
        onSuccess: () =>
          snackbar.success(
            t(enabled ? 'mailboxes.catchAll.on' : 'mailboxes.catchAll.off', { domain: mailbox.fqdn, address: mailbox.address }),
          ),
      },
    );
  }

  return (
    <Card component="li" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {mailbox.address}
          </Title>
          <Group gap={4}>
            <LevelBadge level={mailbox.level} />
            <StatusBadge status={mailbox.status} />
          </Group>
        </Group>

        {!mailbox.password_set && !lapsed && (
          <Alert {...titledAlert('warning')} title={t('mailboxes.list.noPasswordTitle')}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('mailboxes.list.noPassword')}</Text>
              <Button
                size="xs"
                onClick={() => onOpen('password')}
                aria-label={t('mailboxes.list.setPasswordFor', { address: mailbox.address })}
              >
                {t('mailboxes.list.setPassword')}
              </Button>
            </Group>
          </Alert>
        )}
        {lapsed && (
          <Alert {...titledAlert('error')} title={t('mailboxes.list.lapsedTitle')}>
            <Text size="sm">{t('mailboxes.list.lapsed')}</Text>
          </Alert>
        )}

        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600} id={`${headingId}-quota`}>
              {t('mailboxes.list.storage')}
            </Text>
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {mailbox.used_bytes === null
                ? t('mailboxes.list.usageUnknown', { quota: formatBytes(mailbox.quota_bytes, language) })
                : t('mailboxes.list.usage', {
                    used: formatBytes(mailbox.used_bytes, language),
                    quota: formatBytes(mailbox.quota_bytes, language),
                  })}
            </Text>
          </Group>
          {mailbox.used_bytes !== null && (
            // The section is the progressbar (role, value), so it carries the name; the root stays a plain box.
            <Progress.Root>
              <Progress.Section
                value={quotaPercent(mailbox.used_bytes, mailbox.quota_bytes)}
                color={quotaPercent(mailbox.used_bytes, mailbox.quota_bytes) >= 90 ? 'red' : 'brand'}
                aria-labelledby={`${headingId}-quota`}
                aria-valuetext={t('mailboxes.list.usagePercent', { percent: quotaPercent(mailbox.used_bytes, mailbox.quota_bytes) })}
              />
            </Progress.Root>
          )}
        </Stack>

        <Text size="sm">
          <Text span fw={600}>
            {t('mailboxes.list.expires')}
          </Text>{' '}
          {formatDate(mailbox.expires_at, language)}
        </Text>

        <Stack gap={4}>
          <Text size="sm" fw={600} id={`${headingId}-aliases`}>
            {t('mailboxes.list.aliases')}
          </Text>
          {aliases.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('mailboxes.list.noAliases')}
            </Text>
          ) : (
            <Group component="ul" gap="xs" aria-labelledby={`${headingId}-aliases`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {aliases.map((alias) => (
                <Group
                  component="li"
                  key={alias.address}
                  gap={2}
                  wrap="nowrap"
                  style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
                  pl="xs"
                >
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {alias.address}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={t('mailboxes.alias.removeLabel', { alias: alias.address })}
                    onClick={() => handleRemoveAlias(alias.address)}
                    disabled={lapsed || (removeAlias.isPending && removeAlias.variables?.address === alias.address)}
                  />
                </Group>
              ))}
            </Group>
          )}
          <Switch
            mt={4}
            checked={mailbox.catch_all}
            onChange={(event) => handleCatchAll(event.currentTarget.checked)}
            disabled={lapsed || catchAll.isPending}
            label={t('mailboxes.catchAll.label', { domain: mailbox.fqdn })}
            // The hint stays out of the label (Mantine puts a description inside it), so the switch's name is short.
            aria-describedby={`${headingId}-catch-all`}
          />
          <Text size="xs" c="dimmed" id={`${headingId}-catch-all`}>
            {t('mailboxes.catchAll.hint', { domain: mailbox.fqdn })}
          </Text>
        </Stack>

        {actionError && (
          <Alert
            color={STATUS_COLORS.error}
            role="alert"
            withCloseButton
            closeButtonLabel={t('mailboxes.close')}
            onClose={() => (removeAlias.reset(), catchAll.reset())}
          >
            {errorText(actionError, language)}
          </Alert>
        )}

        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => onOpen('alias')}
            disabled={lapsed}
            aria-label={t('mailboxes.actions.aliasFor', { address: mailbox.address })}
          >
            {t('mailboxes.actions.alias')}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => onOpen('rename')}
            disabled={lapsed}
            aria-label={t('mailboxes.actions.renameFor', { address: mailbox.address })}
          >
            {t('mailboxes.actions.rename')}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => onOpen('password')}
            disabled={lapsed}
            aria-label={t('mailboxes.actions.passwordFor', { address: mailbox.address })}
          >
            {t('mailboxes.actions.password')}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => onOpen('appPasswords')}
            disabled={lapsed}
            aria-label={t('mailboxes.actions.appPasswordsFor', { address: mailbox.address })}
          >
            {t('mailboxes.actions.appPasswords')}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => onOpen('settings')}
            aria-label={t('mailboxes.actions.settingsFor', { address: mailbox.address })}
          >
            {t('mailboxes.actions.settings')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color={STATUS_COLORS.error}
            c={`${STATUS_COLORS.error}.9`}
            onClick={() => onOpen('delete')}
            aria-label={t('mailboxes.actions.deleteFor', { address: mailbox.address })}
          >
            {t('mailboxes.actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
