import { useState, type FormEvent } from 'react';
import { Alert, Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mailboxLevel } from '@common/mail/mailbox-levels';
import type { CreatedAppPassword, Mailbox } from '@common/api/vmail.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { titledAlert } from '@web/components/ui/alert-colors';
import { DialogShell } from '@web/components/ui/dialog-shell';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { useCreateAppPassword } from '../api/create-app-password';
import { useDeleteAppPassword } from '../api/delete-app-password';
import { mailboxFieldErrors } from '../form-errors';
import { formatDate } from '../mailbox-rules';
import '../mailboxes-texts';

/**
 * App passwords: one per mail program, each revoked on its own without changing the mailbox's
 * password. A new one is shown once, with a copy button; only its hash is kept.
 */
export function AppPasswordsDialog({ mailbox, onClose }: { mailbox: Mailbox; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const create = useCreateAppPassword();
  const revoke = useDeleteAppPassword();
  const [label, setLabel] = useState('');
  const [created, setCreated] = useState<CreatedAppPassword | null>(null);
  const [labelError, setLabelError] = useState<string | null>(null);
  const errors = mailboxFieldErrors(create.error, language, ['label']);
  const limit = mailboxLevel(mailbox.level).appPasswords;

  function handleCreate(event: FormEvent) {
    event.preventDefault();
    const trimmed = label.trim();
    if (!trimmed || trimmed.length > 60) {
      setLabelError(t('mailboxes.appPasswords.labelInvalid'));
      return;
    }
    setLabelError(null);
    create.mutate(
      { id: mailbox.id, label: trimmed },
      {
        onSuccess: (password) => {
          setCreated(password);
          setLabel('');
        },
      },
    );
  }

  return (
    <DialogShell opened onClose={onClose} title={t('mailboxes.appPasswords.title', { address: mailbox.address })} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('mailboxes.appPasswords.intro', { count: limit })}</Text>
        {created && (
          <Alert {...titledAlert('success')} title={t('mailboxes.appPasswords.createdTitle', { label: created.label })} role="status">
            <Stack gap="xs">
              <Text size="sm">{t('mailboxes.appPasswords.createdHint')}</Text>
              <Group gap="sm" wrap="wrap">
                <Code fz="md" data-testid="new-app-password">
                  {created.password}
                </Code>
                <CopyButton value={created.password} timeout={2000}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy}>
                      {copied ? t('mailboxes.appPasswords.copied') : t('mailboxes.appPasswords.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Alert>
        )}
        {mailbox.app_passwords.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('mailboxes.appPasswords.none')}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('mailboxes.appPasswords.listLabel')}
          >
            {mailbox.app_passwords.map((appPassword) => (
              <Group component="li" key={appPassword.id} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">
                  <Text span fw={600}>
                    {appPassword.label}
                  </Text>{' '}
                  <Text span c="dimmed" size="sm">
                    {t('mailboxes.appPasswords.createdAt', { date: formatDate(appPassword.created_at, language) })}
                  </Text>
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  // Dark red words on the light tint: a shade in \`color\` would fill the button instead.
                  color={STATUS_COLORS.error}
                  c={`${STATUS_COLORS.error}.9`}
                  loading={revoke.isPending && revoke.variables?.appPasswordId === appPassword.id}
                  onClick={() => revoke.mutate({ id: mailbox.id, appPasswordId: appPassword.id })}
                  aria-label={t('mailboxes.appPasswords.revokeLabel', { label: appPassword.label })}
                >
                  {t('mailboxes.appPasswords.revoke')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {revoke.error && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(revoke.error, language)}
          </Alert>
        )}
        <form onSubmit={handleCreate} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('mailboxes.appPasswords.label')}
              description={t('mailboxes.appPasswords.labelHint')}
              value={label}
              onChange={(event) => {
                setLabel(event.currentTarget.value);
                create.reset();
              }}
              error={labelError ?? errors.field.label}
              maxLength={60}
              autoComplete="off"
              data-autofocus
              style={{ flex: '1 1 14rem' }}
            />
            <Button type="submit" loading={create.isPending} disabled={mailbox.app_passwords.length >= limit}>
              {t('mailboxes.appPasswords.create')}
            </Button>
          </Group>
        </form>
        {errors.form && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errors.form}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('mailboxes.close')}
          </Button>
        </Group>
      </Stack>
    </DialogShell>
  );
}
