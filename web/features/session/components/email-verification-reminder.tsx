import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import { currentLanguage } from '@web/i18n/i18n';
import { errorText } from '@web/lib/error-text';
import { useResendVerification } from '../api/resend-verification';
import '../account-texts';

interface EmailVerificationReminderProps {
  email: string;
  onDismiss: () => void;
}

/** Asks a user with an unconfirmed login address to open the link, and sends it again on request. */
export function EmailVerificationReminder({ email, onDismiss }: EmailVerificationReminderProps) {
  const { t } = useTranslation();
  const resend = useResendVerification();

  return (
    <Alert
      color={STATUS_COLORS.warning}
      title={t('account.reminder.title')}
      withCloseButton
      closeButtonLabel={t('account.reminder.dismiss')}
      onClose={onDismiss}
      mb="md"
      role="region"
      aria-label={t('account.reminder.title')}
    >
      <Text size="sm">{t('account.reminder.text', { email })}</Text>
      <Group gap="sm" mt="xs" align="center">
        <Button size="compact-sm" variant="default" onClick={() => resend.mutate()} loading={resend.isPending}>
          {t('account.reminder.resend')}
        </Button>
        <div role="status">{resend.isSuccess && <Text size="sm">{t('account.reminder.sent', { email })}</Text>}</div>
        <div role="alert">
          {resend.isError && (
            <Text size="sm" c={STATUS_COLORS.error}>
              {errorText(resend.error, currentLanguage())}
            </Text>
          )}
        </div>
      </Group>
    </Alert>
  );
}
