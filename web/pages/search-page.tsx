import { useCallback, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { paths } from '@web/app/paths';
import { DomainSearchBox } from '@web/features/domain-search/components/domain-search-box';
import { LazyIdnLanguageDialog } from '@web/features/domain-search/components/lazy-idn-language-dialog';
import { SearchResultsSection } from '@web/features/domain-search/components/search-results-section';
import { SuggestionsSection } from '@web/features/domain-search/components/suggestions-section';
import { useDomainSearch } from '@web/features/domain-search/use-domain-search';

/** SearchDomain and SearchDomainTerm (spec §2.4): the search box, the streamed results and the suggestions. */
export function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const term = (useParams().term ?? '').trim();
  const language = useSearchParams()[0].get('language') || null;
  const search = useDomainSearch(term, language);
  // null until first opened, so that the picker's code loads only when needed.
  const [pickerOpened, setPickerOpened] = useState<boolean | null>(null);
  const openPicker = useCallback(() => setPickerOpened(true), []);

  return (
    <Stack gap="xl">
      <div>
        <PageTitle>{t('pages.searchDomain.title')}</PageTitle>
        <DomainSearchBox key={term} initialTerm={term || undefined} />
      </div>
      {term ? (
        <>
          <SearchResultsSection term={term} search={search} onChooseLanguage={openPicker} />
          <SuggestionsSection search={search} />
          {pickerOpened !== null && (
            <LazyIdnLanguageDialog
              opened={pickerOpened}
              term={term}
              onClose={() => setPickerOpened(false)}
              onProceed={(chosen) => {
                setPickerOpened(false);
                navigate(paths.searchDomainTerm.getHref(term, chosen));
              }}
            />
          )}
        </>
      ) : (
        <Text maw="40rem">{t('search.page.intro')}</Text>
      )}
    </Stack>
  );
}
