import { useMemo } from 'react';
import { Anchor, Badge, Box, Button, Container, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { useAppSettings } from '@web/features/config/api/get-app-settings';
import { FOOTER_TLD_COUNT, pickRandom } from '../random-tlds';
import classes from './app-footer.module.css';

/** Spec §2.3: twelve placeholders hold the place of the TLD buttons while the settings load. */
const TLD_PLACEHOLDERS = 12;

/** The payment methods the shop accepts (spec §2.3, §9). */
const PAYMENT_METHODS = ['PayPal', 'Mastercard', 'American Express', 'Visa', 'Diners Club', 'Apple Pay', 'Klarna'] as const;

const ICANN_URL = 'https://www.icann.org/';

function RandomTlds() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const tlds = settings.data?.tlds;
  // Picked once per list, so the buttons do not reshuffle on every render.
  const picked = useMemo(() => (tlds ? pickRandom(tlds, FOOTER_TLD_COUNT) : []), [tlds]);

  if (settings.isPending) {
    return (
      <Group gap="xs" aria-busy="true">
        {Array.from({ length: TLD_PLACEHOLDERS }, (_, index) => (
          <Skeleton key={index} height={30} width={72} radius="xl" />
        ))}
      </Group>
    );
  }

  return (
    <Group gap="xs">
      {picked.map((tld) => (
        <Button key={tld.tld} component={Link} to={paths.tldLanding.getHref(tld.tld)} variant="light" radius="xl" size="compact-md">
          {/* Isolated, so right-to-left endings keep their dot on the left. */}
          .<bdi>{tld.tld_utf8}</bdi>
        </Button>
      ))}
      <Button component={Link} to={paths.tldList.getHref()} variant="subtle" radius="xl" size="compact-md" rightSection={<IconArrowRight size={16} aria-hidden />}>
        {t('footer.moreTlds')}
      </Button>
    </Group>
  );
}

/** The footer of spec §2.3: TLD buttons, payment methods, accreditation and the legal links. */
export function AppFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <section aria-labelledby="footer-tlds-title">
            <Title order={2} size="h4" id="footer-tlds-title" mb="sm">
              {t('footer.tldsTitle')}
            </Title>
            <RandomTlds />
          </section>

          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
            <section aria-labelledby="footer-payment-title">
              <Title order={2} size="h5" id="footer-payment-title" mb="xs">
                {t('footer.paymentTitle')}
              </Title>
              <Group gap={6} component="ul" className={classes.plainList}>
                {PAYMENT_METHODS.map((method) => (
                  <li key={method}>
                    <Badge variant="outline" color="gray.7" radius="sm" size="lg" tt="none" fw={500}>
                      {method}
                    </Badge>
                  </li>
                ))}
              </Group>
            </section>

            <section aria-labelledby="footer-accreditation-title">
              <Title order={2} size="h5" id="footer-accreditation-title" mb="xs">
                {t('footer.accreditationTitle')}
              </Title>
              <Text size="sm" mb={4}>
                {t('footer.accreditationText')}
              </Text>
              <Anchor href={ICANN_URL} target="_blank" rel="noopener noreferrer" size="sm">
                {t('footer.icannLink')}
              </Anchor>
            </section>

            <nav aria-labelledby="footer-legal-title">
              <Title order={2} size="h5" id="footer-legal-title" mb="xs">
                {t('footer.legalTitle')}
              </Title>
              <List listStyleType="none" spacing={4} size="sm">
                <List.Item>
                  <Anchor component={Link} to={paths.terms.getHref()}>
                    {t('footer.terms')}
                  </Anchor>
                </List.Item>
                <List.Item>
                  <Anchor component={Link} to={paths.imprint.getHref()}>
                    {t('footer.imprint')}
                  </Anchor>
                </List.Item>
                <List.Item>
                  <Anchor component={Link} to={paths.imprint.getHref('privacy')}>
                    {t('footer.privacy')}
                  </Anchor>
                </List.Item>
                <List.Item>
                  <Anchor component={Link} to={paths.imprint.getHref('accessibility')}>
                    {t('footer.accessibility')}
                  </Anchor>
                </List.Item>
                <List.Item>
                  <Anchor component={Link} to={paths.cms.getHref('support')}>
                    {t('footer.contact')}
                  </Anchor>
                </List.Item>
              </List>
            </nav>
          </SimpleGrid>

          <Text size="sm" c="dimmed">
            {t('footer.copyright', { year, name: t('app.name') })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
