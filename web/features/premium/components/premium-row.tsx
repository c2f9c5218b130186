import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import '../premium-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PremiumExpiringItem } from '@common/api/premium.contract';
import type { Language } from '@common/i18n/languages';
import { paths } from '@web/app/paths';
import { formatDate } from '@web/lib/format-date';

const BADGE_COLORS = { premium: 'accent', redemption: 'red', 'pending-delete': 'gray' } as const;

/**
 * One name: its kind as colour and word, the first-year price with the renewal after it, and the
 * cart button, or for a name the registry still holds the day it becomes free.
 */
export function PremiumRow({
  item,
  language,
  adding,
  onAdd,
}: {
  item: PremiumExpiringItem;
  language: Language;
  adding: boolean;
  onAdd: (domain: string) => void;
}) {
  const { t } = useTranslation();
  const badge = item.kind === 'premium' ? 'premium' : (item.registry_status ?? 'pending-delete');
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-domain={item.domain}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {item.domain_utf8}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color={BADGE_COLORS[badge]} c="gray.9">
              {t(`premium.badges.${badge}`)}
            </Badge>
          </Group>
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flex: '0 1 auto' }}>
          <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {item.price.display_total}
          </Text>
          <Text size="xs" c="dimmed">
            {t('premium.perYear', { renewal: item.renewal.display_total })}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flex: '0 0 auto', minWidth: '10rem' }}>
          {item.in_cart ? (
            <Button
              component={Link}
              to={paths.cartOverview.getHref()}
              variant="light"
              color="green"
              aria-label={t('premium.inCartLabel', { domain: item.domain_utf8 })}
            >
              {t('premium.inCart')}
            </Button>
          ) : item.available ? (
            <Button onClick={() => onAdd(item.domain)} loading={adding} aria-label={t('premium.addLabel', { domain: item.domain_utf8 })}>
              {t('premium.add')}
            </Button>
          ) : (
            <>
              <Text fw={600} size="sm">
                {t('premium.releasedOn', { date: formatDate(item.release_at!, language) })}
              </Text>
              <Text size="xs" c="dimmed" ta="right">
                {item.registry_status === 'redemption' ? t('premium.redemptionHint') : t('premium.releaseHint')}
              </Text>
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
