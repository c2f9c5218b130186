import '@web/features/reseller/reseller-texts';
import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { InfoSection } from '@web/features/reseller/components/info-section';

const SECTIONS = ['billing', 'api', 'customers', 'services', 'support'] as const;

/**
 * `/reseller/benefits` for visitors and clients (a reseller is sent to the reseller area, spec
 * §2.2): what a reseller account really gives and what it does not (decision 073).
 */
export function ResellerBenefitsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.resellerBenefits.title')}</PageTitle>
      <Stack gap="lg" maw="48rem">
        <Text>{t('reseller.benefits.intro')}</Text>
        {SECTIONS.map((key) => (
          <InfoSection key={key} id={`reseller-${key}`} title={t(`reseller.benefits.${key}Title`)}>
            <Text>{t(`reseller.benefits.${key}Text`)}</Text>
          </InfoSection>
        ))}
        <InfoSection id="reseller-not-offered" title={t('reseller.benefits.notOfferedTitle')}>
          <List spacing="xs">
            <List.Item>{t('reseller.benefits.notOffered1')}</List.Item>
            <List.Item>{t('reseller.benefits.notOffered2')}</List.Item>
            <List.Item>{t('reseller.benefits.notOffered3')}</List.Item>
          </List>
        </InfoSection>
        <Group gap="lg" component="nav" aria-label={t('pages.resellerBenefits.title')}>
          <Anchor component={Link} to={paths.resellerRegistrationInfo.getHref()} fw={600}>
            {t('reseller.benefits.stepsLink')}
          </Anchor>
          <Anchor component={Link} to={paths.resellerTools.getHref()}>
            {t('reseller.area.tools')}
          </Anchor>
          <Anchor component={Link} to={paths.domainPrices.getHref()}>
            {t('reseller.benefits.pricesLink')}
          </Anchor>
          <Anchor component={Link} to={paths.cms.getHref('support')}>
            {t('reseller.benefits.supportLink')}
          </Anchor>
        </Group>
      </Stack>
    </>
  );
}
