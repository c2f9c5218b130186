import { memo, useId } from 'react';
import { Alert, Group, Loader, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import { currentLanguage } from '@web/i18n/i18n';
import { failureText } from '../failure-text';
import { suggestionEntries } from '../search-results';
import type { DomainSearch } from '../use-domain-search';
import { DomainResultList } from './domain-result-list';

/** Available alternatives by name spinning, with their own loading, empty and error states (spec §8). */
export const SuggestionsSection = memo(function SuggestionsSection({ search }: { search: DomainSearch }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { results } = search;
  // Without a successful search there is nothing to suggest; its error is shown above. While the
  // search runs the section waits too: shown earlier, the result list would push it down (a layout shift).
  if (!results || results.search.phase !== 'ready') return null;
  const { suggestions } = results;
  const entries = suggestionEntries(results);

  return (
    <section aria-labelledby={titleId}>
      <Title order={2} id={titleId} mb="sm">
        {t('search.suggestions.title')}
      </Title>
      {suggestions.phase === 'error' ? (
        <Alert color={STATUS_COLORS.error} role="alert">
          {failureText(suggestions.error, currentLanguage())}
        </Alert>
      ) : suggestions.phase === 'ready' ? (
        entries.length === 0 ? (
          <Text>{t('search.suggestions.empty')}</Text>
        ) : (
          <DomainResultList
            label={t('search.suggestions.listLabel')}
            entries={entries}
            onAdd={search.addToCart}
            onRemove={search.removeFromCart}
          />
        )
      ) : (
        <Group gap="sm" py="md" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('search.suggestions.loading')}</Text>
        </Group>
      )}
    </section>
  );
});
