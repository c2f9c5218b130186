import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import { DialogShell } from '@web/components/ui/dialog-shell';
import '../dns-texts';

/** Asks before something that drops work or overwrites the zone (delete all, undo all, restore). */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  destructive,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogShell opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('dns.cancel')}
          </Button>
          <Button color={destructive ? `${STATUS_COLORS.error}.9` : undefined} onClick={onConfirm} loading={pending} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </DialogShell>
  );
}
