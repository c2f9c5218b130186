import { useState, type FormEvent } from 'react';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HostView } from '@common/api/nameserver.contract';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { useCreateHost, useUpdateHost } from '../api/hosts';
import { fieldErrors, linesOf } from '../form-helpers';
import { DialogShell } from '@web/components/ui/dialog-shell';
import { DialogFormFooter } from '@web/components/ui/dialog-form-footer';
import '../nameservers-texts';

/**
 * Creates a glue host (name and addresses) or, given `host`, changes its addresses. The server
 * checks everything; its message appears at the field it names.
 */
export function HostDialog({
  opened,
  onClose,
  host,
  exampleDomain,
}: {
  opened: boolean;
  onClose: () => void;
  host: HostView | null;
  exampleDomain: string;
}) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const create = useCreateHost();
  const update = useUpdateHost();
  const [name, setName] = useState(host?.host_utf8 ?? '');
  const [addresses, setAddresses] = useState(host ? host.addresses.join('\n') : '');
  const mutation = host ? update : create;
  const errors = fieldErrors(mutation.error, language, ['host', 'addresses']);

  function handleClose() {
    create.reset();
    update.reset();
    onClose();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const list = linesOf(addresses);
    if (host) {
      update.mutate(
        { host: host.host, addresses: list },
        { onSuccess: (saved) => (snackbar.success(t('nameservers.hosts.updated', { host: saved.host_utf8 })), handleClose()) },
      );
    } else {
      create.mutate(
        { host: name.trim(), addresses: list },
        { onSuccess: (saved) => (snackbar.success(t('nameservers.hosts.created', { host: saved.host_utf8 })), handleClose()) },
      );
    }
  }

  return (
    <DialogShell
      opened={opened}
      onClose={handleClose}
      title={host ? t('nameservers.hosts.editTitle', { host: host.host_utf8 }) : t('nameservers.hosts.createTitle')}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {!host && (
            <TextInput
              label={t('nameservers.hosts.hostLabel')}
              description={t('nameservers.hosts.hostHint', { domain: exampleDomain })}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.field.host}
              required
              data-autofocus
              autoComplete="off"
              spellCheck={false}
            />
          )}
          <Textarea
            label={t('nameservers.hosts.addressesLabel')}
            description={t('nameservers.hosts.addressesHint')}
            value={addresses}
            onChange={(event) => setAddresses(event.currentTarget.value)}
            error={errors.field.addresses}
            required
            autosize
            minRows={3}
            maxRows={13}
            spellCheck={false}
            ff="monospace"
            data-autofocus={host ? true : undefined}
          />
          <DialogFormFooter error={errors.form} pending={mutation.isPending} onCancel={handleClose} submitLabel={t('nameservers.save')} />
        </Stack>
      </form>
    </DialogShell>
  );
}
