import { useEffect, useRef } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredLoader } from '@web/components/ui/centered-loader';
import { PageTitle } from '@web/components/ui/page-title';
import { navigationMemory } from '@web/app/navigation-memory';
import { logoutTarget } from '@web/app/navigation-rules';
import { STATUS_COLORS } from '@web/app/theme';
import { useLogout } from '@web/features/session/api/logout';
import { currentLanguage } from '@web/i18n/i18n';
import { errorText } from '@web/lib/error-text';

/** Logs out as soon as it is opened, then leaves for the target of spec §2.2. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const started = useRef(false);

  function handleLogout() {
    logout.mutate(undefined, {
      onSuccess: () => {
        const target = logoutTarget(navigationMemory.previous);
        navigationMemory.markLogout();
        if (target.kind === 'back') void navigate(-1);
        else void navigate(target.href, { replace: true });
      },
    });
  }

  useEffect(() => {
    // Once per visit, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    handleLogout();
  }, []);

  return (
    <Stack gap="md">
      <PageTitle>{t('pages.logout.title')}</PageTitle>
      {logout.isError ? (
        <>
          <Alert color={STATUS_COLORS.error} role="alert">
            {errorText(logout.error, currentLanguage())}
          </Alert>
          <Button onClick={handleLogout} loading={logout.isPending} w="fit-content">
            {t('logout.retry')}
          </Button>
        </>
      ) : (
        <CenteredLoader />
      )}
    </Stack>
  );
}
