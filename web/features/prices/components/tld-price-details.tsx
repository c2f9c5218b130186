import { Alert, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDiscount, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PriceList, PriceListEntry } from '@common/api/price.contract';
import type { PriceView } from '@common/money/price-view';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { formatEndDate, PRICE_KINDS } from '../price-rules';
import { PriceAmount } from './price-amount';
import { ServiceBadges } from './service-badges';
import { VatNote } from './vat-note';
import classes from './prices.module.css';
import '../prices-texts';

/** The running promotions of a TLD, each with its text and end (spec §2.1 TldLanding). */
function RunningPromotions({ entry }: { entry: PriceListEntry }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const running = (['registration', 'renewal', 'transfer'] as const).filter(
    (kind) => entry[kind].promotion && entry[kind].promotion_details,
  );
  if (running.length === 0) return null;
  return (
    <Stack gap="sm">
      {running.map((kind) => {
        const details = entry[kind].promotion_details!;
        return (
          <Alert
            key={kind}
            variant="light"
            color="accent"
            // The accent's light shade is too pale for text on its tint; the darkest one reads well.
            styles={{ title: { color: 'var(--mantine-color-accent-9)' }, icon: { color: 'var(--mantine-color-accent-8)' } }}
            icon={<IconDiscount aria-hidden />}
            title={t(`prices.promotionOf.${kind}`, { percent: details.discount_percent })}
          >
            <Text size="sm">{details.text}</Text>
            <Text size="sm" mt={4} fw={600}>
              {t('prices.until', { date: formatEndDate(details.ends_at, language) })}
            </Text>
          </Alert>
        );
      })}
    </Stack>
  );
}

/** Prices, extra fees, services and transfer notes of one TLD, for its landing page. */
export function TldPriceDetails({ list, entry }: { list: PriceList; entry: PriceListEntry }) {
  const { t } = useTranslation();
  const rows: { id: string; label: string; view: PriceView }[] = PRICE_KINDS.map((kind) => ({
    id: kind,
    label: t(`prices.columns.${kind}`),
    view: entry[kind],
  }));
  if (entry.trade) rows.push({ id: 'trade', label: t('prices.extra.trade'), view: entry.trade });
  if (entry.trustee) rows.push({ id: 'trustee', label: t('prices.extra.trustee'), view: entry.trustee });
  const notes = [entry.transfer_authinfo2 && t('prices.notes.authinfo2'), entry.transfer_quarantine && t('prices.notes.quarantine')].filter(
    Boolean,
  ) as string[];

  return (
    <Stack gap="lg">
      <RunningPromotions entry={entry} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg" component="section" aria-labelledby="tld-prices-title">
          <Title order={2} size="h3" id="tld-prices-title" mb="sm">
            {t('prices.landing.pricesTitle')}
          </Title>
          <Table verticalSpacing="xs" className={classes.table}>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row" fw={500}>
                    {row.label}
                  </Table.Th>
                  <Table.Td className={classes.numeric}>
                    <PriceAmount view={row.view} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <VatNote vatRate={list.vat_rate} />
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="tld-services-title">
          <Title order={2} size="h3" id="tld-services-title" mb="sm">
            {t('prices.landing.servicesTitle')}
          </Title>
          <ServiceBadges entry={entry} />
          {notes.length > 0 && (
            <Alert mt="md" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('prices.notes.title')}>
              {notes.map((note) => (
                <Text key={note} size="sm">
                  {note}
                </Text>
              ))}
            </Alert>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
