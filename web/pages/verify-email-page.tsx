import { useEffect, useRef } from 'react';
import { Alert, Button, Container, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { emailTokenSchema } from '@common/api/account.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import { CenteredLoader } from '@web/components/ui/centered-loader';
import { PageTitle } from '@web/components/ui/page-title';
import { paths } from '@web/app/paths';
import { titledAlert } from '@web/features/session/alert-colors';
import { useVerifyEmail } from '@web/features/session/api/verify-email';
import { useUser } from '@web/features/session/hooks/use-session';
import { currentLanguage } from '@web/i18n/i18n';
import { isApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import '@web/features/session/account-texts';

/**
 * The link of the verification, contact and e-mail change mails. The page uses the token with a
 * POST once it runs, so a mail scanner that only fetches the link changes nothing.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const tokenWellFormed = emailTokenSchema.safeParse(token).success;
  const verify = useVerifyEmail();
  const user = useUser();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also under React's development double effects.
    if (!tokenWellFormed || sent.current === token) return;
    sent.current = token;
    verify.mutate(token);
  }, [token, tokenWellFormed, verify]);

  const next = user ? (
    <Button component={Link} to={paths.dashboard.getHref()} w="fit-content">
      {t('account.verifyEmail.toDashboard')}
    </Button>
  ) : (
    // After the login the dashboard, not this page again: its link is used up.
    <Button component={Link} to={paths.login.getHref(paths.dashboard.getHref())} w="fit-content">
      {t('account.toLogin')}
    </Button>
  );

  let content;
  if (!tokenWellFormed) {
    content = (
      <Stack gap="md">
        <Alert {...titledAlert('error')} role="alert" title={t('account.linkFailedTitle')}>
          {token ? errorMessage(currentLanguage(), ErrorCode.TokenInvalid) : t('account.verifyEmail.noToken')}
        </Alert>
        {next}
      </Stack>
    );
  } else if (verify.isSuccess) {
    content = (
      <Stack gap="md">
        <Alert {...titledAlert('success')} role="status" title={t('account.verifyEmail.doneTitle')}>
          {t(`account.verifyEmail.${verify.data.kind}`, { email: verify.data.email })}
        </Alert>
        {next}
      </Stack>
    );
  } else if (verify.isError) {
    const linkRefused = isApiRequestError(verify.error) && verify.error.code === ErrorCode.TokenInvalid;
    content = (
      <Stack gap="md">
        <Alert {...titledAlert('error')} role="alert" title={t('account.linkFailedTitle')}>
          {errorText(verify.error, currentLanguage())}
          {linkRefused && user?.email_verified === false ? ` ${t('account.verifyEmail.resendHint')}` : ''}
        </Alert>
        <Group gap="sm">
          {!linkRefused && (
            <Button onClick={() => verify.mutate(token)} loading={verify.isPending}>
              {t('account.retry')}
            </Button>
          )}
          {next}
        </Group>
      </Stack>
    );
  } else {
    content = <CenteredLoader />;
  }

  return (
    <Container size="xs" px={0}>
      <PageTitle>{t('pages.verifyEmail.title')}</PageTitle>
      <Paper withBorder p="lg" aria-live="polite">
        {content}
      </Paper>
    </Container>
  );
}
