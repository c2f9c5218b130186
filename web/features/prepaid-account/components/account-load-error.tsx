import { Alert, Button, Group, Text } from '@mantine/core';
import '../prepaid-account-texts';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { errorText } from '@web/lib/error-text';

/** Something of the account could not be loaded: the catalogue's message and a way to try again. */
export function AccountLoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  return (
    <Alert color={STATUS_COLORS.error} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorText(error, language)}</Text>
        <Button size="xs" variant="light" color={STATUS_COLORS.error} onClick={onRetry} loading={retrying}>
          {t('prepaidAccount.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
