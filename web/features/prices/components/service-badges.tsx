import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { IconKey, IconMail, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PriceListEntry } from '@common/api/price.contract';

const SERVICES = [
  { id: 'privacy', icon: IconShieldLock },
  { id: 'dnssec', icon: IconKey },
  { id: 'mailbox', icon: IconMail },
] as const;

/** The services a TLD offers (WHOIS privacy, DNSSEC, mailboxes), each as an icon with its word. */
export function ServiceBadges({ entry }: { entry: Pick<PriceListEntry, 'privacy' | 'dnssec' | 'mailbox'> }) {
  const { t } = useTranslation();
  const offered = SERVICES.filter((service) => entry[service.id]);
  const missing = SERVICES.filter((service) => !entry[service.id]);
  return (
    <Group gap={4} wrap="wrap">
      {offered.map((service) => (
        <Badge key={service.id} variant="outline" color="gray.4" c="dark.7" tt="none" fw={500} leftSection={<service.icon size={12} aria-hidden color="var(--mantine-color-green-8)" />}>
          {t(`prices.services.${service.id}`)}
        </Badge>
      ))}
      {missing.length > 0 && (
        <VisuallyHidden>{t('prices.services.missing', { services: missing.map((service) => t(`prices.services.${service.id}`)).join(', ') })}</VisuallyHidden>
      )}
    </Group>
  );
}
