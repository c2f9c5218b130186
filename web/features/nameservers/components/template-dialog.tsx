import { useState, type FormEvent } from 'react';
import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_NAME_MAX, type TemplateView } from '@common/api/nameserver.contract';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { useCreateTemplate, useUpdateTemplate } from '../api/templates';
import { fieldErrors, linesOf } from '../form-helpers';
import { DialogShell } from '@web/components/ui/dialog-shell';
import { DialogFormFooter } from '@web/components/ui/dialog-form-footer';
import '../nameservers-texts';

/** Creates a template, or given `template` changes its name and nameservers. */
export function TemplateDialog({ opened, onClose, template }: { opened: boolean; onClose: () => void; template: TemplateView | null }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [text, setText] = useState(template ? template.nameservers.join('\n') : '');
  const [isDefault, setIsDefault] = useState(false);
  const mutation = template ? update : create;
  const errors = fieldErrors(mutation.error, language, ['name', 'nameservers']);

  function handleClose() {
    create.reset();
    update.reset();
    onClose();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const nameservers = linesOf(text);
    const done = (saved: TemplateView) => {
      snackbar.success(t(template ? 'nameservers.templates.updated' : 'nameservers.templates.created', { name: saved.name }));
      handleClose();
    };
    if (template) update.mutate({ id: template.id, name: name.trim(), nameservers }, { onSuccess: done });
    else create.mutate({ name: name.trim(), nameservers, is_default: isDefault }, { onSuccess: done });
  }

  return (
    <DialogShell
      opened={opened}
      onClose={handleClose}
      title={t(template ? 'nameservers.templates.editTitle' : 'nameservers.templates.createTitle')}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('nameservers.templates.nameLabel')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.field.name}
            maxLength={TEMPLATE_NAME_MAX}
            required
            data-autofocus
          />
          <Textarea
            label={t('nameservers.templates.nameserversLabel')}
            description={t('nameservers.templates.nameserversHint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={errors.field.nameservers}
            required
            autosize
            minRows={3}
            maxRows={13}
            spellCheck={false}
            ff="monospace"
          />
          {!template && (
            <Checkbox
              label={t('nameservers.templates.defaultLabel')}
              checked={isDefault}
              onChange={(event) => setIsDefault(event.currentTarget.checked)}
            />
          )}
          <DialogFormFooter error={errors.form} pending={mutation.isPending} onCancel={handleClose} submitLabel={t('nameservers.save')} />
        </Stack>
      </form>
    </DialogShell>
  );
}
