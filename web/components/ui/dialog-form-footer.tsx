import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';

/**
 * The end of a dialog's form: the server's message for the whole form, then Cancel and the
 * action (`submitLabel`: Save, Rename, Delete, …; `submitColor` for a destructive one).
 */
export function DialogFormFooter({
  error,
  pending,
  onCancel,
  submitLabel,
  submitColor,
  disabled,
}: {
  error: string | null | undefined;
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
  submitColor?: string;
  disabled?: boolean;
}) {
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
          {t('app.cancel')}
        </Button>
        <Button type="submit" loading={pending} color={submitColor} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
