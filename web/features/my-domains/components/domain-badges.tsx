import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import '../my-domains-texts';
import { useRowT } from '@web/i18n/use-row-t';
import type { CustomerDomainStatus, CustomerDomainView } from '@common/api/customer-domain.contract';
import type { Language } from '@common/i18n/languages';
import { formatDate } from '@web/lib/format-date';

/** One colour per state across the shop (design.md: colour and word, never colour alone). */
export const STATUS_BADGE_COLORS: Record<CustomerDomainStatus, string> = {
  active: 'green',
  expiring: 'accent',
  grace: 'orange',
  expired: 'red',
  redemption: 'red',
  'pending-delete': 'gray',
  'pending-transfer': 'brand',
};

function LightBadge({ color, children }: { color: string; children: ReactNode }) {
  // Dark words on the light colour meet WCAG AA for every theme colour, as the other badges do.
  return (
    <Badge variant="light" color={color} c="gray.9">
      {children}
    </Badge>
  );
}

/** The domain's status, a suspension (clientHold or serverHold) with why and what to do, and its transfer locks. */
export function DomainBadges({ domain, language }: { domain: CustomerDomainView; language: Language }) {
  const t = useRowT();
  const badges = (
    <Group gap={4} wrap="wrap">
      <LightBadge color={STATUS_BADGE_COLORS[domain.status]}>{t(`myDomains.statuses.${domain.status}`)}</LightBadge>
      {domain.suspended && <LightBadge color="red">{t('myDomains.suspended')}</LightBadge>}
      {domain.transfer_lock && <LightBadge color="gray">{t('myDomains.transferLock')}</LightBadge>}
      {domain.transfer_locked_until && (
        <LightBadge color="gray">{t('myDomains.lockedUntil', { date: formatDate(domain.transfer_locked_until, language) })}</LightBadge>
      )}
    </Group>
  );
  if (!domain.suspended) return badges;
  // The registrant verification is lifted on the contacts page (decision 048); any other hold is the support team's.
  const action = domain.suspended === 'registrant-verification' ? paths.contacts.getHref() : paths.cms.getHref('support');
  return (
    <Stack gap={4}>
      {badges}
      <Text size="xs">
        {t(`myDomains.suspendedHint.${domain.suspended}`)}{' '}
        <Anchor component={Link} to={action} size="xs">
          {t(`myDomains.suspendedAction.${domain.suspended}`)}
        </Anchor>
      </Text>
    </Stack>
  );
}
