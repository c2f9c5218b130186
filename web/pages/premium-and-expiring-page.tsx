import '@web/features/premium/premium-texts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PREMIUM_EXPIRING_KINDS, type PremiumExpiringKind } from '@common/api/premium.contract';
import { PageTitle } from '@web/components/ui/page-title';
import { PremiumList, type PremiumFilters } from '@web/features/premium/components/premium-list';

function readFilters(params: URLSearchParams): PremiumFilters {
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    kind: PREMIUM_EXPIRING_KINDS.includes(kind as PremiumExpiringKind) ? (kind as PremiumExpiringKind) : 'all',
    tld: params.get('tld') || null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** `/domain/premium-and-expiring` (spec §2.1; visitors too, §6): premium names and the drop list. */
export function PremiumAndExpiringPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const handleChange = (next: PremiumFilters) => {
    const search = new URLSearchParams();
    if (next.kind !== 'all') search.set('kind', next.kind);
    if (next.tld) search.set('tld', next.tld);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <>
      <PageTitle>{t('pages.premiumAndExpiring.title')}</PageTitle>
      <Text mb="md" maw={720}>
        {t('premium.intro')}
      </Text>
      <PremiumList filters={filters} onChange={handleChange} />
    </>
  );
}
