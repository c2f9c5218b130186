import { Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@web/app/theme';
import { LazySettingsForm } from './lazy-settings-form';

interface SettingsModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The settings as a dialog, opened from the drawer on small screens (spec §2.3: 350 px wide).
 * Built from Mantine's parts: its ready-made header is a <header> element, a second banner landmark.
 */
export function SettingsModal({ opened, onClose }: SettingsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onClose} size={LAYOUT.settingsDialogWidth}>
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" p="md" pb={0}>
          <Modal.Title fw={700}>{t('settings.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('settings.close')} />
        </Group>
        <Modal.Body pt="md">
          <LazySettingsForm onSaved={onClose} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
