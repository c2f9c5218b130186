import { Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { STATUS_COLORS } from '@web/app/theme';
import { useAppSettings } from '@web/features/config/api/get-app-settings';
import { useUser } from '@web/features/session/hooks/use-session';
import classes from './app-logo.module.css';

/** The logo leads to the dashboard when logged in, else home; the test environment is stamped on it. */
export function AppLogo() {
  const { t } = useTranslation();
  const user = useUser();
  const testEnvironment = useAppSettings().data?.ote === true;
  const href = user ? paths.dashboard.getHref() : paths.home.getHref();

  return (
    <UnstyledButton component={Link} to={href} className={classes.logo}>
      <Group gap={6} wrap="nowrap">
        <IconWorld size={26} className={classes.mark} aria-hidden />
        <Text component="span" fw={700} size="lg" className={classes.name}>
          {t('app.name')}
        </Text>
        {testEnvironment && (
          <Badge color={STATUS_COLORS.warning} variant="filled" size="xs" className={classes.stamp}>
            {t('app.testEnvironment')}
          </Badge>
        )}
        <VisuallyHidden>{user ? t('app.logoTargetDashboard') : t('app.logoTargetHome')}</VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
}
