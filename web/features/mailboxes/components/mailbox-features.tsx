import { Badge, Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAILBOX_LEVELS, MAILBOXES_PER_DOMAIN } from '@common/mail/mailbox-levels';
import { paths } from '@web/app/paths';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { useFormatPrice } from '@web/features/session/hooks/use-format-price';
import { useMailboxPrices } from '../api/get-mailbox-prices';
import { formatBytes } from '../mailbox-rules';
import '../mailboxes-texts';

/** What every mailbox offers, whatever its level: only what the mail servers really do. */
const COMMON_FEATURES = ['imap', 'smtp', 'aliases', 'catchAll', 'appPasswords', 'setup', 'renewal'] as const;

/**
 * The mailbox feature pages (spec §2.1 /mailbox/features and /mailbox/features_pro): both levels
 * with the limits the servers enforce (common/mail/mailbox-levels.ts) and the prices of the price
 * list; `focus` is the level the page is about, shown first and marked.
 */
export function MailboxFeatures({ focus }: { focus: 1 | 2 }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  const format = useFormatPrice();
  const prices = useMailboxPrices();
  const levels = focus === 2 ? ([2, 1] as const) : ([1, 2] as const);

  return (
    <Stack gap="xl">
      <Text maw={720}>{t(focus === 2 ? 'mailboxes.features.introPro' : 'mailboxes.features.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {levels.map((level) => {
          const limits = MAILBOX_LEVELS[level];
          const service = prices.data?.[level];
          return (
            <Card
              component="li"
              key={level}
              withBorder
              padding="lg"
              aria-labelledby={`level-${level}`}
              style={level === focus ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}
            >
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Title order={2} size="h3" id={`level-${level}`}>
                    {t(`mailboxes.levels.${level}`)}
                  </Title>
                  {level === focus && (
                    <Badge variant="light" color="brand" c="gray.9">
                      {t('mailboxes.features.thisPage')}
                    </Badge>
                  )}
                </Group>
                {prices.isPending ? (
                  <Skeleton height={24} width="50%" />
                ) : service ? (
                  <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {service.price.total === 0
                      ? t('mailboxes.features.included')
                      : t('mailboxes.add.perYear', { price: format({ amount: service.price.total, currency: service.price.currency }) })}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('mailboxes.features.priceUnavailable')}
                  </Text>
                )}
                {service && service.price.total > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('mailboxes.features.vatNote')}
                  </Text>
                )}
                <List spacing={4} size="sm">
                  <List.Item>{t('mailboxes.features.storage', { quota: formatBytes(limits.quotaBytes, language) })}</List.Item>
                  <List.Item>{t('mailboxes.features.aliases', { count: limits.aliases })}</List.Item>
                  <List.Item>{t('mailboxes.features.appPasswords', { count: limits.appPasswords })}</List.Item>
                  <List.Item>{t('mailboxes.features.messageSize', { size: formatBytes(limits.messageBytes, language) })}</List.Item>
                </List>
                {level !== focus && (
                  <Button
                    component={Link}
                    to={level === 2 ? paths.mailboxFeaturesPro.getHref() : paths.mailboxFeatures.getHref()}
                    variant="subtle"
                    px={0}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t(level === 2 ? 'mailboxes.features.moreAboutPro' : 'mailboxes.features.moreAboutMailbox')}
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <section aria-labelledby="mailbox-common">
        <Title order={2} size="h3" id="mailbox-common" mb="sm">
          {t('mailboxes.features.commonTitle')}
        </Title>
        <List spacing="xs" maw={720}>
          {COMMON_FEATURES.map((feature) => (
            <List.Item key={feature}>{t(`mailboxes.features.common.${feature}`, { count: MAILBOXES_PER_DOMAIN })}</List.Item>
          ))}
        </List>
      </section>
      <Group gap="sm">
        <Button component={Link} to={paths.mailboxAdd.getHref()}>
          {t('mailboxes.list.add')}
        </Button>
        <Button component={Link} to={paths.domainPrices.getHref()} variant="default">
          {t('mailboxes.features.priceList')}
        </Button>
      </Group>
    </Stack>
  );
}
