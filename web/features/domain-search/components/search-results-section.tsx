import { memo, useId } from 'react';
import { Alert, Button, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@common/errors/error-codes';
import { STATUS_COLORS } from '@web/app/theme';
import { currentLanguage } from '@web/i18n/i18n';
import { isApiRequestError } from '@web/lib/api-client';
import { failureText } from '../failure-text';
import { checkProgress, hasMore, shownEntries, type SearchResultsState } from '../search-results';
import type { DomainSearch } from '../use-domain-search';
import { DomainResultList } from './domain-result-list';

interface SearchResultsSectionProps {
  term: string;
  search: DomainSearch;
  /** Opens the IDN language picker for the term (when the server asks for a language). */
  onChooseLanguage: () => void;
}

/**
 * The names of the search with their state as the check streams in, and "Show more" (spec §2.4).
 * Memoised: it renders again only when the (deferred) results change.
 */
export const SearchResultsSection = memo(function SearchResultsSection({ term, search, onChooseLanguage }: SearchResultsSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { results } = search;

  return (
    <section aria-labelledby={titleId}>
      <Title order={2} id={titleId} mb="sm">
        {t('search.results.title', { term })}
      </Title>
      {!results || results.search.phase === 'loading' ? (
        <Group gap="sm" py="md" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('search.results.searching')}</Text>
        </Group>
      ) : results.search.phase === 'error' ? (
        <SearchError error={results.search.error} onChooseLanguage={onChooseLanguage} />
      ) : (
        <ResultList results={results} search={search} />
      )}
    </section>
  );
});

function SearchError({ error, onChooseLanguage }: { error: unknown; onChooseLanguage: () => void }) {
  const { t } = useTranslation();
  const needsLanguage = isApiRequestError(error) && error.code === ErrorCode.IdnLanguageRequired;
  return (
    <Alert color={STATUS_COLORS.error} role="alert" title={t('search.results.errorTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{failureText(error, currentLanguage())}</Text>
        {needsLanguage && (
          <Button variant="white" color={STATUS_COLORS.error} onClick={onChooseLanguage}>
            {t('search.results.chooseLanguage')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function ResultList({ results, search }: { results: SearchResultsState; search: DomainSearch }) {
  const { t } = useTranslation();
  const rows = shownEntries(results);
  const { done, total } = checkProgress(results);
  const checking = results.activeChecks > 0;

  if (rows.length === 0) {
    return <Text py="md">{t('search.results.empty')}</Text>;
  }

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" role="status" mb={4}>
          {checking ? t('search.results.progress', { done, total }) : t('search.results.checked', { count: total })}
        </Text>
        {/* Hidden rather than removed once the check ends, so that the list below does not move up. */}
        <Progress
          value={total ? (done / total) * 100 : 0}
          size="sm"
          aria-label={t('search.results.progressLabel')}
          animated={checking}
          style={checking ? undefined : { visibility: 'hidden' }}
        />
      </div>
      {results.checkError !== null && (
        <Alert color={STATUS_COLORS.warning} role="alert">
          {failureText(results.checkError, currentLanguage())}
        </Alert>
      )}
      <DomainResultList label={t('search.results.listLabel')} entries={rows} onAdd={search.addToCart} onRemove={search.removeFromCart} />
      {hasMore(results) && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => {
              if (!checking) search.showMore();
            }}
            data-disabled={checking || undefined}
            aria-disabled={checking || undefined}
            leftSection={checking ? <Loader size={16} color="currentColor" aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
          >
            {t('search.results.showMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
