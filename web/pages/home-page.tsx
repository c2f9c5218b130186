import { useEffect, useRef } from 'react';
import { Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconArrowsExchange, IconCrown, IconListDetails, IconRefresh, IconSearch, IconWorldCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { navigationMemory } from '@web/app/navigation-memory';
import { paths } from '@web/app/paths';
import { useUser } from '@web/features/session/hooks/use-session';
import { DomainSearchBox } from '@web/features/domain-search/components/domain-search-box';
import { LazyWhoisBox } from '@web/features/whois/components/lazy-whois-box';
import { snackbar } from '@web/lib/app-snackbar';
import { HomeNews, HomePromotions, HomeRotatingBanner, HomeTopBanners } from './home-sections';
import classes from './home-page.module.css';

/** Greets a user who just logged out (spec §2.4), once per arrival. */
function useLogoutGreeting() {
  const { t } = useTranslation();
  const greeted = useRef(false);
  useEffect(() => {
    if (greeted.current || navigationMemory.previous?.name !== 'logout') return;
    greeted.current = true;
    snackbar.success(t('logout.success'));
  }, [t]);
}

/** Spec §2.4: an error toast of the home page stays until closed, and goes when the user leaves home. */
function useErrorToastClearedOnLeave() {
  useEffect(() => () => snackbar.closeError(), []);
}

/** The page's title and welcome, with the domain search box (spec §2.4). */
function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className={classes.hero}>
      <PageTitle className={classes.heroTitle}>{t('home.title')}</PageTitle>
      <Text size="lg" maw="42rem" mb="lg">
        {t('home.welcome')}
      </Text>
      <DomainSearchBox />
    </section>
  );
}

/** Register, transfer, renew, premium and my domains at a glance, and the price list. */
function QuickStart() {
  const { t } = useTranslation();
  const user = useUser();
  const quickStart = [
    { id: 'register', icon: IconSearch, href: paths.searchDomain.getHref() },
    { id: 'transfer', icon: IconArrowsExchange, href: paths.domainTransfer.getHref() },
    { id: 'renew', icon: IconRefresh, href: user ? paths.domainRenew.getHref() : paths.simpleRenew.getHref() },
    { id: 'premium', icon: IconCrown, href: paths.premiumAndExpiring.getHref() },
    { id: 'manage', icon: IconWorldCog, href: paths.myDomains.getHref() },
  ] as const;

  return (
    <section aria-labelledby="quick-start-title">
      <Title order={2} id="quick-start-title" mb="md">
        {t('home.quickStart.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {quickStart.map((entry) => (
          <UnstyledButton key={entry.id} component={Link} to={entry.href} className={classes.quickLink}>
            <Card withBorder padding="md" h="100%">
              <ThemeIcon variant="light" size="lg" mb="sm" aria-hidden>
                <entry.icon size={20} />
              </ThemeIcon>
              <Text fw={600}>{t(`home.quickStart.${entry.id}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`home.quickStart.${entry.id}.text`)}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Button
        component={Link}
        to={paths.domainPrices.getHref()}
        variant="light"
        mt="md"
        leftSection={<IconListDetails size={18} aria-hidden />}
      >
        {t('home.quickStart.prices')}
      </Button>
    </section>
  );
}

/** Home, RegisterDomain and the legacy page host: a composition of the home sections. */
export function HomePage() {
  useLogoutGreeting();
  useErrorToastClearedOnLeave();
  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <HomeHero />
        <HomeTopBanners />
        <HomeRotatingBanner />
        <HomePromotions />
        <QuickStart />
        <HomeNews />
        <LazyWhoisBox />
      </Stack>
    </Container>
  );
}
