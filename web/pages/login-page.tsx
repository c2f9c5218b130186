import { useState } from 'react';
import { Anchor, Container, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { paths } from '@web/app/paths';
import { LoginForm } from '@web/features/session/components/login-form';
import { TwoFactorCodeForm } from '@web/features/session/components/two-factor-code-form';
import { useSession } from '@web/features/session/hooks/use-session';
import { useNavigateAfterLogin } from './use-navigate-after-login';
import '@web/features/session/account-texts';

/**
 * E-mail and password, then (for an account with two-factor login) the app's code. A reload
 * while the server waits for the code opens at the code step.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigateAfterLogin = useNavigateAfterLogin();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const [step, setStep] = useState<'password' | 'code'>(session?.two_factor_pending ? 'code' : 'password');

  return (
    <Container size="xs" px={0}>
      <PageTitle>{t('pages.login.title')}</PageTitle>
      <Paper withBorder p="lg">
        {step === 'password' ? (
          <LoginForm onSuccess={navigateAfterLogin} onTwoFactorRequired={() => setStep('code')} />
        ) : (
          <>
            <Title order={2} size="h3" mb="sm">
              {t('account.twoFactor.title')}
            </Title>
            <TwoFactorCodeForm
              onSuccess={navigateAfterLogin}
              onRestart={() => setStep('password')}
              recoveryHref={paths.twoFactorRecovery.getHref(searchParams.get('redirect'))}
            />
          </>
        )}
      </Paper>
      {step === 'password' && (
        <Group justify="space-between" mt="md" gap="xs">
          <Anchor component={Link} to={paths.recover.getHref()} size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
          <Text size="sm">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to={paths.register.getHref()}>
              {t('auth.createAccount')}
            </Anchor>
          </Text>
        </Group>
      )}
    </Container>
  );
}
