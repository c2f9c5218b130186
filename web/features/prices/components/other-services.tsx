import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OtherService } from '@common/api/price.contract';
import { PriceAmount } from './price-amount';
import '../prices-texts';

/** The services beyond the domain: privacy, mailboxes, DNS, DNSSEC, forwarding. */
export function OtherServices({ services, headingId }: { services: OtherService[]; headingId: string }) {
  const { t } = useTranslation();
  if (services.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="md">
        {t('prices.otherServices.title')}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {services.map((service) => (
          <Card component="li" key={service.id} withBorder padding="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
              <Title order={3} size="h5">
                {service.name}
              </Title>
              {service.price.total === 0 ? (
                <Text fw={600} c="teal.9">
                  {t('prices.otherServices.included')}
                </Text>
              ) : (
                <Text fw={600}>
                  <PriceAmount view={service.price} />
                  <Text component="span" size="sm" c="dimmed">
                    {' '}
                    {t('prices.otherServices.perYear')}
                  </Text>
                </Text>
              )}
            </Group>
            <Text size="sm">{service.description}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
