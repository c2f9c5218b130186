import { useId } from 'react';
import { Badge, Group, NavLink, Skeleton, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PriceView } from '@common/money/price-view';
import { paths } from '@web/app/paths';
import { useFormatPrice } from '@web/features/session/hooks/use-format-price';
import { useLatestTlds } from '../api/get-latest-tlds';
import { newestTlds } from '../latest-tlds';

const money = (view: PriceView) => ({ amount: view.total, currency: view.currency });

interface LatestTldsProps {
  headingOrder?: TitleOrder;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** The 10 newest TLDs with their registration price (spec §2.3); failure shows the default error text (§8). */
export function LatestTlds({ headingOrder = 2, onNavigate }: LatestTldsProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const latest = useLatestTlds();
  const headingId = useId();

  let body;
  if (latest.isPending) {
    body = (
      <Stack gap={6} role="status" aria-label={t('tlds.latest.loading')}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={28} />
        ))}
      </Stack>
    );
  } else if (latest.isError) {
    body = <Text size="sm">{t('errors.text')}</Text>;
  } else if (latest.data.length === 0) {
    body = <Text size="sm">{t('tlds.latest.empty')}</Text>;
  } else {
    body = (
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {newestTlds(latest.data).map((tld) => (
          <li key={tld.tld}>
            <NavLink
              component={Link}
              to={paths.tldLanding.getHref(tld.tld)}
              onClick={onNavigate}
              label={
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text component="span" fw={600}>
                    .<bdi>{tld.tld_utf8}</bdi>
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    {tld.registration.promotion && (
                      <Badge size="xs" color="accent.8" variant="filled">
                        {t('tlds.promotion')}
                      </Badge>
                    )}
                    <Text component="span" size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatPrice(money(tld.registration))}
                    </Text>
                  </Group>
                </Group>
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Title order={headingOrder} size="h5" id={headingId} mb="xs">
        {t('tlds.latest.title')}
      </Title>
      {body}
    </section>
  );
}
