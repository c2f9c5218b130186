import { useState, type FormEvent } from 'react';
import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mailboxLevel } from '@common/mail/mailbox-levels';
import type { Mailbox } from '@common/api/vmail.contract';
import { DialogShell } from '@web/components/ui/dialog-shell';
import { DialogFormFooter } from '@web/components/ui/dialog-form-footer';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { useCreateAlias } from '../api/create-alias';
import { useMailDomainChoices } from '../api/get-domain-choices';
import { mailboxFieldErrors } from '../form-errors';
import { parseLocalPart } from '../mailbox-rules';
import '../mailboxes-texts';

/**
 * A further address delivering into the mailbox: a local part on one of the customer's domains
 * (the mailbox's own domain first). The catch-all has its own switch on the mailbox.
 */
export function AliasDialog({ mailbox, onClose }: { mailbox: Mailbox; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const create = useCreateAlias();
  const choices = useMailDomainChoices();
  const [alias, setAlias] = useState('');
  const [fqdn, setFqdn] = useState(mailbox.fqdn);
  const [touched, setTouched] = useState(false);
  const parsed = parseLocalPart(alias);
  // The catalogue's codes speak of a mailbox's name and domain; here they are the alias's.
  const errors = mailboxFieldErrors(create.error, language, ['alias', 'fqdn', 'name', 'domain']);
  const localError = touched && parsed === null ? t('mailboxes.add.nameInvalid') : undefined;
  // The mailbox's own domain is always offered, also while the list loads or when it is not on its first page.
  const domains = [mailbox.fqdn, ...(choices.data ?? []).map((domain) => domain.domain_utf8).filter((name) => name !== mailbox.fqdn)];
  const limit = mailboxLevel(mailbox.level).aliases;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (parsed === null) return;
    create.mutate(
      { id: mailbox.id, alias: parsed, fqdn },
      {
        onSuccess: () => {
          snackbar.success(t('mailboxes.alias.added', { alias: `${parsed}@${fqdn}`, address: mailbox.address }));
          onClose();
        },
      },
    );
  }

  return (
    <DialogShell opened onClose={onClose} title={t('mailboxes.alias.title', { address: mailbox.address })}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('mailboxes.alias.intro', { count: limit })}</Text>
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label={t('mailboxes.alias.localPart')}
              description={t('mailboxes.add.nameHint')}
              value={alias}
              onChange={(event) => {
                setAlias(event.currentTarget.value);
                setTouched(true);
                create.reset();
              }}
              error={localError ?? errors.field.alias ?? errors.field.name}
              required
              data-autofocus
              autoComplete="off"
              spellCheck={false}
              style={{ flex: '1 1 12rem' }}
            />
            <Text pt={30} aria-hidden>
              @
            </Text>
            <NativeSelect
              label={t('mailboxes.alias.domain')}
              description={t('mailboxes.alias.domainHint')}
              value={fqdn}
              onChange={(event) => {
                setFqdn(event.currentTarget.value);
                create.reset();
              }}
              data={domains}
              error={errors.field.fqdn ?? errors.field.domain}
              style={{ flex: '1 1 12rem' }}
            />
          </Group>
          <DialogFormFooter error={errors.form} pending={create.isPending} onCancel={onClose} submitLabel={t('mailboxes.alias.submit')} />
        </Stack>
      </form>
    </DialogShell>
  );
}
