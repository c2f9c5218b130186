import { Group, Stack, Text } from '@mantine/core';
import '../dashboard-texts';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/app/paths';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useOffers } from '../api/get-offers';
import { formatDate } from '@web/lib/format-date';
import { DashboardCard, EmptyText } from './dashboard-card';
import { StatusBadge } from './status-badge';

const OFFERS_SHOWN = 4;

/** The running promotions, priced for the session (refreshed with the news after a settings save, spec §4). */
export function OffersCard() {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const offers = useOffers();
  return (
    <DashboardCard
      title={t('dashboard.offers.title')}
      href={paths.domainPrices.getHref({ promotionsOnly: true })}
      linkLabel={t('dashboard.offers.link')}
      query={offers}
    >
      {offers.data && offers.data.length === 0 && <EmptyText>{t('dashboard.offers.empty')}</EmptyText>}
      {offers.data && offers.data.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {offers.data.slice(0, OFFERS_SHOWN).map((offer) => (
            <Group component="li" key={offer.id} justify="space-between" gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  .{offer.tld_utf8}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('dashboard.offers.until', { date: formatDate(offer.promo_data.end_date.date, language) })}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {offer.promo_data.price.display_total}
                </Text>
                <StatusBadge color="accent">{t(`dashboard.offers.kinds.${offer.promo_type}`)}</StatusBadge>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
