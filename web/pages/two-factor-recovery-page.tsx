import { useState } from 'react';
import { Alert, Anchor, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { paths } from '@web/app/paths';
import { titledAlert } from '@web/components/ui/alert-colors';
import type { RecoveryLoginResult } from '@web/features/session/api/login-recovery-code';
import { RecoveryCodeForm } from '@web/features/session/components/recovery-code-form';
import { useSession } from '@web/features/session/hooks/use-session';
import { snackbar } from '@web/lib/app-snackbar';
import { useNavigateAfterLogin } from './use-navigate-after-login';
import '@web/features/session/account-texts';

/** How long the note on the remaining recovery codes stays. */
const CODES_LEFT_NOTE_MS = 10_000;

/**
 * The second step of a login with a one-time recovery code (spec §2.1 2FARecovery). It only
 * makes sense after a correct password; the session status tells whether one is waiting, so a
 * reload of the page still knows.
 */
export function TwoFactorRecoveryPage() {
  const { t } = useTranslation();
  const navigateAfterLogin = useNavigateAfterLogin();
  const [searchParams] = useSearchParams();
  const session = useSession();
  // Read once: after the login the session has no pending step any more, yet the page must not
  // change its mind while it leaves.
  const [pending] = useState(session?.two_factor_pending === true);
  const loginHref = paths.login.getHref(searchParams.get('redirect') ?? undefined);

  function handleSuccess(result: RecoveryLoginResult) {
    snackbar.info(t('account.recoveryCode.codesLeft', { count: result.recovery_codes_left }), CODES_LEFT_NOTE_MS);
    navigateAfterLogin();
  }

  return (
    <Container size="xs" px={0}>
      <PageTitle>{t('pages.twoFactorRecovery.title')}</PageTitle>
      <Paper withBorder p="lg">
        {pending ? (
          <RecoveryCodeForm onSuccess={handleSuccess}>
            <Anchor component={Link} to={loginHref} size="sm">
              {t('account.recoveryCode.useApp')}
            </Anchor>
          </RecoveryCodeForm>
        ) : (
          <Stack gap="md">
            <Alert {...titledAlert('info')} title={t('account.recoveryCode.noPendingTitle')}>
              {t('account.recoveryCode.noPending')}
            </Alert>
            <Text size="sm">{t('account.recoveryCode.noPendingHint')}</Text>
            <Button component={Link} to={loginHref} w="fit-content">
              {t('account.toLogin')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
