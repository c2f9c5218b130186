import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import '../mailboxes-texts';

/** The end of a dialog's form: the server's message for the whole form, then Cancel and the action. */
export function MailboxFormFooter({ error, pending, onCancel, submitLabel, submitColor, disabled }: { error: string | null | undefined; pending: boolean; onCancel: () => void; submitLabel: string; submitColor?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <Alert color={STATUS_COLORS.error} role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('mailboxes.cancel')}
        </Button>
        <Button type="submit" loading={pending} color={submitColor} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
