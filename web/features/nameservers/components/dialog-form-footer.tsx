import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import '../nameservers-texts';

/** The end of a dialog's form: the server's message for the whole form, then Cancel and Save. */
export function DialogFormFooter({ error, pending, onCancel }: { error: string | null | undefined; pending: boolean; onCancel: () => void }) {
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
          {t('nameservers.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('nameservers.save')}
        </Button>
      </Group>
    </>
  );
}
