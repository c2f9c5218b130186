import { Anchor, Box, Card, Group, SimpleGrid, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PriceListEntry } from '@common/api/price.contract';
import { paths } from '@web/app/paths';
import { PRICE_KINDS } from '../price-rules';
import { PriceFigure, usePriceFormat } from './price-amount';
import { ServiceBadges } from './service-badges';
import classes from './prices.module.css';
import '../prices-texts';

function TldLink({ entry }: { entry: PriceListEntry }) {
  return (
    <Anchor component={Link} to={paths.tldLanding.getHref(entry.tld)} className={classes.tldLink}>
      .<bdi>{entry.tld_utf8}</bdi>
    </Anchor>
  );
}

/** Rows in the first render: more than a screen holds. */
const FIRST_ROWS = 30;

/**
 * The prices as a table on wide screens and as cards on phones and tablets. Only the one the
 * screen shows is rendered: with hundreds of endings, both together doubled the page's elements
 * and the time to draw them (docs/decisions/040-lighthouse.md).
 */
export function PriceTable({ entries: allEntries, caption }: { entries: PriceListEntry[]; caption: string }) {
  const { t } = useTranslation();
  const priceFormat = usePriceFormat();
  // On the page's first render the first screenful only; the whole list follows in a transition,
  // which React renders in short tasks, so the page answers input meanwhile instead of freezing
  // for the whole list. Later changes (a filter) show the whole list at once, never stale rows.
  const [complete, setComplete] = useState(false);
  useEffect(() => startTransition(() => setComplete(true)), []);
  const entries = complete ? allEntries : allEntries.slice(0, FIRST_ROWS);
  // Read at once, not after a first render, so the first render is already the right view. Below
  // Mantine's md breakpoint (62em), as the layout's own breakpoints.
  const narrow = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  if (!narrow) {
    return (
      <Box>
        <Table className={classes.table} striped highlightOnHover verticalSpacing="sm" captionSide="top">
          <Table.Caption style={{ textAlign: 'start' }}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('prices.columns.tld')}</Table.Th>
              {PRICE_KINDS.map((kind) => (
                <Table.Th key={kind} scope="col" className={classes.numeric}>
                  {t(`prices.columns.${kind}`)}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('prices.columns.services')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.tld}>
                <Table.Th scope="row" fw={400}>
                  <TldLink entry={entry} />
                </Table.Th>
                {PRICE_KINDS.map((kind) => (
                  <Table.Td key={kind} className={classes.numeric}>
                    <PriceFigure view={entry[kind]} priceFormat={priceFormat} />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ServiceBadges entry={entry} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    );
  }
  return (
    <Box>
      <Text size="sm" c="dimmed" mb="sm">
        {caption}
      </Text>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2 }} spacing="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map((entry) => (
          <Card component="li" key={entry.tld} withBorder padding="md">
            <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
              <TldLink entry={entry} />
              <ServiceBadges entry={entry} />
            </Group>
            <dl className={classes.cardPrices}>
              {PRICE_KINDS.map((kind) => (
                <Box key={kind} display="contents">
                  <dt>{t(`prices.columns.${kind}`)}</dt>
                  <dd>
                    <PriceFigure view={entry[kind]} priceFormat={priceFormat} />
                  </dd>
                </Box>
              ))}
            </dl>
          </Card>
        ))}
      </SimpleGrid>
    </Box>
  );
}
