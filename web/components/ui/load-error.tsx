import type { ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import { errorText } from '@web/lib/error-text';
import { useLocalization } from '@web/lib/session-status';

/**
 * Something could not be loaded: the error catalogue's message (spec §8) in the user's language
 * and a button to load it again (or, where loading again cannot help, `action` instead). Every
 * list and form that loads data shows its failure this way.
 */
export function LoadError({
  error,
  onRetry,
  retrying,
  title,
  action,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  title?: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useLocalization();
  return (
    <Alert color={STATUS_COLORS.error} role="alert" title={title}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorText(error, language)}</Text>
        {action ?? (
          <Button size="xs" variant="light" color={STATUS_COLORS.error} onClick={onRetry} loading={retrying}>
            {t('errors.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
