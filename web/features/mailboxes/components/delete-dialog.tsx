import { useState, type FormEvent } from 'react';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Mailbox } from '@common/api/vmail.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { titledAlert } from '@web/components/ui/alert-colors';
import { DialogShell } from '@web/components/ui/dialog-shell';
import { DialogFormFooter } from '@web/components/ui/dialog-form-footer';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { useDeleteMailbox } from '../api/delete-mailbox';
import '../mailboxes-texts';

/** Deleting is the one action that cannot be undone: a darker red than error texts, for contrast on white. */
const DESTRUCTIVE_COLOR = `${STATUS_COLORS.error}.9`;

/**
 * Deletes the mailbox with all its mail. The dialog says so plainly, and the address must be
 * typed before the button works, so that a slip of the mouse loses nothing.
 */
export function DeleteDialog({ mailbox, onClose }: { mailbox: Mailbox; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const remove = useDeleteMailbox();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === mailbox.address.toLowerCase();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(
      { id: mailbox.id },
      {
        onSuccess: () => {
          snackbar.success(t('mailboxes.delete.done', { address: mailbox.address }));
          onClose();
        },
      },
    );
  }

  return (
    <DialogShell opened onClose={onClose} title={t('mailboxes.delete.title', { address: mailbox.address })}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Alert {...titledAlert('error')} title={t('mailboxes.delete.warningTitle')}>
            <Text size="sm">{t('mailboxes.delete.warning', { address: mailbox.address, count: mailbox.alias.length })}</Text>
          </Alert>
          <TextInput
            label={t('mailboxes.delete.typeLabel', { address: mailbox.address })}
            description={t('mailboxes.delete.typeHint')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
          <DialogFormFooter
            error={remove.error ? errorText(remove.error, language) : null}
            pending={remove.isPending}
            onCancel={onClose}
            submitLabel={t('mailboxes.delete.submit')}
            submitColor={DESTRUCTIVE_COLOR}
            disabled={!matches}
          />
        </Stack>
      </form>
    </DialogShell>
  );
}
