import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PriceView } from '@common/money/price-view';
import { paths } from '@web/app/paths';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';
import { useFormatPrice } from '@web/features/session/hooks/use-format-price';
import { usePriceGroups } from '../api/get-price-groups';

const money = (view: PriceView) => ({ amount: view.total, currency: view.currency });

/** Every TLD by category, with its registration price and a link to its page (spec §2.1 TldList). */
export function TldGroups() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const formatPrice = useFormatPrice();
  const groups = usePriceGroups();

  if (groups.isPending) {
    return (
      <Stack gap="lg" role="status" aria-label={t('tlds.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index}>
            <Skeleton height={24} width={180} mb="sm" />
            <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} spacing="xs">
              {Array.from({ length: 6 }, (_, item) => (
                <Skeleton key={item} height={56} />
              ))}
            </SimpleGrid>
          </div>
        ))}
      </Stack>
    );
  }
  if (groups.isError) return <Text role="alert">{errorText(groups.error, language)}</Text>;
  const filled = groups.data.filter((group) => group.tlds.length > 0);
  if (filled.length === 0) return <Text>{t('tlds.empty')}</Text>;

  return (
    <Stack gap="xl">
      <Group component="nav" aria-label={t('tlds.jumpTo')} gap="xs">
        {filled.map((group) => (
          <Anchor key={group.category} href={`#tld-group-${group.category}`} size="sm">
            {t(`tlds.categories.${group.category}`)}
          </Anchor>
        ))}
      </Group>
      {filled.map((group) => (
        <section key={group.category} id={`tld-group-${group.category}`} aria-labelledby={`tld-group-${group.category}-title`}>
          <Title order={2} size="h3" id={`tld-group-${group.category}-title`} mb="sm">
            {t(`tlds.categories.${group.category}`)}
          </Title>
          <SimpleGrid
            component="ul"
            cols={{ base: 2, xs: 3, sm: 4, md: 6 }}
            spacing="xs"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {group.tlds.map((tld) => (
              <li key={tld.tld}>
                <Card component={Link} to={paths.tldLanding.getHref(tld.tld)} withBorder padding="xs" h="100%">
                  <Text fw={700} c="brand.7" td="underline">
                    .<bdi>{tld.tld_utf8}</bdi>
                  </Text>
                  <Group gap={4} wrap="wrap">
                    <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatPrice(money(tld.registration))}
                    </Text>
                    {tld.registration.promotion && (
                      <Badge size="xs" color="accent.8" variant="filled">
                        {t('tlds.promotion')}
                      </Badge>
                    )}
                  </Group>
                </Card>
              </li>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
