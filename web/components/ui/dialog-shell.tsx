import type { ReactNode } from 'react';
import { Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Every dialog of the customer area: a title, a labelled close button, the content (Mantine traps the focus and closes on Escape). */
export function DialogShell({
  opened,
  onClose,
  title,
  children,
  size,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" wrap="nowrap" p="md" pb={0}>
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('app.closeDialog')} />
        </Group>
        <Modal.Body pt="md">{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
