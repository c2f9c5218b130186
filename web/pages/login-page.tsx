import { Anchor, Container, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { paths } from '@web/app/paths';
import { LoginForm } from '@web/features/session/components/login-form';
import { useNavigateAfterLogin } from './use-navigate-after-login';

export function LoginPage() {
  const { t } = useTranslation();
  const navigateAfterLogin = useNavigateAfterLogin();

  return (
    <Container size="xs" px={0}>
      <PageTitle>{t('pages.login.title')}</PageTitle>
      <Paper withBorder p="lg">
        <LoginForm onSuccess={navigateAfterLogin} />
      </Paper>
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
    </Container>
  );
}
