import { useId, useState, type FormEvent } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@common/api/session.contract';
import type { Mailbox } from '@common/api/vmail.contract';
import { DialogShell } from '@web/components/ui/dialog-shell';
import { DialogFormFooter } from '@web/components/ui/dialog-form-footer';
import { PasswordField } from '@web/features/session/components/password-field';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { useChangeMailboxPassword } from '../api/change-mailbox-password';
import { mailboxFieldErrors } from '../form-errors';
import { PasswordStrengthMeter } from './password-strength';
import '../mailboxes-texts';

/** Sets the mailbox's password (the first one for a mailbox bought at checkout); the old one stops working at once. */
export function PasswordDialog({ mailbox, onClose }: { mailbox: Mailbox; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const change = useChangeMailboxPassword();
  const meterId = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = mailboxFieldErrors(change.error, language, ['password']);
  const length = [...password].length;
  const lengthError =
    submitted && (length < PASSWORD_MIN || password.length > PASSWORD_MAX)
      ? t('mailboxes.password.length', { min: PASSWORD_MIN, max: PASSWORD_MAX })
      : undefined;
  const mismatch = submitted && confirmation !== password ? t('mailboxes.password.mismatch') : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (length < PASSWORD_MIN || password.length > PASSWORD_MAX || confirmation !== password) return;
    change.mutate(
      { id: mailbox.id, password },
      {
        onSuccess: () => {
          snackbar.success(t('mailboxes.password.done', { address: mailbox.address }));
          onClose();
        },
      },
    );
  }

  return (
    <DialogShell
      opened
      onClose={onClose}
      title={t(mailbox.password_set ? 'mailboxes.password.title' : 'mailboxes.password.setTitle', { address: mailbox.address })}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t(mailbox.password_set ? 'mailboxes.password.intro' : 'mailboxes.password.setIntro')}</Text>
          <PasswordField
            label={t('mailboxes.password.new')}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              change.reset();
            }}
            error={lengthError ?? errors.field.password}
            aria-describedby={meterId}
            autoComplete="new-password"
            required
            data-autofocus
          />
          <PasswordStrengthMeter password={password} id={meterId} />
          <PasswordField
            label={t('mailboxes.password.confirm')}
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            error={mismatch}
            autoComplete="new-password"
            required
          />
          <DialogFormFooter
            error={errors.form}
            pending={change.isPending}
            onCancel={onClose}
            submitLabel={t('mailboxes.password.submit')}
          />
        </Stack>
      </form>
    </DialogShell>
  );
}
