import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, ScrollArea, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TemplateApplyView, TemplateView } from '@common/api/nameserver.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { LoadError } from '@web/components/ui/load-error';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { DOMAIN_CHOICES_LIMIT, useDomainChoices } from '../api/domain-choices';
import { useApplyTemplate } from '../api/templates';
import { DialogShell } from '@web/components/ui/dialog-shell';

/**
 * Gives a template's nameservers to the domains picked here (searchable checkbox list), then
 * shows what happened to each: changed, or not changed and why.
 */
export function ApplyTemplateDialog({ template, onClose }: { template: TemplateView; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const choices = useDomainChoices(search);
  const apply = useApplyTemplate();
  const [result, setResult] = useState<TemplateApplyView | null>(null);

  const toggle = (domain: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(domain);
      else next.delete(domain);
      return next;
    });

  const shown = choices.data?.domains ?? [];
  let picker;
  if (choices.isPending) {
    picker = (
      <Stack gap="xs" role="status" aria-label={t('nameservers.templates.search')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={24} />
        ))}
      </Stack>
    );
  } else if (choices.isError && !choices.data) {
    picker = <LoadError error={choices.error} onRetry={() => void choices.refetch()} retrying={choices.isFetching} />;
  } else if (shown.length === 0) {
    picker = <Text>{t('nameservers.templates.noMatch')}</Text>;
  } else {
    picker = (
      <Stack gap="xs">
        <Checkbox
          label={t('nameservers.templates.selectAll')}
          checked={shown.every((entry) => selected.has(entry.domain))}
          indeterminate={shown.some((entry) => selected.has(entry.domain)) && !shown.every((entry) => selected.has(entry.domain))}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setSelected((current) => {
              const next = new Set(current);
              for (const entry of shown) {
                if (on) next.add(entry.domain);
                else next.delete(entry.domain);
              }
              return next;
            });
          }}
        />
        <ScrollArea.Autosize mah={260} type="auto" tabIndex={0} aria-label={t('nameservers.templates.domainsLabel')}>
          <Stack gap={6} role="group" aria-label={t('nameservers.templates.domainsLabel')} pl="md">
            {shown.map((entry) => (
              <Checkbox
                key={entry.domain}
                label={entry.domain_utf8}
                checked={selected.has(entry.domain)}
                onChange={(event) => toggle(entry.domain, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        {(choices.data?.total ?? 0) > DOMAIN_CHOICES_LIMIT && (
          <Text size="sm" c="dimmed">
            {t('nameservers.templates.moreDomains', { count: DOMAIN_CHOICES_LIMIT })}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <DialogShell opened onClose={onClose} title={t('nameservers.templates.applyTitle', { name: template.name })} size="lg">
      {result ? (
        <Stack gap="md">
          <Text fw={600} role="status">
            {t('nameservers.templates.appliedSummary', { applied: result.applied, failed: result.failed })}
          </Text>
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="xs" aria-label={t('nameservers.templates.resultsTitle')}>
              <Table.Tbody>
                {result.results.map((entry) => (
                  <Table.Tr key={entry.domain}>
                    <Table.Th scope="row" fw={600}>
                      {entry.domain_utf8}
                    </Table.Th>
                    <Table.Td>
                      <Badge color={entry.ok ? STATUS_COLORS.success : STATUS_COLORS.error} variant="light" c="gray.9">
                        {entry.ok ? t('nameservers.templates.resultOk') : t('nameservers.templates.resultFailed')}
                      </Badge>
                    </Table.Td>
                    <Table.Td fz="sm">{entry.error?.message ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('nameservers.templates.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('nameservers.templates.applyText', { nameservers: template.nameservers.join(', ') })}</Text>
          <TextInput
            label={t('nameservers.templates.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
          {picker}
          <Text size="sm" aria-live="polite">
            {t('nameservers.templates.selected', { count: selected.size })}
          </Text>
          {apply.isError && (
            <Alert color={STATUS_COLORS.error} role="alert">
              {errorText(apply.error, language)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={apply.isPending}>
              {t('nameservers.cancel')}
            </Button>
            <Button
              disabled={selected.size === 0}
              loading={apply.isPending}
              onClick={() => apply.mutate({ id: template.id, domains: [...selected] }, { onSuccess: setResult })}
            >
              {t('nameservers.templates.applyButton')}
            </Button>
          </Group>
        </Stack>
      )}
    </DialogShell>
  );
}
