import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Anchor, Box, Button, Container, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import type { FooterSettings } from '@common/api/footer.contract';
import { isShopPath } from '@common/routes/shop-path';
import { useAppSettings } from '@web/features/config/api/get-app-settings';
import { FOOTER_TLD_COUNT, pickRandom } from '../random-tlds';
import classes from './app-footer.module.css';

/** Spec §2.3: twelve placeholders hold the place of the TLD buttons while the settings load. */
const TLD_PLACEHOLDERS = 12;

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
          {/* Isolated, so right-to-left endings keep their dot on the left. */}.<bdi>{tld.tld_utf8}</bdi>
        </Button>
      ))}
      <Button
        component={Link}
        to={paths.tldList.getHref()}
        variant="subtle"
        radius="xl"
        size="compact-md"
        rightSection={<IconArrowRight size={16} aria-hidden />}
      >
        {t('footer.moreTlds')}
      </Button>
    </Group>
  );
}

/** A footer link: a path of the shop stays in the app, an address elsewhere is an ordinary link. */
function FooterLink({ url, className, children, size = 'sm' }: { url: string; className?: string; children: ReactNode; size?: string }) {
  if (isShopPath(url)) {
    return (
      <Anchor component={Link} to={url} className={className} size={size}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={url} className={className} size={size}>
      {children}
    </Anchor>
  );
}

/** The payment-method logos, each an image with the method's name that leads to the payment-methods page. */
function PaymentMethods({ settings }: { settings: FooterSettings['payment_methods'] }) {
  return (
    <Group gap={6} component="ul" className={classes.plainList}>
      {settings.methods.map((method) => (
        <li key={method.id}>
          <FooterLink url={settings.url} className={classes.logoLink}>
            <img src={method.logo} alt={method.name} width={60} height={36} className={classes.paymentLogo} />
          </FooterLink>
        </li>
      ))}
    </Group>
  );
}

const LEGAL_TEXT_KEYS = {
  terms: 'footer.terms',
  imprint: 'footer.imprint',
  privacy: 'footer.privacy',
  accessibility: 'footer.accessibility',
  contact: 'footer.contact',
} as const;

/**
 * The footer of spec §2.3: TLD buttons, payment-method logos, certification and ICANN, the
 * operating company, social links and the legal links. All but the TLDs come from the operator's
 * configuration in the app settings (README, FOOTER_* settings).
 */
export function AppFooter() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const footer = settings.data?.footer;
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

          {footer && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
              {footer.payment_methods.methods.length > 0 && (
                <section aria-labelledby="footer-payment-title">
                  <Title order={2} size="h5" id="footer-payment-title" mb="xs">
                    {t('footer.paymentTitle')}
                  </Title>
                  <PaymentMethods settings={footer.payment_methods} />
                </section>
              )}

              <section aria-labelledby="footer-accreditation-title">
                <Title order={2} size="h5" id="footer-accreditation-title" mb="xs">
                  {t('footer.accreditationTitle')}
                </Title>
                {footer.certification && (
                  <FooterLink url={footer.certification.url} className={classes.logoLink}>
                    <img
                      src={footer.certification.logo}
                      alt={footer.certification.label}
                      width={72}
                      height={72}
                      className={classes.certificationLogo}
                    />
                  </FooterLink>
                )}
                <Text size="sm" mb={4}>
                  {t('footer.accreditationText')}
                </Text>
                <FooterLink url={footer.icann_url}>{t('footer.icannLink')}</FooterLink>
                <Text size="sm" mt="sm">
                  {t('footer.operatedBy')} <FooterLink url={footer.operator.url}>{footer.operator.name}</FooterLink>
                </Text>
              </section>

              <Stack gap="lg">
                {footer.legal.length > 0 && (
                  <nav aria-labelledby="footer-legal-title">
                    <Title order={2} size="h5" id="footer-legal-title" mb="xs">
                      {t('footer.legalTitle')}
                    </Title>
                    <List listStyleType="none" spacing={4} size="sm">
                      {footer.legal.map((link) => (
                        <List.Item key={link.id}>
                          <FooterLink url={link.url}>{t(LEGAL_TEXT_KEYS[link.id])}</FooterLink>
                        </List.Item>
                      ))}
                    </List>
                  </nav>
                )}
                {footer.social.length > 0 && (
                  <nav aria-labelledby="footer-social-title">
                    <Title order={2} size="h5" id="footer-social-title" mb="xs">
                      {t('footer.socialTitle')}
                    </Title>
                    <Group gap="sm" component="ul" className={classes.plainList}>
                      {footer.social.map((link) => (
                        <li key={link.url}>
                          <FooterLink url={link.url}>{link.name}</FooterLink>
                        </li>
                      ))}
                    </Group>
                  </nav>
                )}
              </Stack>
            </SimpleGrid>
          )}

          <Text size="sm" c="dimmed">
            {t('footer.copyright', { year, name: footer?.operator.name ?? t('app.name') })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
