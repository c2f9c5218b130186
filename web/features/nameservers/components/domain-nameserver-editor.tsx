import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Select, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DomainNameserversView } from '@common/api/nameserver.contract';
import { STATUS_COLORS } from '@web/app/theme';
import { LoadError } from '@web/components/ui/load-error';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { useDomainChoices } from '../api/domain-choices';
import { useDomainNameservers, useSetDomainNameservers } from '../api/domain-nameservers';
import { useTemplates } from '../api/templates';
import { fieldErrors, linesOf } from '../form-helpers';

/**
 * The nameservers of one domain (chosen here, or given by the page's `?domain=`): the registry's
 * current list in an editable field, optionally filled in from a template, saved as a whole.
 */
export function DomainNameserverEditor({
  domain,
  onDomainChange,
}: {
  domain: string | null;
  onDomainChange: (domain: string | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // A searchable select shows the chosen name as its search text: that is no search.
  const choices = useDomainChoices(search === domain ? '' : search);
  const current = useDomainNameservers(domain);

  const options = (choices.data?.domains ?? []).map((entry) => ({ value: entry.domain_utf8, label: entry.domain_utf8 }));
  if (domain && !options.some((option) => option.value === domain)) options.unshift({ value: domain, label: domain });
  const noDomains = choices.isSuccess && choices.data.total === 0 && !search;

  return (
    <Stack gap="sm" component="section" aria-labelledby="nameserver-domain-title">
      <div>
        <Title order={2} size="h3" id="nameserver-domain-title">
          {t('nameservers.domain.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('nameservers.domain.hint')}
        </Text>
      </div>
      {choices.isError && !choices.data ? (
        <LoadError error={choices.error} onRetry={() => void choices.refetch()} retrying={choices.isFetching} />
      ) : noDomains ? (
        <Text>{t('nameservers.domain.noDomains')}</Text>
      ) : (
        <Select
          label={t('nameservers.domain.choose')}
          placeholder={t('nameservers.domain.choosePlaceholder')}
          data={options}
          value={domain}
          onChange={onDomainChange}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={t('nameservers.templates.noMatch')}
          maw={420}
          allowDeselect={false}
        />
      )}
      {domain &&
        (current.isPending ? (
          <Stack gap="xs" role="status" aria-label={t('nameservers.domain.loading', { domain })}>
            <Skeleton height={24} width={200} />
            <Skeleton height={96} />
          </Stack>
        ) : current.isError ? (
          <LoadError error={current.error} onRetry={() => void current.refetch()} retrying={current.isFetching} />
        ) : (
          // Keyed by the domain only: a refetch after saving must not remount the form (and drop its success message).
          <NameserverForm key={current.data.domain} view={current.data} />
        ))}
    </Stack>
  );
}

function NameserverForm({ view }: { view: DomainNameserversView }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const templates = useTemplates();
  const save = useSetDomainNameservers();
  const [text, setText] = useState(view.nameservers.join('\n'));
  const errors = fieldErrors(save.error, language, ['nameservers']);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { domain: view.domain, nameservers: linesOf(text) },
      { onSuccess: () => snackbar.success(t('nameservers.domain.saved', { domain: view.domain_utf8 })) },
    );
  }

  const templateOptions = (templates.data?.templates ?? []).map((template) => ({ value: String(template.id), label: template.name }));
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm" maw={520}>
        {templateOptions.length > 0 && (
          <Select
            label={t('nameservers.domain.fromTemplate')}
            data={templateOptions}
            value={null}
            onChange={(id) => {
              const template = templates.data?.templates.find((entry) => String(entry.id) === id);
              if (template) setText(template.nameservers.join('\n'));
            }}
          />
        )}
        <Textarea
          label={t('nameservers.domain.label', { domain: view.domain_utf8 })}
          description={t('nameservers.domain.hintField')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={errors.field.nameservers}
          autosize
          minRows={2}
          maxRows={13}
          spellCheck={false}
          ff="monospace"
        />
        {errors.form && (
          <Alert color={STATUS_COLORS.error} role="alert">
            {errors.form}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('nameservers.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
