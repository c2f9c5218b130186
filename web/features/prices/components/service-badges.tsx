import { Badge, Group } from '@mantine/core';
import { IconKey, IconMail, IconShieldLock, IconX } from '@tabler/icons-react';
import { useRowT } from '@web/i18n/use-row-t';
import type { PriceListEntry } from '@common/api/price.contract';
import '../prices-texts';

const SERVICES = [
  { id: 'privacy', icon: IconShieldLock },
  { id: 'dnssec', icon: IconKey },
  { id: 'mailbox', icon: IconMail },
] as const;

/**
 * The services of a TLD (WHOIS privacy, DNSSEC, mailboxes), each as an icon with its word: what
 * is offered with a green mark, what is not with a cross and a "no".
 */
export function ServiceBadges({ entry }: { entry: Pick<PriceListEntry, 'privacy' | 'dnssec' | 'mailbox'> }) {
  const t = useRowT();
  return (
    <Group gap={4} wrap="wrap">
      {SERVICES.map((service) => {
        const offered = entry[service.id];
        const Icon = offered ? service.icon : IconX;
        return (
          <Badge
            key={service.id}
            variant="outline"
            color="gray.4"
            c={offered ? 'dark.7' : 'gray.7'}
            tt="none"
            fw={500}
            leftSection={<Icon size={12} aria-hidden color={offered ? 'var(--mantine-color-green-8)' : undefined} />}
          >
            {t(`prices.services.${offered ? service.id : `no.${service.id}`}`)}
          </Badge>
        );
      })}
    </Group>
  );
}
