import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { emailTokenSchema } from '@common/api/account.contract';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import { EmailLinkPage } from '@web/components/ui/email-link-page';
import { paths } from '@web/app/paths';
import { useVerifyEmail } from '@web/features/session/api/verify-email';
import { useUser } from '@web/features/session/hooks/use-session';
import { currentLanguage } from '@web/i18n/i18n';
import { errorText } from '@web/lib/error-text';
import '@web/features/session/account-texts';

/** The link of the verification, contact and e-mail change mails. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verify = useVerifyEmail();
  const user = useUser();

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

  return (
    <EmailLinkPage
      title={t('pages.verifyEmail.title')}
      token={token}
      tokenWellFormed={emailTokenSchema.safeParse(token).success}
      action={verify}
      failedTitle={t('account.linkFailedTitle')}
      missingTokenText={t('account.verifyEmail.noToken')}
      badTokenText={errorMessage(currentLanguage(), ErrorCode.TokenInvalid)}
      errorContent={(error, linkRefused) => (
        <>
          {errorText(error, currentLanguage())}
          {linkRefused && user?.email_verified === false ? ` ${t('account.verifyEmail.resendHint')}` : ''}
        </>
      )}
      doneTitle={(result) => t(result.already_confirmed ? 'account.verifyEmail.alreadyTitle' : 'account.verifyEmail.doneTitle')}
      doneContent={(result) =>
        result.already_confirmed
          ? t(`account.verifyEmail.already.${result.kind}`, { email: result.email })
          : t(`account.verifyEmail.${result.kind}`, { email: result.email })
      }
      retryLabel={t('account.retry')}
      next={next}
    />
  );
}
