import '@web/features/reseller/reseller-texts';
import type { ReactNode } from 'react';
import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { useUser } from '@web/features/session/hooks/use-session';

function Step({ number, title, text, children }: { number: number; title: string; text: string; children?: ReactNode }) {
  return (
    <List.Item>
      <Stack gap={6}>
        <Title order={2} size="h4" id={`reseller-step-${number}`}>
          {title}
        </Title>
        <Text>{text}</Text>
        {children}
      </Stack>
    </List.Item>
  );
}

/**
 * `/reseller/registration/steps` for visitors and clients (a reseller is sent to the reseller
 * area, spec §2.2): how a customer account becomes a reseller account. The switch is the
 * operator's (users.status, set by support); the page says so (decision 073).
 */
export function ResellerRegistrationInfoPage() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <>
      <PageTitle>{t('pages.resellerRegistrationInfo.title')}</PageTitle>
      <Stack gap="lg" maw="48rem">
        <Text>{t('reseller.steps.intro')}</Text>
        <List type="ordered" spacing="lg" withPadding>
          <Step number={1} title={t('reseller.steps.step1Title')} text={t('reseller.steps.step1Text')}>
            {!user && (
              <Group gap="sm">
                <Button component={Link} to={paths.register.getHref()}>
                  {t('reseller.steps.register')}
                </Button>
                <Button component={Link} to={paths.login.getHref(paths.resellerRegistrationInfo.getHref())} variant="light">
                  {t('reseller.steps.login')}
                </Button>
              </Group>
            )}
          </Step>
          <Step number={2} title={t('reseller.steps.step2Title')} text={t('reseller.steps.step2Text')}>
            <Anchor component={Link} to={user?.account ? paths.accountIncrease.getHref() : paths.accountCreate.getHref()}>
              {user?.account ? t('reseller.area.fund') : t('reseller.steps.accountCreate')}
            </Anchor>
          </Step>
          <Step number={3} title={t('reseller.steps.step3Title')} text={t('reseller.steps.step3Text')}>
            <Anchor component={Link} to={paths.cms.getHref('support')}>
              {t('reseller.steps.support')}
            </Anchor>
          </Step>
          <Step number={4} title={t('reseller.steps.step4Title')} text={t('reseller.steps.step4Text')} />
        </List>
        <Anchor component={Link} to={paths.resellerBenefits.getHref()}>
          {t('reseller.steps.benefitsLink')}
        </Anchor>
      </Stack>
    </>
  );
}
