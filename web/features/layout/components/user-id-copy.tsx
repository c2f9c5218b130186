import { ActionIcon, CopyButton, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The user ID with a button that copies it, for quoting it to support. */
export function UserIdCopy({ userId }: { userId: number }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={String(userId)} timeout={2000}>
      {({ copied, copy }) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">
            {t('header.userId')}: <span style={{ fontVariantNumeric: 'tabular-nums' }}>{userId}</span>
          </Text>
          <ActionIcon variant="subtle" onClick={copy} aria-label={t('header.copyUserId')} title={t('header.copyUserId')}>
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
          {/* Announces the copy to screen readers; sighted users see the check mark. */}
          <VisuallyHidden role="status">{copied ? t('header.userIdCopied') : ''}</VisuallyHidden>
        </Group>
      )}
    </CopyButton>
  );
}
