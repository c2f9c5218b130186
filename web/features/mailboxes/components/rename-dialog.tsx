import { useState, type FormEvent } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Mailbox } from '@common/api/vmail.contract';
import { DialogShell } from '@web/components/ui/dialog-shell';
import { DialogFormFooter } from '@web/components/ui/dialog-form-footer';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { useUpdateMailboxName } from '../api/update-mailbox-name';
import { mailboxFieldErrors } from '../form-errors';
import { parseLocalPart } from '../mailbox-rules';
import '../mailboxes-texts';

/** A new local part for the mailbox; the mail, the password and the aliases stay. */
export function RenameDialog({ mailbox, onClose }: { mailbox: Mailbox; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const rename = useUpdateMailboxName();
  const [name, setName] = useState(mailbox.name);
  const [touched, setTouched] = useState(false);
  const parsed = parseLocalPart(name);
  const errors = mailboxFieldErrors(rename.error, language, ['name']);
  const localError = touched && parsed === null ? t('mailboxes.add.nameInvalid') : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (parsed === null) return;
    rename.mutate(
      { id: mailbox.id, name: parsed },
      {
        onSuccess: () => {
          snackbar.success(t('mailboxes.rename.done', { address: `${parsed}@${mailbox.fqdn}` }));
          onClose();
        },
      },
    );
  }

  return (
    <DialogShell opened onClose={onClose} title={t('mailboxes.rename.title', { address: mailbox.address })}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('mailboxes.rename.intro')}</Text>
          <TextInput
            label={t('mailboxes.add.name')}
            description={t('mailboxes.add.nameHint')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setTouched(true);
              rename.reset();
            }}
            rightSection={<Text size="sm" c="dimmed" pr="xs">{`@${mailbox.fqdn}`}</Text>}
            rightSectionWidth="auto"
            error={localError ?? errors.field.name}
            required
            data-autofocus
            autoComplete="off"
            spellCheck={false}
          />
          <DialogFormFooter error={errors.form} pending={rename.isPending} onCancel={onClose} submitLabel={t('mailboxes.rename.submit')} />
        </Stack>
      </form>
    </DialogShell>
  );
}
