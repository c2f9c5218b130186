import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@web/app/theme';
import '../nameservers-texts';

/** The dialogs of the nameserver pages: a title, a labelled close button, the content. */
export function DialogShell({ opened, onClose, title, children, size }: { opened: boolean; onClose: () => void; title: string; children: ReactNode; size?: string }) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" wrap="nowrap" p="md" pb={0}>
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('nameservers.cancel')} />
        </Group>
        <Modal.Body pt="md">{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

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
