import { useState } from 'react';
import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TemplateView } from '@common/api/nameserver.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { LoadError } from '@web/components/ui/load-error';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { errorText } from '@web/lib/error-text';
import { useDeleteTemplate, useSetDefaultTemplate, useTemplates } from '../api/templates';
import { DESTRUCTIVE_COLOR } from '../form-helpers';
import { ApplyTemplateDialog } from './apply-template-dialog';
import { DialogShell } from '@web/components/ui/dialog-shell';
import { TemplateDialog } from './template-dialog';

type Editing = { kind: 'create' } | { kind: 'edit'; template: TemplateView } | null;

/** The customer's nameserver templates: create, edit, mark default, delete, apply to domains. */
export function TemplateList() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const templates = useTemplates();
  const setDefault = useSetDefaultTemplate();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TemplateView | null>(null);
  const [applying, setApplying] = useState<TemplateView | null>(null);
  const onError = (error: unknown) => snackbar.error(errorText(error, language));

  function handleDefault(template: TemplateView) {
    const on = !template.is_default;
    setDefault.mutate(
      { id: template.id, is_default: on },
      {
        onError,
        onSuccess: () =>
          snackbar.success(on ? t('nameservers.templates.defaultSet', { name: template.name }) : t('nameservers.templates.defaultRemoved')),
      },
    );
  }

  function handleDelete() {
    if (!deleting) return;
    const template = deleting;
    remove.mutate(
      { id: template.id },
      {
        onError,
        onSuccess: () => snackbar.success(t('nameservers.templates.deleted', { name: template.name })),
        onSettled: () => setDeleting(null),
      },
    );
  }

  let body;
  if (templates.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-label={t('nameservers.templates.loading')}>
        {[0, 1].map((row) => (
          <Skeleton key={row} height={96} />
        ))}
      </Stack>
    );
  } else if (templates.isError) {
    body = <LoadError error={templates.error} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />;
  } else if (templates.data.templates.length === 0) {
    body = <Text>{t('nameservers.templates.empty')}</Text>;
  } else {
    body = (
      <Stack gap="sm" component="ul" aria-label={t('nameservers.templates.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {templates.data.templates.map((template) => (
          <Card key={template.id} component="li" withBorder padding="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={700} style={{ wordBreak: 'break-word' }}>
                    {template.name}
                  </Text>
                  {template.is_default && (
                    <Badge color={STATUS_COLORS.info} variant="light" c="gray.9">
                      {t('nameservers.templates.default')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {template.nameservers.join(', ')}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() => setApplying(template)}
                  aria-label={t('nameservers.templates.applyFor', { name: template.name })}
                >
                  {t('nameservers.templates.apply')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => handleDefault(template)}
                  loading={setDefault.isPending && setDefault.variables?.id === template.id}
                  aria-label={t(template.is_default ? 'nameservers.templates.removeDefaultFor' : 'nameservers.templates.makeDefaultFor', {
                    name: template.name,
                  })}
                >
                  {t(template.is_default ? 'nameservers.templates.removeDefault' : 'nameservers.templates.makeDefault')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setEditing({ kind: 'edit', template })}
                  aria-label={t('nameservers.templates.editFor', { name: template.name })}
                >
                  {t('nameservers.templates.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color={DESTRUCTIVE_COLOR}
                  onClick={() => setDeleting(template)}
                  aria-label={t('nameservers.templates.deleteFor', { name: template.name })}
                >
                  {t('nameservers.templates.delete')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text maw={680}>{t('nameservers.templates.intro')}</Text>
        <Button onClick={() => setEditing({ kind: 'create' })}>{t('nameservers.templates.add')}</Button>
      </Group>
      {body}
      {editing && (
        <TemplateDialog
          key={editing.kind === 'edit' ? editing.template.id : 'new'}
          opened
          onClose={() => setEditing(null)}
          template={editing.kind === 'edit' ? editing.template : null}
        />
      )}
      {applying && <ApplyTemplateDialog template={applying} onClose={() => setApplying(null)} />}
      <DialogShell opened={deleting !== null} onClose={() => setDeleting(null)} title={t('nameservers.templates.deleteTitle')}>
        <Text mb="md">{t('nameservers.templates.deleteText', { name: deleting?.name ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
            {t('nameservers.cancel')}
          </Button>
          <Button color={DESTRUCTIVE_COLOR} onClick={handleDelete} loading={remove.isPending}>
            {t('nameservers.templates.delete')}
          </Button>
        </Group>
      </DialogShell>
    </Stack>
  );
}
