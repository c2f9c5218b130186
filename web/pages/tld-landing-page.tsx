import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { paths } from '@web/app/paths';
import { usePriceList } from '@web/features/prices/api/get-price-list';
import { TldPriceDetails } from '@web/features/prices/components/tld-price-details';
import { PriceAmount } from '@web/features/prices/components/price-amount';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useTldLogos } from '@web/features/tlds/api/get-tld-logos';
import { TldLogo } from '@web/features/tlds/components/tld-logo';
import { TldSearchForm } from '@web/features/tlds/components/tld-search-form';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { NotFoundPage } from './not-found-page';
import '@web/features/prices/prices-texts';

/** A TLD the server does not know (or cannot read) is a page that does not exist. */
function isUnknownTld(error: unknown): boolean {
  return isApiRequestError(error) && (error.httpStatus === 404 || error.httpStatus === 400);
}

function LandingSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-label={t('tlds.landing.loading')}>
      <Skeleton height={56} width={240} />
      <Skeleton height={16} width="50%" />
      <Skeleton height={90} />
      <Skeleton height={220} />
    </Stack>
  );
}

/** TldLanding (spec §2.1): one TLD with its prices, services, running promotion and a search box. */
export function TldLandingPage() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const { tld: param = '' } = useParams();
  const tldParam = param.trim().toLowerCase().replace(/^\.+/, '');
  const list = usePriceList(tldParam || undefined);
  const logos = useTldLogos().data;

  if (!tldParam) return <NotFoundPage />;
  if (list.isPending) return <LandingSkeleton />;
  if (list.isError) {
    if (isUnknownTld(list.error)) return <NotFoundPage />;
    return (
      <Card withBorder padding="lg" role="alert" mt="md">
        <Group gap="sm" wrap="nowrap" mb="sm">
          <IconMoodSad size={28} aria-hidden stroke={1.5} />
          <Text>{errorText(list.error, language)}</Text>
        </Group>
        <Button variant="light" onClick={() => void list.refetch()} loading={list.isFetching}>
          {t('prices.retry')}
        </Button>
      </Card>
    );
  }
  const entry = list.data.prices[0];
  if (!entry) return <NotFoundPage />;

  return (
    <Stack gap="xl">
      <div>
        <Group gap="md" align="center" wrap="nowrap" mb="xs">
          <TldLogo tldUtf8={entry.tld_utf8} logoPath={logos?.[entry.tld]} size={48} />
          <PageTitle mb={0}>{t('tlds.landing.title', { tld: entry.tld_utf8 })}</PageTitle>
        </Group>
        <Group gap={6} mb="sm">
          {entry.categories.map((category) => (
            <Badge key={category} variant="outline" color="gray.7" tt="none" fw={500}>
              {t(`tlds.categories.${category}`)}
            </Badge>
          ))}
        </Group>
        <Group gap="xs" align="flex-start">
          <Text>{t('tlds.landing.registerFrom')}</Text>
          <PriceAmount view={entry.registration} align="start" />
        </Group>
      </div>

      <Card withBorder padding="lg" bg="brand.0">
        <TldSearchForm tld={entry.tld} tldUtf8={entry.tld_utf8} />
      </Card>

      <TldPriceDetails list={list.data} entry={entry} />

      <Group gap="lg">
        <Anchor component={Link} to={paths.domainPrices.getHref()}>
          {t('tlds.landing.allPrices')}
        </Anchor>
        <Anchor component={Link} to={paths.tldList.getHref()}>
          {t('tlds.landing.allTlds')}
        </Anchor>
      </Group>
    </Stack>
  );
}
