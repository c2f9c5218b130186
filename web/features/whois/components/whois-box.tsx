import { useId } from 'react';
import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WhoisForm } from './whois-form';
import '../whois-texts';

/** The home page's WHOIS box (spec §2.4). */
export function WhoisBox() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="lg">
      <Title order={2} id={titleId} mb={4}>
        {t('whois.box.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('whois.box.text')}
      </Text>
      <WhoisForm labelledBy={titleId} />
    </Card>
  );
}
