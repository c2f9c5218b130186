import { Container, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { RecoverRequestForm } from '@web/features/session/components/recover-request-form';
import { ResetPasswordForm } from '@web/features/session/components/reset-password-form';
import '@web/features/session/account-texts';

/**
 * Password recovery (spec §2.1 recovery): without a token it asks for the address and sends the
 * link; the link of that mail (`?token=`) opens the form for the new password.
 */
export function RecoverPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  return (
    <Container size="xs" px={0}>
      <PageTitle>{token === null ? t('pages.recover.title') : t('account.recover.resetTitle')}</PageTitle>
      <Paper withBorder p="lg">
        {/* A new link is a new form: nothing of the last attempt carries over. */}
        {token === null ? <RecoverRequestForm /> : <ResetPasswordForm key={token} token={token} />}
      </Paper>
    </Container>
  );
}
