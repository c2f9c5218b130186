import { Anchor, Container, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { paths } from '@web/app/paths';
import { RegisterForm } from '@web/features/session/components/register-form';
import { useNavigateAfterLogin } from './use-navigate-after-login';
import '@web/features/session/account-texts';

export function RegisterPage() {
  const { t } = useTranslation();
  const navigateAfterLogin = useNavigateAfterLogin();

  return (
    <Container size="xs" px={0}>
      <PageTitle>{t('pages.register.title')}</PageTitle>
      <Text mb="md">{t('pages.register.description')}</Text>
      <Paper withBorder p="lg">
        <RegisterForm onSuccess={navigateAfterLogin} />
      </Paper>
      <Text size="sm" mt="md">
        {t('auth.haveAccount')}{' '}
        <Anchor component={Link} to={paths.login.getHref()}>
          {t('auth.loginInstead')}
        </Anchor>
      </Text>
    </Container>
  );
}
